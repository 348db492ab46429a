// Who is asking, for the payments routes outside Payload's REST API: the lists (invoices, the
// day's statement) for everyone who sees payments, entries at the bank for the bursar and admins.
import 'server-only'

import type { Payload, TypedUser } from 'payload'

import { hasRole, seesPayments } from '@/access'
import { errors } from '@/lib/apiAnswers'

export type PaymentsStaff = { ok: true; user: TypedUser } | { ok: false; response: Response }

/** `bursar`: admins and the bursar only; `payments`: admissions staff too (decision 067). */
export async function paymentsStaff(payload: Payload, headers: Headers, who: 'payments' | 'bursar'): Promise<PaymentsStaff> {
  const { user } = await payload.auth({ headers })
  if (!user) return { ok: false, response: errors(401, [{ message: 'Log in as the bursar to see this.' }]) }
  const allowed = who === 'bursar' ? hasRole(user, 'admin', 'bursar') : seesPayments(user)
  if (!allowed) return { ok: false, response: errors(403, [{ message: 'Only the bursar and administrators may do this.' }]) }
  return { ok: true, user }
}
