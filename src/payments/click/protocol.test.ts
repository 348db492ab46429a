import { describe, expect, it } from 'vitest'

import { type ClickCall, clickAnswer, clickSignature, readCall, signatureHolds } from './protocol'

const SECRET = 'click-test-secret'

// Worked by hand: md5("2012345678" + "28420" + "click-test-secret" + "4839201175" + "9000000.00" + "0" + "2026-12-01 10:15:00").
const prepare: ClickCall = {
  click_trans_id: '2012345678',
  service_id: '28420',
  click_paydoc_id: '3012345678',
  merchant_trans_id: '4839201175',
  amount: '9000000.00',
  action: '0',
  error: '0',
  error_note: 'Success',
  sign_time: '2026-12-01 10:15:00',
  sign_string: '7f84216662ebca481435d7c5a217cb89',
}

// Complete puts our prepare id (41) after the invoice number: …4839201175 + 41 + 9000000.00 + 1 + 2026-12-01 10:16:30.
const complete: ClickCall = {
  ...prepare,
  merchant_prepare_id: '41',
  action: '1',
  sign_time: '2026-12-01 10:16:30',
  sign_string: '231517b6ba7fcbe10cd091fa9d5873ae',
}

describe('Click’s signature', () => {
  it('is the MD5 of the fields and the secret key in Click’s order, over the amount as sent', () => {
    expect(clickSignature(prepare, SECRET)).toBe('7f84216662ebca481435d7c5a217cb89')
    expect(clickSignature(complete, SECRET)).toBe('231517b6ba7fcbe10cd091fa9d5873ae')
    // "9000000" is another text than "9000000.00", so another signature.
    expect(clickSignature({ ...prepare, amount: '9000000' }, SECRET)).not.toBe(prepare.sign_string)
  })

  it('holds only for the key and the values it was made with, in either letter case', () => {
    expect(signatureHolds(prepare, SECRET)).toBe(true)
    expect(signatureHolds({ ...prepare, sign_string: prepare.sign_string.toUpperCase() }, SECRET)).toBe(true)
    expect(signatureHolds(complete, SECRET)).toBe(true)
    expect(signatureHolds(prepare, 'another-secret')).toBe(false)
    expect(signatureHolds({ ...prepare, amount: '9000001.00' }, SECRET)).toBe(false)
    expect(signatureHolds({ ...complete, merchant_prepare_id: '42' }, SECRET)).toBe(false)
    expect(signatureHolds({ ...prepare, sign_string: 'short' }, SECRET)).toBe(false)
  })
})

describe('a call’s fields', () => {
  const fields = (call: ClickCall) => ({ ...call }) as Record<string, unknown>

  it('are read when Click sent all it always sends; Complete must name its Prepare', () => {
    expect(readCall(fields(prepare))).toEqual(prepare)
    expect(readCall(fields(complete))?.merchant_prepare_id).toBe('41')
    const { merchant_prepare_id: _, ...withoutPrepare } = complete
    expect(readCall(withoutPrepare)).toBeUndefined()
    const { sign_string: __, ...unsigned } = prepare
    expect(readCall(unsigned)).toBeUndefined()
    expect(readCall({ ...prepare, amount: '9 000 000' })).toBeUndefined()
    expect(readCall({ ...prepare, click_trans_id: 'abc' })).toBeUndefined()
  })

  it('are answered with Click’s ids echoed and ours under the step’s name', () => {
    expect(clickAnswer('prepare', fields(prepare), 'success', 41)).toEqual({
      click_trans_id: '2012345678',
      merchant_trans_id: '4839201175',
      merchant_prepare_id: 41,
      error: 0,
      error_note: 'Success',
    })
    expect(clickAnswer('complete', {}, 'signCheckFailed')).toEqual({
      click_trans_id: null,
      merchant_trans_id: null,
      merchant_confirm_id: null,
      error: -1,
      error_note: 'SIGN CHECK FAILED!',
    })
  })
})
