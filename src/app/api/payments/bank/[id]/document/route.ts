import { getPayloadClient } from '@/data/payload'
import { errors, NO_STORE } from '@/lib/apiAnswers'
import { readScan } from '@/payments/server/bankDocuments'
import { paymentsStaff } from '@/payments/server/staff'
import { DOWNLOAD_CSP } from '@/security/headers'

export const dynamic = 'force-dynamic'

/** GET /api/payments/bank/{paymentId}/document — the scan of a bank payment's document, for the bursar and admins, always as a download. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const payload = await getPayloadClient()
  const staff = await paymentsStaff(payload, request.headers, 'bursar')
  if (!staff.ok) return staff.response
  const { id } = await params
  const notFound = () => errors(404, [{ message: 'No such bank document.' }])
  if (!/^\d{1,12}$/.test(id)) return notFound()
  const { docs } = await payload.find({
    collection: 'payments',
    where: { id: { equals: Number(id) } },
    depth: 0,
    limit: 1,
    user: staff.user,
    overrideAccess: false,
  })
  const payment = docs[0]
  if (payment?.provider !== 'bank' || !payment.bank?.storedName || !payment.bank.mimeType) return notFound()
  const stored = await readScan(payment.bank.storedName)
  if (!stored) return notFound()
  const name = `${payment.providerId}.${payment.bank.storedName.split('.').at(-1)}`.replace(/[^\w.-]/g, '_')
  return new Response(stored.body, {
    headers: {
      ...NO_STORE,
      'Content-Type': payment.bank.mimeType,
      'Content-Length': String(stored.size),
      'Content-Disposition': `attachment; filename="${name}"`,
      'Content-Security-Policy': DOWNLOAD_CSP,
    },
  })
}
