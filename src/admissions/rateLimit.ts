// Rate limits on the public admissions calls, per client address and per process
// (rate-limiter-flexible; docs/decisions/005-admissions.md). The client address is the
// last X-Forwarded-For entry: the one our own proxy (or Next itself, without one) wrote.
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

import { env } from '@/env'

const limiters = {
  lookup: new RateLimiterMemory({ keyPrefix: 'lookup', points: env.RATE_LIMIT_LOOKUP_PER_MINUTE, duration: 60 }),
  apply: new RateLimiterMemory({ keyPrefix: 'apply', points: env.RATE_LIMIT_APPLY_PER_HOUR, duration: 60 * 60 }),
}

export const clientAddress = (headers: Headers) =>
  headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() || 'unknown'

/** Seconds to wait when the client is over the limit, otherwise undefined. */
export async function overLimit(kind: keyof typeof limiters, headers: Headers): Promise<number | undefined> {
  try {
    await limiters[kind].consume(clientAddress(headers))
    return undefined
  } catch (result) {
    if (result instanceof RateLimiterRes) return Math.max(1, Math.ceil(result.msBeforeNext / 1000))
    throw result
  }
}
