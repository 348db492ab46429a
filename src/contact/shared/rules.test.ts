import { describe, expect, it } from 'vitest'

import { checkContactMessage } from './rules'

const good = {
  name: '  Dilnoza   Karimova ',
  email: ' dilnoza@example.uz ',
  phone: '',
  office: 'general',
  message: ' When does the library open?\r\nThank you. ',
}

describe('checkContactMessage', () => {
  it('returns the cleaned values of a good message', () => {
    expect(checkContactMessage(good, [3, 4])).toEqual({
      ok: true,
      values: { name: 'Dilnoza Karimova', email: 'dilnoza@example.uz', phone: null, office: null, message: 'When does the library open?\nThank you.' },
    })
    expect(checkContactMessage({ ...good, phone: '+998 (90) 123-45-67', office: '4' }, [3, 4])).toMatchObject({
      ok: true,
      values: { phone: '+998 (90) 123-45-67', office: 4 },
    })
  })

  it('refuses control characters in every text field, keeping tabs and line breaks in the message only', () => {
    // A name is one line: it goes into an e-mail subject.
    expect(checkContactMessage({ ...good, name: 'Ali\r\nBcc: x@example.com' }, [])).toEqual({
      ok: false,
      problems: [{ field: 'name', key: 'controlCharacters' }],
    })
    expect(
      checkContactMessage({ name: 'Dilnoza\u0000', email: 'a\u0000b@example.uz', phone: '+998\u0007901234567', office: 'general', message: 'Hi\u0000' }, []),
    ).toEqual({
      ok: false,
      problems: ['name', 'email', 'phone', 'message'].map((field) => ({ field, key: 'controlCharacters' })),
    })
    expect(checkContactMessage({ ...good, name: 'Dilnoza Karimova\r\n', message: 'Line one\r\n\tLine two' }, [])).toMatchObject({
      ok: true,
      values: { name: 'Dilnoza Karimova', message: 'Line one\n\tLine two' },
    })
  })

  it('names every problem at once, in the form’s order', () => {
    expect(checkContactMessage({ name: ' ', email: 'a@b', phone: '12', office: '99', message: '' }, [3])).toEqual({
      ok: false,
      problems: [
        { field: 'name', key: 'nameRequired' },
        { field: 'email', key: 'emailInvalid' },
        { field: 'phone', key: 'phoneInvalid' },
        { field: 'office', key: 'officeUnknown' },
        { field: 'message', key: 'messageRequired' },
      ],
    })
    expect(checkContactMessage({}, [])).toMatchObject({ ok: false, problems: [{ key: 'nameRequired' }, { key: 'emailInvalid' }, { key: 'messageRequired' }] })
  })

  it('refuses text past the limits, and choices that are not offered', () => {
    const long = checkContactMessage({ ...good, name: 'x'.repeat(101), message: 'y'.repeat(5001) }, [])
    expect(long).toEqual({
      ok: false,
      problems: [
        { field: 'name', key: 'nameTooLong', max: 100 },
        { field: 'message', key: 'messageTooLong', max: 5000 },
      ],
    })
    for (const office of ['1.5', '-1', 'library', '1e3'])
      expect(checkContactMessage({ ...good, office }, [1]), office).toMatchObject({ ok: false, problems: [{ field: 'office' }] })
    for (const email of [42, ['a@b.uz'], 'a@@b.uz', 'a b@c.uz'])
      expect(checkContactMessage({ ...good, email }, []), String(email)).toMatchObject({ ok: false, problems: [{ field: 'email' }] })
  })
})
