import { getPayloadClient } from '@/data/payload'
import { csvDownload, listQuery } from '@/lib/csvExport'
import { invoiceCsvHeader, invoiceCsvRow } from '@/payments/server/invoiceCsv'
import { paymentsStaff } from '@/payments/server/staff'
import { campusToday } from '@/payments/shared/invoiceFilters'

export const dynamic = 'force-dynamic'

const SEARCHED = ['number', 'payerName']

/** GET /api/payments/invoices/export?where…&search… — the invoices list as the back office shows it, as CSV. */
export async function GET(request: Request) {
  const payload = await getPayloadClient()
  const staff = await paymentsStaff(payload, request.headers, 'payments')
  if (!staff.ok) return staff.response
  const { where, sort } = listQuery(request, SEARCHED)
  const today = campusToday()
  return csvDownload('invoices', invoiceCsvHeader(today), invoiceCsvRow(today), (page) =>
    payload.find({ collection: 'invoices', where, sort: sort || '-createdAt', depth: 1, limit: 200, page, user: staff.user, overrideAccess: false }),
  )
}
