// A code typed for the second factor is a sign-in attempt: it goes through the staff sign-in limits
// of decision 041 (waits, challenge, the address's 20 an hour), and five wrong codes for one
// account in 15 minutes stop its codes for the rest of the 15 minutes, from anywhere: whoever types
// them already has the password, and a million codes must not be tried at one per new address.
import type { PayloadRequest } from 'payload'

import { acceptSolution, SOLUTION_HEADER } from '../challenge'
import { blockFor, isRejection, limiter } from '../limiter'
import { clientAddress } from '../rateLimit'
import { type Attempt, beginSignIn, signedIn } from '../staffLimits'
import { askChallenge, limits, refuse } from '../staffSignIn'
import { processWide } from '@/lib/processWide'

const WRONG_CODES = 5
const LOCK_SECONDS = 15 * 60

const wrongCodes = () => processWide('secondFactor.limits', () => limiter({ keyPrefix: 'second-factor-account', points: WRONG_CODES, duration: LOCK_SECONDS }))

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

/**
 * Before a code is checked: refuses it (429 with Retry-After, or 428 with a challenge) when the
 * account's codes are stopped or the sign-in limits say so. Resolves with what to report afterwards.
 */
export async function beginCode(req: PayloadRequest, email: string) {
  const account = `u:${email.toLowerCase()}`
  const locked = await wrongCodes().get(account)
  if (locked && locked.consumedPoints >= WRONG_CODES) refuse(req, 'secondFactor:tooManyCodes', seconds(locked.msBeforeNext))
  const attempt: Attempt = { account: email.toLowerCase(), address: clientAddress(req.headers) }
  const verdict = await beginSignIn(limits(), attempt, () => acceptSolution(req.headers.get(SOLUTION_HEADER), 'signin'))
  if (verdict && 'wait' in verdict) refuse(req, 'staff:tooManySignIns', verdict.wait)
  if (verdict) await askChallenge(req)
  return {
    /** The code was right: the attempt was no failure. */
    passed: () => signedIn(limits(), attempt),
    /** The code was wrong: it counts against the account; the fifth stops its codes. */
    failed: async () => {
      try {
        await wrongCodes().consume(account)
      } catch (rejection) {
        if (!isRejection(rejection)) throw rejection
        await blockFor(wrongCodes(), account, LOCK_SECONDS)
      }
    },
  }
}
