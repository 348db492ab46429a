import { describe, expect, it } from 'vitest'

import { signedTokens } from '@/lib/signedTokens'
import { makeToken } from '@/newsletter/tokens'

import { makeRequestToken, readRequestToken, replacementUrl } from './documentTokens'

const requestedAt = new Date('2026-11-20T09:30:00.123Z')
const expiresAt = new Date('2026-12-04T09:30:00Z')
const link = { application: 41, document: 7, requestedAt, expiresAt }

describe('document request links', () => {
  it('name the application, the document and the request until they expire', () => {
    const token = makeRequestToken(link)
    expect(readRequestToken(token, new Date('2026-12-04T09:29:59Z'))).toEqual(link)
    expect(readRequestToken(token, new Date('2026-12-04T09:30:01Z'))).toBeUndefined()
  })

  it('refuse a token changed in any way: another document, another application, a later expiry', () => {
    const [, signature] = makeRequestToken(link).split('.')
    const forge = (claims: object) => `${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`
    const claims = { a: 41, d: 7, r: requestedAt.getTime(), x: expiresAt.getTime() / 1000 }
    expect(readRequestToken(forge(claims), requestedAt)).toEqual(link)
    expect(readRequestToken(forge({ ...claims, d: 8 }), requestedAt)).toBeUndefined()
    expect(readRequestToken(forge({ ...claims, a: 42 }), requestedAt)).toBeUndefined()
    expect(readRequestToken(forge({ ...claims, x: claims.x + 86_400 }), requestedAt)).toBeUndefined()
    const token = makeRequestToken(link)
    expect(readRequestToken(`${token.slice(0, -2)}xx`, requestedAt)).toBeUndefined()
    expect(readRequestToken(`${token}.more`, requestedAt)).toBeUndefined()
  })

  it('are a token of their own: another document’s is not this one’s, a newsletter link is no request', () => {
    const other = makeRequestToken({ ...link, document: 8 })
    expect(readRequestToken(other, requestedAt)?.document).toBe(8)
    expect(other).not.toBe(makeRequestToken(link))
    expect(readRequestToken(makeToken('a@b.uz', 'confirm', expiresAt), requestedAt)).toBeUndefined()
    for (const junk of [undefined, 42, '', 'x', 'a.b', 'x'.repeat(2000)]) expect(readRequestToken(junk, requestedAt)).toBeUndefined()
    // Signed, but claims that are not ids.
    expect(
      readRequestToken(
        signedTokens<{ a: string; d: number; r: number; x: number }>('campus document requests').make({ a: '41', d: 7, r: 1, x: 2_000_000_000 }),
      ),
    ).toBeUndefined()
  })

  it('lead to the replacement page in the applicant’s language', () => {
    expect(replacementUrl('en', link)).toMatch(/^http:\/\/localhost:\d+\/replace-document\?token=[\w-]+\.[\w-]+$/)
    expect(new URL(replacementUrl('uz', link)).pathname).toBe('/uz/replace-document')
    expect(readRequestToken(new URL(replacementUrl('ru', link)).searchParams.get('token'), requestedAt)).toEqual(link)
  })
})
