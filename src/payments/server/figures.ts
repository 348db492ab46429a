// The payments block of the admin home, from the invoices and the performed payments the staff
// member may read (src/admissions/server/dashboardCounts.ts counts them).
import 'server-only'

import type { Payload, TypedUser } from 'payload'

import { countPayments, type InvoiceRow, type PaymentFigures, type ReceivedRow } from '@/admissions/server/dashboardCounts'

export async function paymentFigures(payload: Payload, user: TypedUser, now = new Date()): Promise<PaymentFigures> {
  const [invoices, received] = await Promise.all([
    payload.find({
      collection: 'invoices',
      pagination: false,
      depth: 0,
      user,
      overrideAccess: false,
      select: { state: true, total: true, paid: true, nextDueDate: true },
    }),
    payload.find({
      collection: 'payments',
      where: { state: { equals: 'performed' } },
      pagination: false,
      depth: 0,
      user,
      overrideAccess: false,
      select: { amount: true, performedAt: true },
    }),
  ])
  return countPayments(invoices.docs as InvoiceRow[], received.docs as ReceivedRow[], now)
}
