// The one place money is counted. Every provider call that can change what an invoice has received
// runs with the invoice held (src/database/held.ts): one decision at a time per invoice on every
// instance, so twenty identical callbacks make one payment and two providers can never both be
// paid for the same instalment. Each change is one row written (a payment created, or moved on
// after it was read again with the invoice held), so a crash leaves every payment either before or
// after a step, never half-way; the invoice's `paid` is then worked out again from its payments
// (settleInvoice), after each step and by the provider's repeated call.
import 'server-only'

import type { Payload, PayloadRequest, Where } from 'payload'

import { withHeld } from '@/database/held'
import { type Standing, standingOf } from '@/payments/shared/standing'
import type { OnlineProvider, Provider } from '@/payments/shared/states'
import type { Invoice, Payment } from '@/payload-types'

import { wakePaymentNotices } from './notices'

export const withInvoiceHeld = <T>(payload: Payload, invoiceId: number, work: (req: PayloadRequest) => Promise<T>): Promise<T> =>
  withHeld(payload, `invoice:${invoiceId}`, work)

const instalmentsOf = (invoice: Invoice) => (invoice.instalments ?? []).map((row) => ({ amount: Number(row.amount), dueDate: row.dueDate }))

/** What the invoice asks for now, from a stored invoice and a `paid` worked out from its payments. */
export const standingFor = (invoice: Invoice, paid = Number(invoice.paid ?? 0)): Standing => standingOf(Number(invoice.total), instalmentsOf(invoice), paid)

async function allPayments(payload: Payload, where: Where, req?: PayloadRequest): Promise<Payment[]> {
  const { docs } = await payload.find({ collection: 'payments', where, pagination: false, depth: 0, overrideAccess: true, req, sort: 'createdAt' })
  return docs
}

export const paymentsOf = (payload: Payload, invoiceId: number, req?: PayloadRequest) => allPayments(payload, { invoice: { equals: invoiceId } }, req)

/** Money received: performed payments (a refunded one took its money back). */
export const receivedOf = (payments: Pick<Payment, 'state' | 'amount'>[]) =>
  payments.filter((payment) => payment.state === 'performed').reduce((sum, payment) => sum + Number(payment.amount), 0)

/** The invoice with `paid` (and so its state and next date) as its payments say; saved when it differs. */
export async function settleInvoice(payload: Payload, invoiceId: number, req?: PayloadRequest): Promise<{ invoice: Invoice; standing: Standing }> {
  const invoice = await payload.findByID({ collection: 'invoices', id: invoiceId, depth: 0, overrideAccess: true, req })
  const paid = receivedOf(await paymentsOf(payload, invoiceId, req))
  if (paid === Number(invoice.paid ?? 0)) return { invoice, standing: standingFor(invoice, paid) }
  const saved = await payload.update({ collection: 'invoices', id: invoiceId, data: { paid }, overrideAccess: true, depth: 0, req })
  return { invoice: saved, standing: standingFor(saved, paid) }
}

export async function paymentByProviderId(payload: Payload, provider: Provider, providerId: string, req?: PayloadRequest): Promise<Payment | undefined> {
  const [payment] = await allPayments(payload, { and: [{ provider: { equals: provider } }, { providerId: { equals: providerId } }] }, req)
  return payment
}

export const openPaymentsOf = (payload: Payload, invoiceId: number, provider: OnlineProvider, req?: PayloadRequest) =>
  allPayments(payload, { and: [{ invoice: { equals: invoiceId } }, { provider: { equals: provider } }, { state: { equals: 'created' } }] }, req)

type Opening = {
  invoice: number
  provider: OnlineProvider
  providerId: string
  amount: number
  providerTime?: number
  providerData?: Record<string, unknown>
  at?: Date
}

/** A provider transaction, stored in state `created`; call with the invoice held. */
export function openPayment(payload: Payload, req: PayloadRequest, opening: Opening): Promise<Payment> {
  const { at = new Date(), ...data } = opening
  return payload.create({
    collection: 'payments',
    data: { ...data, state: 'created', openedAt: at.toISOString(), notice: 'none' },
    overrideAccess: true,
    depth: 0,
    req,
  })
}

/** A receipt number: the invoice's, then the payment's own id, so it is unique and says what it pays. */
export const receiptNumberOf = (invoiceNumber: string, paymentId: number) => `${invoiceNumber}-${paymentId}`

/**
 * created → performed, with the receipt number and the applicant's notice owed, in one write; the
 * invoice is then settled. Call with the invoice held. Returns the payment as it is now.
 */
export async function performPayment(payload: Payload, req: PayloadRequest, payment: Payment, invoice: Invoice, at = new Date()): Promise<Payment> {
  if (payment.state !== 'created') {
    // A repeated call after a crash between the payment's write and the invoice's: settle it now.
    await settleInvoice(payload, invoice.id, req)
    return payment
  }
  const done = await payload.update({
    collection: 'payments',
    id: payment.id,
    data: { state: 'performed', performedAt: at.toISOString(), receiptNumber: receiptNumberOf(invoice.number, payment.id), notice: 'due' },
    overrideAccess: true,
    depth: 0,
    req,
  })
  await settleInvoice(payload, invoice.id, req)
  wakePaymentNotices()
  return done
}

/**
 * created → cancelled, or performed → refunded (the money went back), with the provider's reason;
 * the invoice is then settled. Call with the invoice held. A payment already cancelled or refunded
 * is returned as it is.
 */
export async function cancelPayment(payload: Payload, req: PayloadRequest, payment: Payment, reason: number | null, at = new Date()): Promise<Payment> {
  const invoiceId = typeof payment.invoice === 'object' ? payment.invoice.id : payment.invoice
  if (payment.state !== 'created' && payment.state !== 'performed') {
    await settleInvoice(payload, invoiceId, req)
    return payment
  }
  const done = await payload.update({
    collection: 'payments',
    id: payment.id,
    data: { state: payment.state === 'performed' ? 'refunded' : 'cancelled', cancelledAt: at.toISOString(), cancelReason: reason },
    overrideAccess: true,
    depth: 0,
    req,
  })
  await settleInvoice(payload, invoiceId, req)
  return done
}

export type BankEntry = {
  invoice: number
  amount: number
  /** The bank's document number: the payment's providerId is `bank-<number>`, so one document is entered once. */
  documentNumber: string
  paidAt: Date
  enteredBy: number
  note?: string
  file: { fileName: string; storedName: string; mimeType: string }
}

export type BankOutcome =
  | { ok: true; payment: Payment }
  | { ok: false; reason: 'duplicate'; earlier: Payment }
  | { ok: false; reason: 'overAmount'; remaining: number }
  | { ok: false; reason: 'noInvoice' }

export const bankProviderId = (documentNumber: string) => `bank-${documentNumber}`

/**
 * Money the bursar saw arrive at the bank: a payment of provider `bank`, opened and performed at
 * once, with the invoice held (so no online payment can be counted past the total meanwhile). At
 * most what is left of the invoice; a bank document already entered, on any invoice, is refused.
 */
export function recordBankPayment(payload: Payload, entry: BankEntry): Promise<BankOutcome> {
  return withInvoiceHeld(payload, entry.invoice, async (req) => {
    const providerId = bankProviderId(entry.documentNumber)
    const earlier = await paymentByProviderId(payload, 'bank', providerId, req)
    if (earlier) return { ok: false, reason: 'duplicate', earlier }
    const found = await payload.find({ collection: 'invoices', where: { id: { equals: entry.invoice } }, depth: 0, limit: 1, overrideAccess: true, req })
    if (!found.docs[0]) return { ok: false, reason: 'noInvoice' }
    const { invoice, standing } = await settleInvoice(payload, entry.invoice, req)
    if (entry.amount > standing.remaining) return { ok: false, reason: 'overAmount', remaining: standing.remaining }
    const at = entry.paidAt.toISOString()
    const opened = await payload.create({
      collection: 'payments',
      data: {
        invoice: invoice.id,
        provider: 'bank',
        providerId,
        amount: entry.amount,
        state: 'created',
        openedAt: at,
        notice: 'none',
        bank: { enteredBy: entry.enteredBy, note: entry.note || null, ...entry.file },
      },
      overrideAccess: true,
      depth: 0,
      req,
    })
    return { ok: true, payment: await performPayment(payload, req, opened, invoice, entry.paidAt) }
  })
}
