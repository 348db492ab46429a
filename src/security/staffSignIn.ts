// Sign-in protection for staff accounts, in place of Payload's lock (five wrong passwords locked
// any known account for 15 minutes: anyone could keep the admissions office out). The limits are
// in staffLimits.ts; here they meet Payload's sign-in and password-reset operations, over REST
// and GraphQL alike (the Local API is the server's own code and is not limited).
import { APIError, type CollectionAfterErrorHook, type CollectionAfterLoginHook, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'

import { acceptSolution, newChallenge, SOLUTION_HEADER } from './challenge'
import { clientAddress } from './rateLimit'
import { CHALLENGE_HEADER } from './ui/passChallenge'
import { type Attempt, beginSignIn, createStaffLimits, requestReset, signedIn } from './staffLimits'
import { ours } from '@/i18n/admin/ours'
import type { AdminTextKey } from '@/i18n/admin/translations'
import { processWide } from '@/lib/processWide'

// One set per process, whichever bundle loads this module first (see security/rateLimit.ts).
export const limits = () => processWide('staffSignIn.limits', createStaffLimits)

const ATTEMPT = 'staffSignIn'

const accountOf = (data: unknown) =>
  String((data as { email?: unknown } | undefined)?.email ?? '')
    .trim()
    .toLowerCase()
/** An e-mail address and a password, as strings: anything less Payload refuses (400) without checking a password. */
const isGuess = (data: unknown) => {
  const { email, password } = (data ?? {}) as { email?: unknown; password?: unknown }
  return typeof email === 'string' && email.trim() !== '' && typeof password === 'string' && password.trim() !== ''
}

/** Refuses the request with 429 and Retry-After, in the admin's language (src/i18n/admin/translations.ts). */
export function refuse(req: PayloadRequest, message: AdminTextKey, seconds: number): never {
  // Payload's REST and GraphQL handlers add req.responseHeaders to their answer, errors included.
  req.responseHeaders = new Headers(req.responseHeaders)
  req.responseHeaders.set('Retry-After', String(seconds))
  throw new APIError(ours(req.t)(message, { seconds }), 429, { retryAfter: seconds }, true)
}

const PURPOSE = 'signin'
type WidgetWord = AdminTextKey extends infer K ? (K extends `signInCheck:${infer W}` ? W : never) : never

/** Asks for a challenge (428, marked x-challenge: altcha); the widget's words come with it, in the admin's language. */
export async function askChallenge(req: PayloadRequest): Promise<never> {
  req.responseHeaders = new Headers(req.responseHeaders)
  req.responseHeaders.set(CHALLENGE_HEADER, 'altcha')
  const t = ours(req.t)
  const strings = Object.fromEntries(WIDGET_WORDS.map((word) => [word, t(`signInCheck:${word}`)]))
  throw new APIError(t('staff:challenge'), 428, { challenge: await newChallenge(PURPOSE), strings }, true)
}
const WIDGET_WORDS: WidgetWord[] = [
  'label',
  'loading',
  'verifying',
  'waitAlert',
  'verified',
  'verificationRequired',
  'error',
  'expired',
  'verify',
  'reload',
  'cancel',
]

/** Before a sign-in or a password-reset request: refuses it while a wait is running. */
export const beforeStaffAuth: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if ((operation !== 'login' && operation !== 'forgotPassword') || req.payloadAPI === 'local') return args
  const attempt: Attempt = { account: accountOf((args as { data?: unknown }).data), address: clientAddress(req.headers) }
  if (operation === 'forgotPassword') {
    const wait = await requestReset(limits(), attempt)
    if (wait) refuse(req, 'staff:tooManyResetRequests', wait)
    return args
  }
  if (!isGuess((args as { data?: unknown }).data)) return args
  const verdict = await beginSignIn(limits(), attempt, () => acceptSolution(req.headers.get(SOLUTION_HEADER), PURPOSE))
  if (verdict && 'wait' in verdict) refuse(req, 'staff:tooManySignIns', verdict.wait)
  if (verdict) await askChallenge(req)
  req.context[ATTEMPT] = attempt
  return args
}

/** Signed in: the attempt is no longer counted as a failure. */
export const afterStaffSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  const attempt = req.context?.[ATTEMPT] as Attempt | undefined
  if (attempt) {
    delete req.context[ATTEMPT]
    await signedIn(limits(), attempt)
  }
  return user
}

/**
 * A REST answer asking for a challenge carries it at the top, as the site's other 428s do
 * (src/lib/apiAnswers.ts), for the browser's fetchPassingChallenge; GraphQL has it in the error's
 * extensions.data.
 */
export const liftStaffChallenge: CollectionAfterErrorHook = ({ error, result }) => {
  if (!(error instanceof APIError) || error.status !== 428 || !result) return
  const data = error.data as { challenge?: unknown; strings?: unknown } | undefined
  if (!data?.challenge) return
  return { response: { ...(result as object), challenge: data.challenge, strings: data.strings } }
}
