// Half-signed-in sessions: a sign-in whose password was right but whose second factor is still to
// come. Payload made the session and its token; the session is moved out of the account's
// `sessions` (which Payload's JWT check requires, so the token opens nothing: no admin, REST,
// GraphQL) into `pendingSessions`, and moved back when the second factor is passed.
import { decodeJwt, jwtVerify } from 'jose'
import type { Payload, PayloadRequest } from 'payload'

import { hasRole, type Role } from '@/access'

/** How long a password sign-in waits for its second factor. */
export const PENDING_MINUTES = 10
const REQUIRED_FOR: Role[] = ['admin', 'admissions', 'bursar']

export type Session = { id: string; createdAt?: string | Date | null; expiresAt: string | Date }
/** The account as stored, with the fields no API reads. */
export type StoredUser = {
  id: number | string
  email: string
  roles?: Role[] | null
  sessions?: Session[] | null
  totpEnabled?: boolean | null
  totpSecret?: string | null
  totpPendingSecret?: string | null
  totpLastStep?: number | null
  recoveryCodeHashes?: string[] | null
  pendingSessions?: Session[] | null
}
export type Step = 'code' | 'setup'

/** Administrators and admissions staff must have a second factor; editors may. */
export const requiresSecondFactor = (user: { roles?: Role[] | null }) => hasRole(user, ...REQUIRED_FOR)

/** What a password sign-in of this account still needs: a code, setting one up, or nothing. */
export const stepFor = (user: StoredUser): Step | undefined => (user.totpEnabled ? 'code' : requiresSecondFactor(user) ? 'setup' : undefined)

const live = (sessions: Session[] | null | undefined, now = new Date()) => (sessions ?? []).filter((session) => new Date(session.expiresAt) > now)

export async function storedUser(payload: Payload, id: number | string, req?: PayloadRequest): Promise<StoredUser | null> {
  return (await payload.db.findOne({ collection: 'users', req, where: { id: { equals: id } } })) as StoredUser | null
}

/** Writes these fields of the account, as Payload writes its sessions (the whole row, `updatedAt` left as it was). */
export async function saveUser(payload: Payload, id: number | string, data: Partial<StoredUser>, req?: PayloadRequest) {
  const current = await storedUser(payload, id, req)
  if (!current) return
  await payload.db.updateOne({ collection: 'users', id, data: { ...current, ...data, updatedAt: null }, req, returning: false })
}

/** Takes the session just made by a password sign-in out of use until the second factor is passed. */
export async function holdSession(req: PayloadRequest, user: StoredUser, sid: string) {
  const session = (user.sessions ?? []).find(({ id }) => id === sid)
  if (!session) return
  const until = new Date(Math.min(new Date(session.expiresAt).getTime(), Date.now() + PENDING_MINUTES * 60_000))
  await saveUser(
    req.payload,
    user.id,
    {
      sessions: (user.sessions ?? []).filter(({ id }) => id !== sid),
      pendingSessions: [...live(user.pendingSessions), { id: sid, createdAt: session.createdAt ?? new Date(), expiresAt: until }],
    },
    req,
  )
}

/** The second factor passed: the held session opens the admin and the API (until Payload's own expiry). */
export async function releaseSession(req: PayloadRequest, user: StoredUser, sid: string, changes: Partial<StoredUser> = {}) {
  const held = (user.pendingSessions ?? []).find(({ id }) => id === sid)
  // As long as the token Payload signed at the password sign-in.
  const signedAt = new Date(held?.createdAt ?? Date.now()).getTime()
  const expiresAt = new Date(signedAt + (req.payload.collections.users.config.auth.tokenExpiration ?? 7200) * 1000)
  await saveUser(
    req.payload,
    user.id,
    {
      ...changes,
      pendingSessions: live(user.pendingSessions).filter(({ id }) => id !== sid),
      sessions: [...live(user.sessions), { id: sid, createdAt: held?.createdAt ?? new Date(), expiresAt }],
    },
    req,
  )
}

/** Signs a half-signed-in session out. */
export async function dropSession(req: PayloadRequest, user: StoredUser, sid: string) {
  await saveUser(req.payload, user.id, { pendingSessions: live(user.pendingSessions).filter(({ id }) => id !== sid) }, req)
}

/** The session id a token names, without checking it (the token was just made by Payload). */
export const sessionOf = (token: string) => String(decodeJwt(token).sid ?? '')

/** The request's token, as Payload finds it (Authorization, or the cookie from an allowed origin). */
function tokenOf(req: PayloadRequest): string | null {
  const { headers, payload } = req
  const authorization = headers.get('Authorization') ?? ''
  const fromHeader = /^(?:JWT|Bearer) (.+)$/.exec(authorization)?.[1]
  if (fromHeader) return fromHeader
  const cookie = (headers.get('Cookie') ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === `${payload.config.cookiePrefix}-token`)?.[1]
  if (!cookie) return null
  const origin = headers.get('Origin')
  if (origin) return payload.config.csrf.length === 0 || payload.config.csrf.includes(origin) ? cookie : null
  if (payload.config.csrf.length === 0) return cookie
  return ['same-origin', 'same-site', 'none'].includes(headers.get('Sec-Fetch-Site') ?? '') ? cookie : null
}

/** The half-signed-in session this request carries, if any: its account and session id. */
export async function heldSession(req: PayloadRequest): Promise<{ user: StoredUser; sid: string } | undefined> {
  const token = tokenOf(req)
  if (!token) return undefined
  try {
    const { payload: claims } = await jwtVerify(token, new TextEncoder().encode(req.payload.secret))
    if (claims.collection !== 'users' || typeof claims.sid !== 'string') return undefined
    const user = await storedUser(req.payload, claims.id as number | string, req)
    if (!user || !live(user.pendingSessions).some(({ id }) => id === claims.sid)) return undefined
    return { user, sid: claims.sid }
  } catch {
    return undefined
  }
}
