import { describe, expect, it } from 'vitest'

import { PaymeRefusal } from './errors'
import { callId, isPaymeAuthorised, readCall } from './protocol'

const refusal = (body: unknown) => {
  try {
    readCall(body)
  } catch (error) {
    if (error instanceof PaymeRefusal) return { key: error.key, data: error.data }
    throw error
  }
  return undefined
}

describe('a Payme call', () => {
  it('is read into its method and parameters', () => {
    expect(
      readCall({ jsonrpc: '2.0', id: 7, method: 'CreateTransaction', params: { id: 'a1', time: 1, amount: 500, account: { invoice: '1234567890' } } }),
    ).toEqual({
      method: 'CreateTransaction',
      params: { id: 'a1', time: 1, amount: 500, account: { invoice: '1234567890' } },
    })
    expect(callId({ id: 7 })).toBe(7)
    expect(callId('junk')).toBeNull()
  })

  it('is an invalid request without its fields or with the wrong types, naming what is wrong', () => {
    expect(refusal({ id: 1, params: {} })).toEqual({ key: 'invalidRequest', data: undefined })
    expect(refusal({ id: 1, method: 'PerformTransaction' })).toMatchObject({ key: 'invalidRequest' })
    expect(refusal({ id: 1, method: 'CheckPerformTransaction', params: { amount: '500', account: {} } })).toEqual({ key: 'invalidRequest', data: 'amount' })
    expect(refusal({ id: 1, method: 'CheckPerformTransaction', params: { amount: 1.5, account: {} } })).toEqual({ key: 'invalidRequest', data: 'amount' })
    expect(refusal({ id: 1, method: 'CancelTransaction', params: { id: 'a1' } })).toEqual({ key: 'invalidRequest', data: 'reason' })
  })

  it('names a method we do not offer, ChangePassword among them', () => {
    expect(refusal({ id: 1, method: 'ChangePassword', params: { password: 'x' } })).toEqual({ key: 'methodNotFound', data: 'ChangePassword' })
    expect(refusal({ id: 1, method: 'toString', params: {} })).toEqual({ key: 'methodNotFound', data: 'toString' })
  })
})

describe('Payme’s authorisation', () => {
  const basic = (value: string) => `Basic ${Buffer.from(value).toString('base64')}`
  it('is the login Paycom with the merchant key', () => {
    expect(isPaymeAuthorised(basic('Paycom:secret'), 'secret')).toBe(true)
    expect(isPaymeAuthorised(basic('Paycom:other'), 'secret')).toBe(false)
    expect(isPaymeAuthorised(basic('Someone:secret'), 'secret')).toBe(false)
    expect(isPaymeAuthorised('Bearer secret', 'secret')).toBe(false)
    expect(isPaymeAuthorised(null, 'secret')).toBe(false)
    expect(isPaymeAuthorised(basic('Paycom:'), '')).toBe(false)
  })
})
