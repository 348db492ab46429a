// Proof-of-work challenges (ALTCHA, altcha-lib; docs/decisions/044-limits-for-a-crowd.md): a busy
// client address is asked to make the browser work for about a second instead of being refused.
// A challenge is signed with a key derived from PAYLOAD_SECRET, names what it is for, lasts a few
// minutes, and its solution is accepted once: the solved challenge's signature is spent in a store
// shared like the rate limits (Redis when REDIS_URL is set, this process's memory otherwise).
import { createHmac } from 'node:crypto'

import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { env } from '@/env'
import { sharedRedis } from '@/lib/redis'
import { processWide } from '@/lib/processWide'

/** The header a browser sends a solved challenge in (the widget's base64 payload). */
export const SOLUTION_HEADER = 'x-altcha'

/** How long a challenge may take from being asked to being answered. */
export const CHALLENGE_SECONDS = 5 * 60

const ALGORITHM = 'PBKDF2/SHA-256'
/** PBKDF2 rounds per attempt: the browser's WebCrypto does one attempt in well under a millisecond. */
const COST = 100

const secret = (purpose: string) => createHmac('sha256', env.PAYLOAD_SECRET).update(`campus:altcha:${purpose}`).digest('hex')

/** One point per challenge signature: the first use takes it, any later one is refused. */
const spentStore = () => processWide('security.spentChallenges', newSpentStore)

function newSpentStore(): RateLimiterAbstract {
  const limit = { keyPrefix: 'altcha-spent', points: 1, duration: CHALLENGE_SECONDS + 60 }
  const memory = new RateLimiterMemory(limit)
  const redis = sharedRedis()
  return redis
    ? new RateLimiterRedis({ ...limit, keyPrefix: 'campus:altcha-spent', storeClient: redis, useRedisPackage: true, insuranceLimiter: memory })
    : memory
}

/**
 * A new challenge for `purpose` (apply, lookup, …). The counter the browser has to find is
 * chosen between half and all of CHALLENGE_DIFFICULTY, so the work is bounded and the same for everyone.
 */
export function newChallenge(purpose: string): Promise<Challenge> {
  const most = env.CHALLENGE_DIFFICULTY
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(Math.ceil(most / 2), most),
    deriveKey,
    data: { purpose },
    expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_SECONDS,
    hmacSignatureSecret: secret('signature'),
    hmacKeySignatureSecret: secret('key'),
  })
}

type Payload = { challenge?: Challenge; solution?: { counter: number; derivedKey: string; time?: number } }

function readPayload(value: string): Payload | undefined {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64').toString('utf8'))
    return parsed && typeof parsed === 'object' ? (parsed as Payload) : undefined
  } catch {
    return undefined
  }
}

/**
 * True when `value` (the widget's payload) solves an unexpired challenge of ours made for
 * `purpose` that was not used before; it is then spent. Anything else is false, never an error.
 */
export async function acceptSolution(value: string | null | undefined, purpose: string): Promise<boolean> {
  if (!value || value.length > 4096) return false
  const payload = readPayload(value)
  const { challenge, solution } = payload ?? {}
  if (!challenge?.parameters || !challenge.signature || !solution) return false
  if (challenge.parameters.data?.purpose !== purpose || challenge.parameters.algorithm !== ALGORITHM || challenge.parameters.cost !== COST) return false
  let verified = false
  try {
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: secret('signature'),
      hmacKeySignatureSecret: secret('key'),
    })
    verified = result.verified
  } catch {
    return false
  }
  if (!verified) return false
  try {
    await spentStore().consume(challenge.signature)
    return true
  } catch (result) {
    if (result instanceof Error) throw result
    return false
  }
}
