// Rate limits on the public admissions, newsletter and contact-form calls, per client address
// (rate-limiter-flexible; docs/decisions/005-admissions.md). Counted in Redis when REDIS_URL is
// set, so every instance shares one budget per client; while Redis is unreachable each process
// counts in its own memory instead (the insurance limiter), and no request fails for it
// (docs/decisions/025-shared-cache.md). The client address is the
// last X-Forwarded-For entry, which the production server sets to the one it may believe
// (src/lib/clientAddress.ts: the socket's address unless that is a trusted proxy).
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { env } from '@/env'
import { sharedRedis } from '@/lib/redis'

const SHARED = Symbol.for('campus.admissions.rateLimiters')

type Limit = { keyPrefix: string; points: number; duration: number }

function limiter(limit: Limit): RateLimiterAbstract {
  const memory = new RateLimiterMemory(limit)
  const redis = sharedRedis()
  if (!redis) return memory
  return new RateLimiterRedis({
    ...limit,
    keyPrefix: `campus:limit:${limit.keyPrefix}`,
    storeClient: redis,
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  })
}

const createLimiters = () => ({
  lookup: limiter({ keyPrefix: 'lookup', points: env.RATE_LIMIT_LOOKUP_PER_MINUTE, duration: 60 }),
  apply: limiter({ keyPrefix: 'apply', points: env.RATE_LIMIT_APPLY_PER_HOUR, duration: 60 * 60 }),
  // A replacement document through a request link: as many as applications, counted apart.
  replace: limiter({ keyPrefix: 'replace', points: env.RATE_LIMIT_APPLY_PER_HOUR, duration: 60 * 60 }),
  subscribe: limiter({ keyPrefix: 'subscribe', points: env.RATE_LIMIT_SUBSCRIBE_PER_HOUR, duration: 60 * 60 }),
  // Per e-mail address, whoever asks: nobody can flood one inbox with confirmation requests.
  subscribeAddress: limiter({ keyPrefix: 'subscribe-address', points: 3, duration: 60 * 60 }),
  contact: limiter({ keyPrefix: 'contact', points: env.RATE_LIMIT_CONTACT_PER_HOUR, duration: 60 * 60 }),
})

// The production server (src/server.ts) and Next's bundles each load this module in the same
// process; keeping the counters on the process gives a client one budget for status checks
// (answered by the server) and contract requests (answered by Next) together.
const shared = globalThis as typeof globalThis & { [SHARED]?: ReturnType<typeof createLimiters> }
const limiters = (shared[SHARED] ??= createLimiters())

export const clientAddress = (headers: Headers) => headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() || 'unknown'

/**
 * The limiter's rejection. The limiters live on the process, made by whichever bundle came
 * first, so the rejection may be another bundle's copy of RateLimiterRes: recognised by shape.
 */
const isRejection = (value: unknown): value is { msBeforeNext: number } =>
  typeof value === 'object' && value !== null && !(value instanceof Error) && typeof (value as { msBeforeNext?: unknown }).msBeforeNext === 'number'

/** Seconds to wait when the client is over the limit, otherwise undefined. */
export const overLimit = (kind: keyof typeof limiters, headers: Headers) => overLimitFor(kind, clientAddress(headers))

/** The same for any key (an e-mail address, an account). */
export async function overLimitFor(kind: keyof typeof limiters, key: string): Promise<number | undefined> {
  try {
    await limiters[kind].consume(key)
    return undefined
  } catch (result) {
    if (isRejection(result)) return Math.max(1, Math.ceil(result.msBeforeNext / 1000))
    throw result
  }
}
