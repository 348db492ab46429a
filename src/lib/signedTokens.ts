// Signed links in e-mails (the newsletter's confirm and unsubscribe links, an applicant's
// document request): the claims as base64url JSON, then an HMAC-SHA256 of them with a key derived
// from PAYLOAD_SECRET and the link's own label, so a token made for one purpose never passes for
// another. Nothing is stored; an expiry (`x`, seconds since 1970) travels inside the claims.
import { createHmac, timingSafeEqual } from 'node:crypto'

import { env } from '@/env'

type Expiring = { x?: number }

export function signedTokens<Claims extends Expiring>(label: string) {
  const key = () => createHmac('sha256', env.PAYLOAD_SECRET).update(label).digest()
  const sign = (body: string) => createHmac('sha256', key()).update(body).digest('base64url')

  return {
    make(claims: Claims): string {
      const body = Buffer.from(JSON.stringify(claims)).toString('base64url')
      return `${body}.${sign(body)}`
    },
    /** The claims of a token signed with this label and not expired at `now`; otherwise undefined. */
    read(token: unknown, now = new Date()): Partial<Claims> | undefined {
      if (typeof token !== 'string' || token.length > 1024) return undefined
      const [body, signature, ...rest] = token.split('.')
      if (!body || !signature || rest.length > 0) return undefined
      const expected = Buffer.from(sign(body))
      const given = Buffer.from(signature)
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined
      try {
        const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown
        if (!claims || typeof claims !== 'object' || Array.isArray(claims)) return undefined
        const { x } = claims as Expiring
        if (x !== undefined && (typeof x !== 'number' || x * 1000 < now.getTime())) return undefined
        return claims as Partial<Claims>
      } catch {
        return undefined
      }
    },
  }
}

/** Seconds since 1970, as `x` holds it. */
export const expirySeconds = (at: Date) => Math.floor(at.getTime() / 1000)
