// The status check (POST /api/console): number and date of birth → status and its label.
// Answered by the production server's fast path (src/server.ts) and, under `next dev` or a
// plain `next start`, by the route handler; both come here, only the row's reader differs.
import { json } from '@/lib/apiAnswers'
import { translator } from '@/i18n/translator'
import { lookUpIn, type FindForLookup } from './lookup'
import { isStatus } from '@/admissions/shared/statuses'

export async function statusCheck(body: unknown, headers: Headers, find: FindForLookup): Promise<Response> {
  const found = await lookUpIn(body, headers, find)
  if (!found.ok) return found.response
  const { application, locale } = found
  const status = isStatus(application.status) ? application.status : 'not_confirmed'
  return json(200, { data: { status, label: translator(locale, 'statuses')(status) } })
}
