// Signed links in newsletter e-mails: confirm a sign-up (expires) and unsubscribe (never
// expires: an old issue's link must still work). A changed address or purpose breaks the
// signature (src/lib/signedTokens.ts).
import { expirySeconds, signedTokens } from '@/lib/signedTokens'

export type Purpose = 'confirm' | 'unsubscribe'
type Claims = { e: string; p: Purpose; x?: number }

const tokens = signedTokens<Claims>('campus newsletter links')

export function makeToken(email: string, purpose: Purpose, expiresAt?: Date): string {
  return tokens.make({ e: email, p: purpose, ...(expiresAt ? { x: expirySeconds(expiresAt) } : {}) })
}

/** The address a valid, unexpired token of this purpose was made for; otherwise undefined. */
export function readToken(token: unknown, purpose: Purpose, now = new Date()): string | undefined {
  const claims = tokens.read(token, now)
  if (!claims || claims.p !== purpose || typeof claims.e !== 'string') return undefined
  return claims.e
}
