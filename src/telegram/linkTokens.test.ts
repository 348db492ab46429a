import { describe, expect, it } from 'vitest'

import { makeLinkToken, readLinkToken } from './linkTokens'

const DAY = 24 * 60 * 60 * 1000

describe('Telegram link tokens', () => {
  it('fit a start parameter (64 characters of A–Z, a–z, 0–9, _ and -) and name their application', () => {
    for (const id of [1, 42, 987_654, Number.MAX_SAFE_INTEGER]) {
      const token = makeLinkToken(id)
      expect(token).toMatch(/^[A-Za-z0-9_-]{1,64}$/)
      expect(readLinkToken(token)).toEqual({ kind: 'valid', application: id })
    }
  })

  it('tell an expired link from a forged one', () => {
    const issued = new Date('2026-07-01T10:00:00Z')
    const token = makeLinkToken(42, issued)
    expect(readLinkToken(token, new Date(issued.getTime() + 29 * DAY))).toEqual({ kind: 'valid', application: 42 })
    expect(readLinkToken(token, new Date(issued.getTime() + 31 * DAY))).toEqual({ kind: 'expired' })
    // Another application's number with this signature, a changed expiry, garbage: all forged.
    const [, id, expires, signature] = /^([0-9a-z]+)-([0-9a-z]+)-([A-Za-z0-9_-]{22})$/.exec(token) ?? []
    expect(id).toBe((42).toString(36))
    expect(readLinkToken(`${(43).toString(36)}-${expires}-${signature}`, issued)).toEqual({ kind: 'invalid' })
    expect(readLinkToken(`${id}-${(Number.parseInt(expires!, 36) + 1).toString(36)}-${signature}`, issued)).toEqual({ kind: 'invalid' })
    for (const garbage of ['', 'start', '1-2-3', 42, null, `${token}x`]) expect(readLinkToken(garbage, issued)).toEqual({ kind: 'invalid' })
  })
})
