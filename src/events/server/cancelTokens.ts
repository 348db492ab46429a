// The cancellation link's token: signed (a forged or altered one is refused before the database
// is asked) and stored only as its SHA-256, so a copy of the database cannot cancel anyone's place.
// Each e-mail carries a fresh token, made as it is sent; it replaces the one before.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

import { signedTokens } from '@/lib/signedTokens'

type Claims = { r: number; n: string; x?: number }

const tokens = signedTokens<Claims>('campus event sign-up cancellation')

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** A new token for this sign-up, and the hash to store. */
export function newCancelToken(registrationId: number): { token: string; hash: string } {
  const token = tokens.make({ r: registrationId, n: randomBytes(12).toString('base64url') })
  return { token, hash: hashToken(token) }
}

/** The sign-up a well-signed token names; its hash must still match the stored one (see `matchesHash`). */
export function registrationOf(token: unknown): number | undefined {
  const claims = tokens.read(token)
  return typeof claims?.r === 'number' && Number.isSafeInteger(claims.r) ? claims.r : undefined
}

export function matchesHash(token: string, stored: string | null | undefined): boolean {
  if (!stored) return false
  const given = Buffer.from(hashToken(token))
  const expected = Buffer.from(stored)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
