// The second factor over the API, under /api/users/second-factor (docs/decisions/049-staff-second-factor.md).
// A half-signed-in session (password right, second factor to come) may only use these: ask what is
// needed, set a factor up, type a code or a recovery code, or sign out.
import { addDataAndFileToRequest, APIError, type Endpoint, Forbidden, headersWithCors, type PayloadRequest } from 'payload'

import { hasRole } from '@/access'
import { ours } from '@/i18n/admin/ours'
import type { AdminTextKey } from '@/i18n/admin/translations'
import { beginCode } from './attempts'
import { acceptedStep, hashRecoveryCode, matchRecoveryCode, newRecoveryCodes, newSecret, openSecret, otpauthUri, qrDataUrl, sealSecret } from './codes'
import { audit, cleared, resetSecondFactor } from './reset'
import { dropSession, heldSession, releaseSession, requiresSecondFactor, saveUser, type StoredUser, stepFor, storedUser } from './sessions'

const ISSUER = 'Campus'

const answer = (req: PayloadRequest, body: unknown, status = 200) =>
  Response.json(body, { status, headers: headersWithCors({ headers: new Headers({ 'Cache-Control': 'no-store' }), req }) })
const fail = (req: PayloadRequest, key: AdminTextKey, status = 400): never => {
  throw new APIError(ours(req.t)(key), status, undefined, true)
}

type Caller = { user: StoredUser; sid?: string; held: boolean }
/** Who is asking: a signed-in staff member, or a half-signed-in session (`held`). */
async function caller(req: PayloadRequest): Promise<Caller | undefined> {
  if (req.user) {
    const user = await storedUser(req.payload, req.user.id, req)
    return user ? { user, sid: (req.user as { _sid?: string })._sid, held: false } : undefined
  }
  const held = await heldSession(req)
  return held ? { ...held, held: true } : undefined
}
async function mustCall(req: PayloadRequest) {
  const who = await caller(req)
  if (!who) throw new Forbidden(req.t)
  return who
}
const bodyOf = async (req: PayloadRequest) => {
  await addDataAndFileToRequest(req)
  return (req.data ?? {}) as { code?: unknown; recoveryCode?: unknown; user?: unknown }
}

/** A signed-in staff member whose factor is in force, and the code their request carries. */
async function withFactor(req: PayloadRequest) {
  const { code } = await bodyOf(req)
  if (!req.user) throw new Forbidden(req.t)
  const user = await storedUser(req.payload, req.user.id, req)
  if (!user?.totpEnabled || !user.totpSecret) return fail(req, 'secondFactor:setupFirst', 409)
  return { user, code }
}

/**
 * Checks a code from the app against a sealed secret, as one sign-in attempt: a wrong code counts
 * against the account and is refused. The caller reports the attempt passed once the code is used.
 */
async function acceptCode(req: PayloadRequest, email: string, sealed: string, code: unknown, afterStep?: number | null) {
  const attempt = await beginCode(req, email)
  const step = await acceptedStep(openSecret(sealed), code, afterStep)
  if (step === undefined) {
    await attempt.failed()
    return fail(req, 'secondFactor:wrongCode', 401)
  }
  return { attempt, step }
}

/** Recovery codes to show once, and their hashes to store. */
const recoveryCodesAnew = () => {
  const recoveryCodes = newRecoveryCodes()
  return { recoveryCodes, recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode) }
}

/** What this session needs: `step` is `code` or `setup` for a half-signed-in one, null when signed in. */
const status: Endpoint = {
  path: '/second-factor',
  method: 'get',
  handler: async (req) => {
    const who = await caller(req)
    if (!who) return answer(req, { step: null, signedIn: false })
    const { user } = who
    return answer(req, {
      signedIn: !who.held,
      step: who.held ? (stepFor(user) ?? 'code') : null,
      enabled: Boolean(user.totpEnabled),
      required: requiresSecondFactor(user),
      recoveryCodesLeft: user.totpEnabled ? (user.recoveryCodeHashes ?? []).length : 0,
    })
  },
}

/** A new secret to set up (not yet in force): the QR code and the key to type by hand. */
const setup: Endpoint = {
  path: '/second-factor/setup',
  method: 'post',
  handler: async (req) => {
    const { user } = await mustCall(req)
    if (user.totpEnabled) fail(req, 'secondFactor:alreadyOn', 409)
    const secret = newSecret()
    await saveUser(req.payload, user.id, { totpPendingSecret: sealSecret(secret) }, req)
    const uri = otpauthUri(secret, user.email, ISSUER)
    return answer(req, { secret, uri, qr: await qrDataUrl(uri) })
  },
}

/** The first code from the app puts the factor in force; the recovery codes are shown this once. */
const enable: Endpoint = {
  path: '/second-factor/enable',
  method: 'post',
  handler: async (req) => {
    const { code } = await bodyOf(req)
    const { user, sid, held } = await mustCall(req)
    if (user.totpEnabled) fail(req, 'secondFactor:alreadyOn', 409)
    if (!user.totpPendingSecret) fail(req, 'secondFactor:setupFirst', 409)
    const { attempt, step } = await acceptCode(req, user.email, user.totpPendingSecret as string, code)
    await attempt.passed()
    const { recoveryCodes, recoveryCodeHashes } = recoveryCodesAnew()
    const changes: Partial<StoredUser> = {
      totpEnabled: true,
      totpSecret: user.totpPendingSecret,
      totpPendingSecret: null,
      totpLastStep: step,
      recoveryCodeHashes,
    }
    if (held && sid) await releaseSession(req, user, sid, changes)
    else await saveUser(req.payload, user.id, changes, req)
    await audit(req, 'second_factor_enabled', user.id)
    return answer(req, { recoveryCodes })
  },
}

/** A code from the app, or one recovery code (each works once), completes a held sign-in. */
const verify: Endpoint = {
  path: '/second-factor/verify',
  method: 'post',
  handler: async (req) => {
    const { code, recoveryCode } = await bodyOf(req)
    const held = await heldSession(req)
    if (!held) throw new Forbidden(req.t)
    const { user, sid } = held
    if (!user.totpEnabled || !user.totpSecret) fail(req, 'secondFactor:setupFirst', 409)
    if (recoveryCode !== undefined) {
      const attempt = await beginCode(req, user.email)
      const hashes = user.recoveryCodeHashes ?? []
      const index = matchRecoveryCode(hashes, recoveryCode)
      if (index < 0) {
        await attempt.failed()
        fail(req, 'secondFactor:wrongRecoveryCode', 401)
      }
      await attempt.passed()
      await releaseSession(req, user, sid, { recoveryCodeHashes: hashes.filter((_, i) => i !== index) })
      return answer(req, { recoveryCodesLeft: hashes.length - 1 })
    }
    const { attempt, step } = await acceptCode(req, user.email, user.totpSecret as string, code, user.totpLastStep)
    // Only the first of two requests with the same code moves the step on (the update names the old step).
    const moved = await req.payload.db.updateOne({
      collection: 'users',
      where: { and: [{ id: { equals: user.id } }, lastStepBefore(user.totpLastStep)] },
      data: { totpLastStep: step },
      options: { atomic: true },
      req,
    })
    if (!moved) {
      await attempt.failed()
      fail(req, 'secondFactor:wrongCode', 401)
    }
    await attempt.passed()
    await releaseSession(req, user, sid)
    return answer(req, { recoveryCodesLeft: (user.recoveryCodeHashes ?? []).length })
  },
}
const lastStepBefore = (last: number | null | undefined) =>
  typeof last === 'number' ? { totpLastStep: { equals: last } } : { totpLastStep: { exists: false } }

/** New recovery codes for oneself, the old ones void; asks for a current code. */
const regenerate: Endpoint = {
  path: '/second-factor/recovery-codes',
  method: 'post',
  handler: async (req) => {
    const { user, code } = await withFactor(req)
    await checkCode(req, user, code)
    const { recoveryCodes, recoveryCodeHashes } = recoveryCodesAnew()
    await saveUser(req.payload, user.id, { recoveryCodeHashes }, req)
    await audit(req, 'recovery_codes_renewed', user.id)
    return answer(req, { recoveryCodes })
  },
}

/** An editor may turn their second factor off again (with a current code); others must keep it. */
const disable: Endpoint = {
  path: '/second-factor/disable',
  method: 'post',
  handler: async (req) => {
    const { user, code } = await withFactor(req)
    if (requiresSecondFactor(user)) fail(req, 'secondFactor:required', 403)
    await checkCode(req, user, code)
    await saveUser(req.payload, user.id, cleared, req)
    await audit(req, 'second_factor_disabled', user.id)
    return answer(req, { enabled: false })
  },
}

async function checkCode(req: PayloadRequest, user: StoredUser, code: unknown) {
  const { attempt, step } = await acceptCode(req, user.email, user.totpSecret as string, code, user.totpLastStep)
  await attempt.passed()
  await saveUser(req.payload, user.id, { totpLastStep: step }, req)
}

/** An administrator resets another staff member's factor: they set it up anew at their next sign-in, signed out everywhere now. */
const reset: Endpoint = {
  path: '/second-factor/reset',
  method: 'post',
  handler: async (req) => {
    const { user: target } = await bodyOf(req)
    if (!hasRole(req.user as { roles?: never }, 'admin')) throw new Forbidden(req.t)
    const id = typeof target === 'number' || typeof target === 'string' ? target : undefined
    const user = id === undefined ? null : await storedUser(req.payload, id, req).catch(() => null)
    if (!user) return fail(req, 'secondFactor:noSuchUser', 404)
    if (String(user.id) === String(req.user?.id)) fail(req, 'secondFactor:notOwnReset', 403)
    await resetSecondFactor(req.payload, user.id, req)
    return answer(req, { enabled: false })
  },
}

/** Drops a half-signed-in session and its cookie. */
const signOut: Endpoint = {
  path: '/second-factor/sign-out',
  method: 'post',
  handler: async (req) => {
    const held = await heldSession(req)
    if (held) await dropSession(req, held.user, held.sid)
    const expired = `${req.payload.config.cookiePrefix}-token=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`
    return Response.json(
      { signedOut: Boolean(held) },
      { headers: headersWithCors({ headers: new Headers({ 'Set-Cookie': expired, 'Cache-Control': 'no-store' }), req }) },
    )
  },
}

/**
 * Refusals answered here, in the shape of Payload's errors (`errors[0].message`, a challenge's
 * `challenge` and `strings` at the top as liftStaffChallenge does for the sign-in), : a custom
 * endpoint's thrown error is not reliably turned into its message in the production bundle.
 */
const answered = (endpoint: Endpoint): Endpoint => ({
  ...endpoint,
  handler: async (req) => {
    try {
      return await endpoint.handler(req)
    } catch (error) {
      const { status, message, data } = error as { status?: unknown; message?: string; data?: { challenge?: unknown; strings?: unknown } }
      if (typeof status !== 'number' || status >= 500) throw error
      // Payload adds req.responseHeaders (Retry-After, x-challenge) to the answer itself.
      const headers = new Headers({ 'Cache-Control': 'no-store' })
      const lifted = data?.challenge ? { challenge: data.challenge, strings: data.strings } : {}
      return Response.json({ errors: [{ message, ...(data ? { data } : {}) }], ...lifted }, { status, headers: headersWithCors({ headers, req }) })
    }
  },
})

export const secondFactorEndpoints: Endpoint[] = [status, setup, enable, verify, regenerate, disable, reset, signOut].map(answered)
