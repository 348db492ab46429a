// Who is asking, for the staff-only routes outside Payload's REST API.
import type { Payload } from 'payload'

import { seesApplications } from '@/access'

import { errors } from '@/lib/apiAnswers'

export async function admissionsStaff(payload: Payload, headers: Headers) {
  const { user } = await payload.auth({ headers })
  if (!user) return { ok: false as const, response: errors(401, [{ message: 'Log in as admissions staff to see this.' }]) }
  if (!seesApplications(user)) return { ok: false as const, response: errors(403, [{ message: 'Only admissions staff can see applications.' }]) }
  return { ok: true as const, user }
}
