// The counts behind staff sign-in protection (docs/decisions/041-staff-sign-in.md), shared by
// every instance through Redis when REDIS_URL is set (./limiter.ts). A wait is only ever imposed
// on an address that has failed: the owner, signing in from an address without recent failures,
// is never kept out by what others do.
//  - One address, any account: 20 failed sign-ins in an hour, then it waits out the hour.
//  - One account from one address: from the 5th failure in the hour, each next try waits 1, 2, 4 …
//    seconds, up to 15 minutes; signing in clears it.
//  - One account from anywhere: from the 10th failure in 15 minutes, each next try waits 1, 2, 4 …
//    seconds, up to a minute, but only from addresses that have failed for this account in the
//    hour. An address without failures has its password checked whatever the account's wait.
//  - Beyond those waits a challenge instead: an address that would wait for the pair or the account
//    is asked for a proof-of-work (docs/decisions/041-staff-sign-in.md), which the staff's browser
//    solves by itself in about a second; a sign-in carrying a solution has its password checked and
//    counted like any other. The address's 20 an hour stays a wait: no solving speed goes past it.
//  - Password-reset links: 5 an hour per address, 3 an hour per address for one account. Nothing
//    counted per account alone, so no flood from elsewhere keeps the owner from a link; the
//    limits never depend on whether the account exists, nor does the answer.
// An attempt counts as failed from the moment it is let through until it signs in, so attempts
// sent at once, or several guesses in one GraphQL request, are counted before the next is let in.
import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible'

import { blockFor, isRejection, limiter, type Store } from './limiter'

const HOUR = 60 * 60
const ADDRESS_FAILURES = 20
const PAIR_FREE_FAILURES = 4
const PAIR_MAX_WAIT = 15 * 60
const ACCOUNT_FREE_FAILURES = 9
const ACCOUNT_MAX_WAIT = 60
const RESETS_PER_ADDRESS = 5
const RESETS_PER_ADDRESS_AND_ACCOUNT = 3

/** Who is signing in (the e-mail address, lower case) and from where (the client address). */
export type Attempt = { account: string; address: string }

/** `store` and `namespace` as for limiter(): the process's Redis, if any, by default. */
export const createStaffLimits = (store?: Store, namespace?: string) => {
  const make = (keyPrefix: string, points: number, duration: number) => limiter({ keyPrefix, points, duration }, store, namespace)
  return {
    failsByAddress: make('signin-address', ADDRESS_FAILURES, HOUR),
    failsByPair: make('signin-pair', 1_000_000, HOUR),
    failsByAccount: make('signin-account', 1_000_000, 15 * 60),
    /** Waits imposed: a key is blocked for its wait (block() on a one-point limiter). */
    waits: make('signin-wait', 1, 1),
    resetsByAddress: make('reset-address', RESETS_PER_ADDRESS, HOUR),
    resetsByPair: make('reset-pair', RESETS_PER_ADDRESS_AND_ACCOUNT, HOUR),
  }
}
export type StaffLimits = ReturnType<typeof createStaffLimits>

const keysOf = ({ account, address }: Attempt) => ({
  address: `a:${address}`,
  pair: `p:${account}|${address}`,
  account: `u:${account}`,
})

/** The wait still running on a key: blocked keys hold more than the limiter's one point. */
const waitOf = (result: RateLimiterRes | null) => (result && result.consumedPoints > 1 ? result.msBeforeNext : 0)
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

/** What a sign-in meets before its password is checked: nothing (undefined), a wait, or a challenge. */
export type SignInVerdict = { wait: number } | { challenge: true } | undefined

/**
 * Before the password is checked. `solved` says whether the request carries a solved challenge (it
 * is asked only when one is needed, so a solution is spent only then). A let-through attempt counts
 * as failed until signedIn() is called for it.
 */
export async function beginSignIn(limits: StaffLimits, attempt: Attempt, solved: () => Promise<boolean> = async () => false): Promise<SignInVerdict> {
  const keys = keysOf(attempt)
  const [address, pairWait, accountWait] = await Promise.all([
    limits.failsByAddress.get(keys.address),
    limits.waits.get(keys.pair),
    limits.waits.get(keys.account),
  ])
  // The hard cap first: the address knows it failed, so refusing tells it nothing new.
  if (address && address.consumedPoints >= ADDRESS_FAILURES) return { wait: seconds(address.msBeforeNext) }

  // Counted at once, so of two attempts at the same moment only one is the address's first.
  const pair = await limits.failsByPair.penalty(keys.pair)
  // Past the threshold (the pair's own wait, or the account's for an address that failed for it):
  // a challenge rather than a wait, so the owner at a mistyping streak waits only for the browser.
  const waiting = waitOf(pairWait) > 0 || (pair.consumedPoints > 1 && waitOf(accountWait) > 0)
  if (waiting && !(await solved())) {
    await limits.failsByPair.reward(keys.pair)
    return { challenge: true }
  }
  const [byAddress, byAccount] = await Promise.all([limits.failsByAddress.penalty(keys.address), limits.failsByAccount.penalty(keys.account)])
  if (byAddress.consumedPoints > ADDRESS_FAILURES) {
    await Promise.all([limits.failsByPair.reward(keys.pair), limits.failsByAddress.reward(keys.address), limits.failsByAccount.reward(keys.account)])
    return { wait: seconds(byAddress.msBeforeNext) }
  }
  if (pair.consumedPoints > PAIR_FREE_FAILURES)
    await blockFor(limits.waits, keys.pair, Math.min(2 ** (pair.consumedPoints - PAIR_FREE_FAILURES - 1), PAIR_MAX_WAIT))
  if (byAccount.consumedPoints > ACCOUNT_FREE_FAILURES)
    await blockFor(limits.waits, keys.account, Math.min(2 ** (byAccount.consumedPoints - ACCOUNT_FREE_FAILURES - 1), ACCOUNT_MAX_WAIT))
  return undefined
}

/** Signed in: the attempt was no failure, and this address starts afresh for this account. */
export async function signedIn(limits: StaffLimits, attempt: Attempt): Promise<void> {
  const keys = keysOf(attempt)
  await Promise.all([
    limits.failsByPair.delete(keys.pair),
    limits.waits.delete(keys.pair),
    limits.failsByAddress.reward(keys.address),
    limits.failsByAccount.reward(keys.account),
  ])
}

/** A password-reset request: seconds to wait, or undefined when the link may be sent. */
export async function requestReset(limits: StaffLimits, attempt: Attempt): Promise<number | undefined> {
  const keys = keysOf(attempt)
  const counted: [RateLimiterAbstract, string][] = [
    [limits.resetsByAddress, keys.address],
    [limits.resetsByPair, keys.pair],
  ]
  for (const [limit, key] of counted) {
    try {
      await limit.consume(key)
    } catch (rejection) {
      if (isRejection(rejection)) return seconds(rejection.msBeforeNext)
      throw rejection
    }
  }
  return undefined
}
