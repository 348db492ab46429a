// Rate limits on the public admissions, newsletter, contact-form and event sign-up calls (rate-limiter-flexible;
// docs/decisions/005-admissions.md, 044-limits-for-a-crowd.md). A client address shared by a
// school lab or a carrier's thousands of phones is not refused for being busy: above its soft
// threshold each request must carry a solved challenge (./challenge.ts), and only an address
// leaving many challenges unanswered within a minute is refused. What one person may do is counted per identity (passport number,
// e-mail, phone, application number), wherever the requests come from. Counted in Redis when REDIS_URL is
// set, so every instance shares one budget per client; while Redis is unreachable each process
// counts in its own memory instead (the insurance limiter), and no request fails for it
// (docs/decisions/025-shared-cache.md). The client address is the
// last X-Forwarded-For entry, which the production server sets to the one it may believe
// (src/lib/clientAddress.ts: the socket's address unless that is a trusted proxy).
import { env } from '@/env'

import { acceptSolution, newChallenge, SOLUTION_HEADER } from './challenge'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'

import { isRejection, limiter } from './limiter'
import { processWide } from '@/lib/processWide'

const HOUR = 60 * 60
const ceiling = (kind: string) => limiter({ keyPrefix: `${kind}-ceiling`, points: env.RATE_LIMIT_CEILING_PER_MINUTE, duration: 60 })

const createLimiters = () => ({
  // Per address: above these a challenge is asked for (admitAddress).
  lookup: limiter({ keyPrefix: 'lookup', points: env.RATE_LIMIT_LOOKUP_PER_MINUTE, duration: 60 }),
  apply: limiter({ keyPrefix: 'apply', points: env.RATE_LIMIT_APPLY_PER_HOUR, duration: HOUR }),
  // Per address and minute, challenges asked and left unanswered: a machine that does not solve them stops here.
  lookupCeiling: ceiling('lookup'),
  applyCeiling: ceiling('apply'),
  subscribeCeiling: ceiling('subscribe'),
  contactCeiling: ceiling('contact'),
  eventSignUpCeiling: ceiling('eventSignUp'),
  // Per identity, from any address.
  applyIdentity: limiter({ keyPrefix: 'apply-identity', points: env.RATE_LIMIT_APPLY_PER_IDENTITY_PER_HOUR, duration: HOUR }),
  lookupNumber: limiter({ keyPrefix: 'lookup-number', points: env.RATE_LIMIT_LOOKUP_PER_NUMBER_PER_HOUR, duration: HOUR }),
  contactEmail: limiter({ keyPrefix: 'contact-email', points: env.RATE_LIMIT_CONTACT_PER_EMAIL_PER_HOUR, duration: HOUR }),
  // A replacement document through a request link: as many as applications, counted apart.
  replace: limiter({ keyPrefix: 'replace', points: env.RATE_LIMIT_APPLY_PER_HOUR, duration: 60 * 60 }),
  subscribe: limiter({ keyPrefix: 'subscribe', points: env.RATE_LIMIT_SUBSCRIBE_PER_HOUR, duration: 60 * 60 }),
  // Per e-mail address, whoever asks: nobody can flood one inbox with confirmation requests.
  subscribeAddress: limiter({ keyPrefix: 'subscribe-address', points: 3, duration: 60 * 60 }),
  contact: limiter({ keyPrefix: 'contact', points: env.RATE_LIMIT_CONTACT_PER_HOUR, duration: 60 * 60 }),
  eventSignUp: limiter({ keyPrefix: 'event-sign-up', points: env.RATE_LIMIT_EVENT_SIGNUP_PER_HOUR, duration: HOUR }),
  // Per e-mail address, whoever asks: each sign-up (and each repeat of one) sends that inbox a message.
  eventSignUpEmail: limiter({ keyPrefix: 'event-sign-up-email', points: 5, duration: HOUR }),
})

// The production server (src/edge/server.ts) and Next's bundles each load this module in the same
// process; keeping the counters on the process gives a client one budget for status checks
// (answered by the server) and contract requests (answered by Next) together.
const limiters = processWide('admissions.rateLimiters', createLimiters)

type Limiters = ReturnType<typeof createLimiters>
/** The calls whose client addresses have a soft threshold and a ceiling. */
export type Gate = 'lookup' | 'apply' | 'subscribe' | 'contact' | 'eventSignUp'

/** The limiters by name; a process started before a limiter was added gets it now. */
function limiterOf(kind: keyof Limiters): RateLimiterAbstract {
  const found = (limiters as Partial<Limiters>)[kind]
  if (found) return found
  return (limiters[kind] = createLimiters()[kind])
}

export const clientAddress = (headers: Headers) => headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() || 'unknown'

/** Seconds to wait when the client is over the limit, otherwise undefined. */
export const overLimit = (kind: keyof Limiters, headers: Headers) => overLimitFor(kind, clientAddress(headers))

/** The same for any key (an e-mail address, an account). */
export async function overLimitFor(kind: keyof Limiters, key: string): Promise<number | undefined> {
  try {
    await limiterOf(kind).consume(key)
    return undefined
  } catch (result) {
    if (isRejection(result)) return Math.max(1, Math.ceil(result.msBeforeNext / 1000))
    throw result
  }
}

/** Seconds to wait when any of the keys (one person's passport number, e-mail, phone) is over the limit. */
export async function overLimitForAny(kind: keyof Limiters, keys: (string | undefined)[]): Promise<number | undefined> {
  let longest: number | undefined
  for (const key of new Set(keys.filter((value): value is string => Boolean(value)))) {
    const wait = await overLimitFor(kind, key)
    if (wait && (!longest || wait > longest)) longest = wait
  }
  return longest
}

/**
 * What a client address may do now: go on; solve this challenge first (the address is busy and
 * the request carries no unused solution); or wait (over the ceiling), in seconds.
 */
export type Admission = { ok: true } | { ok: false; challenge: Awaited<ReturnType<typeof newChallenge>> } | { ok: false; retryAfter: number }

/**
 * Below the soft threshold a request goes on. Above it, a request with an unused solution of a
 * challenge made for this gate goes on, whatever the ceiling: it is the request its challenge was
 * asked for, sent again, and the work was done. Any other request is asked for a challenge, and
 * the ceiling counts the challenges an address leaves unanswered: each one asked adds one, each
 * solution takes one back. A crowd solves what it is asked and never reaches it, however many it
 * is; a machine sending without solving is refused (429) after RATE_LIMIT_CEILING_PER_MINUTE.
 */
export async function admitAddress(gate: Gate, headers: Headers): Promise<Admission> {
  const address = clientAddress(headers)
  const solution = headers.get(SOLUTION_HEADER)
  if (solution && (await acceptSolution(solution, gate))) {
    await answered(`${gate}Ceiling`, address)
    return { ok: true }
  }
  if (!(await overLimitFor(gate, address))) return { ok: true }
  const overCeiling = await overLimitFor(`${gate}Ceiling`, address)
  if (overCeiling) return { ok: false, retryAfter: overCeiling }
  return { ok: false, challenge: await newChallenge(gate) }
}

/** A challenge asked of `address` was solved: one fewer unanswered (never fewer than none in the window). */
async function answered(kind: keyof Limiters, address: string): Promise<void> {
  const ceiling = limiterOf(kind)
  const now = await ceiling.get(address)
  if (now && now.consumedPoints > 0) await ceiling.reward(address)
}
