import { csvLine } from '@/admissions/server/csv'
import { errors } from '@/lib/apiAnswers'
import { hasRole } from '@/access'
import { getPayloadClient } from '@/data/payload'
import { csvDownload, listQuery } from '@/lib/csvExport'
import type { Subscriber } from '@/payload-types'

export const dynamic = 'force-dynamic'

const COLUMNS: [string, (row: Subscriber) => unknown][] = [
  ['E-mail', (row) => row.email],
  ['Language', (row) => row.locale],
  ['Status', (row) => row.status],
  ['Subscribed', (row) => row.createdAt],
  ['Confirmed', (row) => row.confirmedAt],
  ['Unsubscribed', (row) => row.unsubscribedAt],
  ['Consent given', (row) => row.consent?.at],
  ['Consent text', (row) => row.consent?.textVersion],
  ['Consent page', (row) => row.consent?.page],
]

/** GET /api/newsletter/export?where…&search… — the subscribers list as the admin shows it, as CSV (editors and admins). */
export async function GET(request: Request) {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return errors(401, [{ message: 'Log in as staff to export subscribers.' }])
  if (!hasRole(user as { roles?: ('admin' | 'editor' | 'admissions')[] }, 'admin', 'editor'))
    return errors(403, [{ message: 'Only editors and administrators can export subscribers.' }])
  const { where, sort } = listQuery(request, ['email'])
  return csvDownload(
    'subscribers',
    `\uFEFF${csvLine(COLUMNS.map(([title]) => title))}`,
    (row: Subscriber) => csvLine(COLUMNS.map(([, read]) => read(row))),
    (page) => payload.find({ collection: 'subscribers', where, sort: sort || '-createdAt', depth: 0, limit: 500, page, user, overrideAccess: false }),
  )
}
