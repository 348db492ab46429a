import { csvHeader, csvRow } from '@/admissions/server/csv'
import { admissionsStaff } from '@/admissions/server/staff'
import { getPayloadClient } from '@/data/payload'
import { csvDownload, listQuery } from '@/lib/csvExport'

export const dynamic = 'force-dynamic'

const SEARCHED = ['applicationNumber', 'lastName', 'firstName', 'passportNumber', 'email']

/** GET /api/admissions/export?where…&search… — the applications list as the back office shows it, as CSV. */
export async function GET(request: Request) {
  const payload = await getPayloadClient()
  const staff = await admissionsStaff(payload, request.headers)
  if (!staff.ok) return staff.response
  const { where, sort } = listQuery(request, SEARCHED)
  return csvDownload('applications', csvHeader(), csvRow, (page) =>
    payload.find({ collection: 'applications', where, sort: sort || '-createdAt', depth: 1, limit: 200, page, user: staff.user, overrideAccess: false }),
  )
}
