import { csvLine } from '@/admissions/server/csv'
import { hasRole } from '@/access'
import { getPayloadClient } from '@/data/payload'
import { errors } from '@/lib/apiAnswers'
import { csvDownload, listQuery } from '@/lib/csvExport'
import type { EventRegistration } from '@/payload-types'

export const dynamic = 'force-dynamic'

const title = (event: EventRegistration['event']) => (typeof event === 'object' ? event.title : event)

const COLUMNS: [string, (row: EventRegistration) => unknown][] = [
  ['Event', (row) => title(row.event)],
  ['Name', (row) => row.name],
  ['E-mail', (row) => row.email],
  ['Phone', (row) => row.phone],
  ['Status', (row) => row.state],
  ['Language', (row) => row.locale],
  ['Signed up', (row) => row.createdAt],
  ['Cancelled', (row) => row.cancelledAt],
]

/**
 * GET /api/event-sign-ups/export?where[event][equals]=… — the sign-ups list as the admin shows it
 * (one event's from its edit view), as CSV, first come first (editors and admins).
 */
export async function GET(request: Request) {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return errors(401, [{ message: 'Log in as staff to export sign-ups.' }])
  if (!hasRole(user as { roles?: ('admin' | 'editor' | 'admissions')[] }, 'admin', 'editor'))
    return errors(403, [{ message: 'Only editors and administrators can export sign-ups.' }])
  const { where, sort } = listQuery(request, ['name', 'email', 'phone'])
  return csvDownload(
    'event-sign-ups',
    `\uFEFF${csvLine(COLUMNS.map(([name]) => name))}`,
    (row: EventRegistration) => csvLine(COLUMNS.map(([, read]) => read(row))),
    (page) => payload.find({ collection: 'event-registrations', where, sort: sort || 'createdAt', depth: 1, limit: 500, page, user, overrideAccess: false }),
  )
}
