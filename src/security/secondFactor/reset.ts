// Resetting a staff member's second factor (a lost phone and lost recovery codes): signed out
// everywhere, set up anew at the next sign-in; logged in the security log.
import type { Payload, PayloadRequest } from 'payload'

import { saveUser, type StoredUser } from './sessions'

export const cleared: Partial<StoredUser> = { totpEnabled: false, totpSecret: null, totpPendingSecret: null, totpLastStep: null, recoveryCodeHashes: null }

/** A line in the security log: what happened to whose factor, and which signed-in staff member did it (none: the server's command). */
export async function audit(req: PayloadRequest | undefined, action: string, user: number | string, payload = req?.payload) {
  await payload?.create({
    collection: 'staff-audit',
    data: { action, user: Number(user), by: req?.user ? Number(req.user.id) : null } as never,
    overrideAccess: true,
    req,
  })
}

/** By an administrator (`req`), or by the operator's command (`npm run staff:reset-second-factor`). */
export async function resetSecondFactor(payload: Payload, id: number | string, req?: PayloadRequest) {
  await saveUser(payload, id, { ...cleared, sessions: [], pendingSessions: [] }, req)
  await audit(req, 'second_factor_reset', id, payload)
}
