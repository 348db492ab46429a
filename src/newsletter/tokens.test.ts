import { describe, expect, it } from 'vitest'

import { makeToken, readToken } from './tokens'

describe('newsletter link tokens', () => {
  it('reads back the address for its own purpose only', () => {
    const token = makeToken('a@b.uz', 'unsubscribe')
    expect(readToken(token, 'unsubscribe')).toBe('a@b.uz')
    expect(readToken(token, 'confirm')).toBeUndefined()
  })

  it('refuses an expired or altered token', () => {
    const expires = new Date('2026-12-01T00:00:00Z')
    const token = makeToken('a@b.uz', 'confirm', expires)
    expect(readToken(token, 'confirm', new Date('2026-11-30T00:00:00Z'))).toBe('a@b.uz')
    expect(readToken(token, 'confirm', new Date('2026-12-02T00:00:00Z'))).toBeUndefined()
    const [body, signature] = token.split('.')
    const forged = Buffer.from(JSON.stringify({ e: 'other@b.uz', p: 'confirm' })).toString('base64url')
    expect(readToken(`${forged}.${signature}`, 'confirm')).toBeUndefined()
    expect(readToken(`${body}.${signature.slice(1)}x`, 'confirm')).toBeUndefined()
    expect(readToken('nonsense', 'confirm')).toBeUndefined()
    expect(readToken(42, 'confirm')).toBeUndefined()
  })
})
