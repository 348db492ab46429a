// One way to build a rate limiter (rate-limiter-flexible): counted in Redis when REDIS_URL is set,
// so every instance shares the counts; while Redis is unreachable each process counts in its own
// memory instead (the insurance limiter), and no request fails for it
// (docs/decisions/025-shared-cache.md).
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { sharedRedis } from '@/lib/redis'

export type Limit = { keyPrefix: string; points: number; duration: number }
export type Store = ReturnType<typeof sharedRedis>

/** `store` and `namespace` default to the process's Redis client and the app's keys (tests pass their own). */
export function limiter(limit: Limit, store: Store = sharedRedis(), namespace = 'campus:limit'): RateLimiterAbstract {
  const memory = new RateLimiterMemory(limit)
  if (!store) return memory
  return new RateLimiterRedis({
    ...limit,
    keyPrefix: `${namespace}:${limit.keyPrefix}`,
    storeClient: store,
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  })
}

/**
 * Blocks a key for some seconds. The stores' block() does not fall back to the insurance limiter
 * as consume(), penalty() and get() do, so it is done here.
 */
export async function blockFor(on: RateLimiterAbstract, key: string, seconds: number): Promise<void> {
  try {
    await on.block(key, seconds)
  } catch (error) {
    const insurance = (on as { insuranceLimiter?: RateLimiterAbstract }).insuranceLimiter
    if (!insurance) throw error
    await insurance.block(key, seconds)
  }
}

/**
 * The limiter's rejection. Limiters may live on the process, made by whichever bundle came
 * first, so the rejection may be another bundle's copy of RateLimiterRes: recognised by shape.
 */
export const isRejection = (value: unknown): value is { msBeforeNext: number } =>
  typeof value === 'object' && value !== null && !(value instanceof Error) && typeof (value as { msBeforeNext?: unknown }).msBeforeNext === 'number'
