// What Click's Prepare and Complete do to an invoice, once the call is known to be Click's (signed,
// our service, the right action). Both run with the invoice held (decision 067), read the payment
// again and move it only forward, so a repeated, late or simultaneous call finds the first one's
// answer: Prepare answers the same payment; Complete on a payment already decided answers what
// Click's error table says of it (−4 performed, −9 cancelled).
import 'server-only'

import type { Payload } from 'payload'

import { cancelPayment, openPayment, paymentByProviderId, performPayment, settleInvoice, withInvoiceHeld } from '@/payments/server/ledger'
import { invoiceByNumber, normalizeInvoiceNumber } from '@/payments/server/invoices'
import { acceptableAmounts, toTiyin } from '@/payments/shared/standing'
import type { Payment } from '@/payload-types'

import { amountOf, CLICK_ERRORS, type ClickCall, type ClickOutcome } from './protocol'

export type ClickDecision = { outcome: ClickOutcome; paymentId?: number }

/** Soʻm compared in tiyin: Click sends "9000000.00", we store 9000000. */
const sameAmount = (a: number, b: number) => toTiyin(a) === toTiyin(b)

const invoiceIdOf = (payment: Payment) => (typeof payment.invoice === 'object' ? payment.invoice.id : payment.invoice)

/** Click tells us its side failed (the card declined, the payer gave up) with an error below zero. */
const failedAtClick = (call: ClickCall) => Number(call.error) < 0

/** A payment already performed or cancelled answers every later call the same way. */
function decided(payment: Payment): ClickDecision | undefined {
  if (payment.state === 'performed') return { outcome: 'alreadyPaid', paymentId: payment.id }
  if (payment.state === 'cancelled' || payment.state === 'refunded') return { outcome: 'transactionCancelled', paymentId: payment.id }
  return undefined
}

async function invoiceOf(payload: Payload, call: ClickCall) {
  const number = normalizeInvoiceNumber(call.merchant_trans_id)
  return number ? invoiceByNumber(payload, number) : undefined
}

/**
 * Prepare: Click asks whether the invoice may take this amount now, and we hold it as a payment
 * (`created`) whose id is our merchant_prepare_id. The amount must be one the invoice accepts now.
 */
export async function preparePayment(payload: Payload, call: ClickCall): Promise<ClickDecision> {
  const invoice = await invoiceOf(payload, call)
  if (!invoice) return { outcome: 'userDoesNotExist' }
  const amount = amountOf(call)
  return withInvoiceHeld(payload, invoice.id, async (req): Promise<ClickDecision> => {
    const existing = await paymentByProviderId(payload, 'click', call.click_trans_id, req)
    if (existing) {
      // Click's transaction is one payment of one invoice: the same id for another is not Click's call.
      if (invoiceIdOf(existing) !== invoice.id) return { outcome: 'badRequest' }
      const earlier = decided(existing)
      if (earlier) return earlier
      if (failedAtClick(call)) {
        await cancelPayment(payload, req, existing, Number(call.error))
        return { outcome: 'transactionCancelled', paymentId: existing.id }
      }
      if (!sameAmount(Number(existing.amount), amount)) return { outcome: 'incorrectAmount' }
      return { outcome: 'success', paymentId: existing.id }
    }
    if (failedAtClick(call)) return { outcome: 'transactionCancelled' }
    const { standing } = await settleInvoice(payload, invoice.id, req)
    if (standing.remaining === 0) return { outcome: 'alreadyPaid' }
    if (!acceptableAmounts(standing).some((accepted) => sameAmount(accepted, amount))) return { outcome: 'incorrectAmount' }
    const payment = await openPayment(payload, req, {
      invoice: invoice.id,
      provider: 'click',
      providerId: call.click_trans_id,
      amount,
      // The paydoc id is what the payer's SMS and Click's statement show; the bursar matches by it.
      providerData: { clickPaydocId: call.click_paydoc_id ?? null, signTime: call.sign_time },
    })
    return { outcome: 'success', paymentId: payment.id }
  })
}

/**
 * Complete: Click took the money (error 0) or failed (error below zero) for a payment we prepared.
 * The invoice is checked again first: another provider may have been paid for it meanwhile.
 */
export async function completePayment(payload: Payload, call: ClickCall): Promise<ClickDecision> {
  const invoice = await invoiceOf(payload, call)
  if (!invoice) return { outcome: 'userDoesNotExist' }
  return withInvoiceHeld(payload, invoice.id, async (req): Promise<ClickDecision> => {
    const payment = await paymentByProviderId(payload, 'click', call.click_trans_id, req)
    if (!payment || String(payment.id) !== call.merchant_prepare_id || invoiceIdOf(payment) !== invoice.id) return { outcome: 'transactionDoesNotExist' }
    const earlier = decided(payment)
    if (earlier) {
      // A repeat after a crash between the payment's write and the invoice's: the invoice settled now.
      await settleInvoice(payload, invoice.id, req)
      return earlier
    }
    if (failedAtClick(call)) {
      // Click's error table: on an error from Click, cancel the payment and answer −9.
      await cancelPayment(payload, req, payment, Number(call.error))
      return { outcome: 'transactionCancelled', paymentId: payment.id }
    }
    if (!sameAmount(Number(payment.amount), amountOf(call))) return { outcome: 'incorrectAmount' }
    const { invoice: current, standing } = await settleInvoice(payload, invoice.id, req)
    if (toTiyin(Number(payment.amount)) > toTiyin(standing.remaining)) {
      // Paid meanwhile through another way: this one must not take the money; −4 is its reason.
      await cancelPayment(payload, req, payment, CLICK_ERRORS.alreadyPaid.error)
      return { outcome: 'alreadyPaid' }
    }
    const performed = await performPayment(payload, req, payment, current)
    return { outcome: 'success', paymentId: performed.id }
  })
}
