// Signed links in newsletter e-mails: confirm a sign-up (expires) and unsubscribe (never
// expires: an old issue's link must still work). HMAC-SHA256 with a key derived from
// PAYLOAD_SECRET; nothing is stored, and a changed address or purpose breaks the signature.
import { createHmac, timingSafeEqual } from 'node:crypto'

import { env } from '@/env'

export type Purpose = 'confirm' | 'unsubscribe'
type Claims = { e: string; p: Purpose; x?: number }

const key = () => createHmac('sha256', env.PAYLOAD_SECRET).update('campus newsletter links').digest()
const sign = (body: string) => createHmac('sha256', key()).update(body).digest('base64url')

export function makeToken(email: string, purpose: Purpose, expiresAt?: Date): string {
  const claims: Claims = { e: email, p: purpose, ...(expiresAt ? { x: Math.floor(expiresAt.getTime() / 1000) } : {}) }
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url')
  return `${body}.${sign(body)}`
}

/** The address a valid, unexpired token of this purpose was made for; otherwise undefined. */
export function readToken(token: unknown, purpose: Purpose, now = new Date()): string | undefined {
  if (typeof token !== 'string' || token.length > 1024) return undefined
  const [body, signature, ...rest] = token.split('.')
  if (!body || !signature || rest.length > 0) return undefined
  const expected = Buffer.from(sign(body))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Claims
    if (claims.p !== purpose || typeof claims.e !== 'string') return undefined
    if (claims.x !== undefined && claims.x * 1000 < now.getTime()) return undefined
    return claims.e
  } catch {
    return undefined
  }
}
