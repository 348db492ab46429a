import { json } from '@/admissions/http'
import { translator } from '@/admissions/i18n'
import { lookUp } from '@/admissions/lookup'
import { isStatus } from '@/admissions/statuses'
import { getPayloadClient } from '@/data/payload'

export const dynamic = 'force-dynamic'

/** POST /api/console — an application's status, for its number and the applicant's date of birth. */
export async function POST(request: Request) {
  const found = await lookUp(request, await getPayloadClient())
  if (!found.ok) return found.response
  const { application, locale } = found
  const status = isStatus(application.status) ? application.status : 'not_confirmed'
  return json(200, { data: { status, label: translator(locale, 'statuses')(status) } })
}
