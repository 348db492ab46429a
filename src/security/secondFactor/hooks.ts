// Where the second factor meets Payload's sign-in (docs/decisions/049-staff-second-factor.md).
import type { CollectionAfterChangeHook, CollectionAfterLoginHook, CollectionAfterOperationHook, Payload } from 'payload'

import { holdSession, requiresSecondFactor, saveUser, sessionOf, type Step, type StoredUser, stepFor, storedUser } from './sessions'

export const SECOND_FACTOR_HEADER = 'x-second-factor'
const STEP = 'secondFactorStep'

/**
 * A password sign-in over REST or GraphQL (a password reset signs in too) of an account with a
 * second factor, or one that must have one, is held: its token opens nothing until the code (or setting one up). The Local API is
 * the server's own code and is not held (as it is not limited, decision 041).
 */
export const holdForSecondFactor: CollectionAfterLoginHook = async ({ req, token, user }) => {
  if (req.payloadAPI === 'local') return user
  const stored = { ...((await storedUser(req.payload, user.id, req)) as StoredUser), sessions: (user as StoredUser).sessions }
  const step = stepFor(stored)
  if (!step) return user
  await holdSession(req, stored, sessionOf(token))
  req.context[STEP] = step
  req.responseHeaders = new Headers(req.responseHeaders)
  req.responseHeaders.set(SECOND_FACTOR_HEADER, step)
  return user
}

/** The REST answer of a sign-in (or of a password reset, which signs in too) says what is still needed: `secondFactor: 'code' | 'setup'`. */
export const sayWhatIsNeeded: CollectionAfterOperationHook = ({ operation, req, result }) => {
  const step = req.context?.[STEP] as Step | undefined
  if ((operation !== 'login' && operation !== 'resetPassword') || !step) return result
  return { ...(result as object), secondFactor: step } as typeof result
}

/** Made an administrator or admissions officer without a second factor: signed out, to set one up. */
export const signOutOnNewRequirement: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !requiresSecondFactor(doc) || requiresSecondFactor(previousDoc ?? {})) return doc
  const stored = await storedUser(req.payload, doc.id, req)
  if (stored && !stored.totpEnabled && (stored.sessions ?? []).length > 0) await saveUser(req.payload, doc.id, { sessions: [] }, req)
  return doc
}

/**
 * On start: sessions of administrators and admissions staff without a second factor, made before
 * it was required, end now (they sign in again and set one up).
 */
export async function endSessionsWithoutSecondFactor(payload: Payload) {
  const { docs } = await payload.db.find({
    collection: 'users',
    where: {
      and: [{ roles: { in: ['admin', 'admissions', 'bursar'] } }, { or: [{ totpEnabled: { equals: false } }, { totpEnabled: { exists: false } }] }],
    },
    limit: 0,
    pagination: false,
  })
  for (const user of docs as unknown as StoredUser[]) if ((user.sessions ?? []).length > 0) await saveUser(payload, user.id, { sessions: [] })
}
