import { describe, expect, it } from 'vitest'

import { EMAIL_PATTERN, isEmailAddress, normalizeEmail } from './email'

const good = ['a@b.c', 'student@uni.edu.uz', ' Name.Surname@Mail.RU ']
const bad = ['', 'a@b', 'a@@b.c', 'ab.c', '@b.c', 'a@.c', 'a@b.', 'a b@c.d', 'a@b@c.d', `${'x'.repeat(250)}@b.cd`, 'a@b.c\u0007']

describe('an e-mail address', () => {
  it('follows the specification’s rule', () => {
    for (const ok of good) expect(isEmailAddress(ok), ok).toBe(true)
    for (const wrong of bad) expect(isEmailAddress(wrong), wrong).toBe(false)
  })

  it('is read the same way by the browser’s pattern, for what a pattern can see', () => {
    // A pattern matches the whole value (the `v` flag, as browsers compile it); length and control
    // characters are the server's to check.
    const pattern = new RegExp(`^(?:${EMAIL_PATTERN})$`, 'v')
    for (const ok of good) expect(pattern.test(ok.trim()), ok).toBe(true)
    for (const wrong of bad.slice(0, -2)) expect(pattern.test(wrong), wrong).toBe(false)
  })

  it('is stored in one form per person', () => {
    expect(normalizeEmail('  Ali.Valiyev@Mail.UZ ')).toBe('ali.valiyev@mail.uz')
  })
})
