// Sign-in protection for staff accounts, in place of Payload's lock (five wrong passwords locked
// any known account for 15 minutes: anyone could keep the admissions office out). Counted per
// process, as the admissions limits are (rate-limiter-flexible):
//  - one address with 20 failed sign-ins in an hour (trying many accounts) waits out the hour;
//  - one account from one address: from the 5th failure in a row, each next try waits 1, 2, 4 …
//    seconds, up to 15 minutes; signing in clears it;
//  - one account from any address: from the 10th failure in 15 minutes, each next try waits
//    1, 2, 4 … seconds, but never more than a minute, so guessing spread over many addresses
//    is slowed while the owner is never kept out for long;
//  - forgot-password: 5 an hour per address, 3 an hour per account (its answer is the same
//    whether the account exists or not, as Payload gives it).
import { APIError, type CollectionAfterErrorHook, type CollectionAfterLoginHook, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'
import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible'

import { clientAddress } from './rateLimit'
import { ours } from '@/i18n/admin/ours'

const HOUR = 60 * 60

const createLimiters = () => ({
  failsByAddress: new RateLimiterMemory({ keyPrefix: 'signin-address', points: 1_000_000, duration: HOUR }),
  failsByPair: new RateLimiterMemory({ keyPrefix: 'signin-pair', points: 1_000_000, duration: 15 * 60 }),
  failsByAccount: new RateLimiterMemory({ keyPrefix: 'signin-account', points: 1_000_000, duration: 15 * 60 }),
  /** Waits imposed: a key is blocked for its wait (block() on a one-point limiter). */
  waits: new RateLimiterMemory({ keyPrefix: 'signin-wait', points: 1, duration: 1 }),
  forgotByAddress: new RateLimiterMemory({ keyPrefix: 'forgot-address', points: 5, duration: HOUR }),
  forgotByAccount: new RateLimiterMemory({ keyPrefix: 'forgot-account', points: 3, duration: HOUR }),
})

// One set per process, whichever bundle loads this module first (see security/rateLimit.ts).
const SHARED = Symbol.for('campus.staffSignIn.limiters')
const shared = globalThis as typeof globalThis & { [SHARED]?: ReturnType<typeof createLimiters> }
const limiters = (shared[SHARED] ??= createLimiters())

const ADDRESS_FAILURES = 20
const PAIR_FREE_FAILURES = 4
const PAIR_MAX_WAIT = 15 * 60
const ACCOUNT_FREE_FAILURES = 9
const ACCOUNT_MAX_WAIT = 60

type Attempt = { account: string; address: string }
const ATTEMPT = 'staffSignIn'

const keysOf = ({ account, address }: Attempt) => ({ address: `a:${address}`, pair: `p:${account}|${address}`, account: `u:${account}` })
const accountOf = (data: unknown) =>
  String((data as { email?: unknown } | undefined)?.email ?? '')
    .trim()
    .toLowerCase()

/** The wait still running on a key: blocked keys hold more than the limiter's one point. */
const waitOf = (result: RateLimiterRes | null) => (result && result.consumedPoints > 1 ? result.msBeforeNext : 0)

/** Refuses the attempt, in the admin's language (src/i18n/admin/translations.ts). */
function tooMany(ms: number, req: PayloadRequest): never {
  const seconds = Math.max(1, Math.ceil(ms / 1000))
  throw new APIError(ours(req.t)('staff:tooManySignIns', { seconds }), 429, { retryAfter: seconds }, true)
}

/** Before a sign-in or a password-reset request: refuses it while a wait is running. */
export const beforeStaffAuth: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login' && operation !== 'forgotPassword') return args
  const attempt: Attempt = { account: accountOf((args as { data?: unknown }).data), address: clientAddress(req.headers) }
  if (operation === 'forgotPassword') {
    for (const [limiter, key] of [
      [limiters.forgotByAddress, attempt.address],
      [limiters.forgotByAccount, attempt.account],
    ] as const) {
      await limiter.consume(key).catch((rejection: RateLimiterRes) => tooMany(rejection.msBeforeNext, req))
    }
    return args
  }
  const keys = keysOf(attempt)
  const waits = await Promise.all([keys.address, keys.pair, keys.account].map((key) => limiters.waits.get(key)))
  const wait = Math.max(...waits.map(waitOf))
  if (wait > 0) tooMany(wait, req)
  req.context[ATTEMPT] = attempt
  return args
}

/** A wrong password: counts it, and sets the next wait where one is due. */
export const afterStaffAuthError: CollectionAfterErrorHook = async ({ error, req }) => {
  const attempt = req.context?.[ATTEMPT] as Attempt | undefined
  if (!attempt || (error as { status?: number }).status !== 401) return
  const keys = keysOf(attempt)
  const [address, pair, account] = await Promise.all([
    limiters.failsByAddress.penalty(keys.address),
    limiters.failsByPair.penalty(keys.pair),
    limiters.failsByAccount.penalty(keys.account),
  ])
  if (address.consumedPoints >= ADDRESS_FAILURES) await limiters.waits.block(keys.address, HOUR)
  if (pair.consumedPoints > PAIR_FREE_FAILURES)
    await limiters.waits.block(keys.pair, Math.min(2 ** (pair.consumedPoints - PAIR_FREE_FAILURES - 1), PAIR_MAX_WAIT))
  if (account.consumedPoints > ACCOUNT_FREE_FAILURES)
    await limiters.waits.block(keys.account, Math.min(2 ** (account.consumedPoints - ACCOUNT_FREE_FAILURES - 1), ACCOUNT_MAX_WAIT))
}

/** Signed in: this address starts afresh for this account. */
export const afterStaffSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  const attempt = req.context?.[ATTEMPT] as Attempt | undefined
  if (attempt) {
    const { pair } = keysOf(attempt)
    await Promise.all([limiters.failsByPair.delete(pair), limiters.waits.delete(pair)])
  }
  return user
}
