// What the site answers each of Payme's Merchant API methods (developer.help.paycom.uz › Merchant
// API › Methods). Everything that can change an invoice runs through the ledger with the invoice
// held (decision 067), so Payme's repeats and simultaneous calls make one payment, performed once.
// Inside the hold a refusal is returned rather than thrown: on PostgreSQL a throw would undo what
// the call wrote first (a timed-out transaction cancelled), and Payme must see that cancellation.
import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { invoiceByNumber, normalizeInvoiceNumber } from '@/payments/server/invoices'
import {
  cancelPayment,
  openPayment,
  openPaymentsOf,
  paymentByProviderId,
  paymentsOf,
  performPayment,
  receivedOf,
  settleInvoice,
  standingFor,
  withInvoiceHeld,
} from '@/payments/server/ledger'
import { acceptableAmounts, type Standing, toTiyin } from '@/payments/shared/standing'
import type { Payment } from '@/payload-types'

import { PAYME_ACCOUNT_FIELD } from './checkout'
import { type PaymeErrorKey, PaymeRefusal } from './errors'
import { type ParamsOf, PAYME_TIMEOUT_MS, type PaymeMethod, TIMEOUT_REASON } from './protocol'
import { cancelledAnswer, createdAnswer, invoiceIdOf, isTimedOut, performedAnswer, statementRow, transactionAnswer } from './transactions'

export type Merchant = { payload: Payload; now: Date }

const refuse = (key: PaymeErrorKey) => new PaymeRefusal(key)

/** Runs `work` with `invoiceId` held; a refusal it returns is thrown once the hold has ended and its writes are kept. */
async function held<T>(payload: Payload, invoiceId: number, work: (req: PayloadRequest) => Promise<T | PaymeRefusal>): Promise<T> {
  const outcome = await withInvoiceHeld(payload, invoiceId, work)
  if (outcome instanceof PaymeRefusal) throw outcome
  return outcome
}

async function invoiceOfAccount(payload: Payload, account: Record<string, unknown>) {
  const number = normalizeInvoiceNumber(account[PAYME_ACCOUNT_FIELD])
  const invoice = number ? await invoiceByNumber(payload, number) : undefined
  if (!invoice) throw refuse('invoiceNotFound')
  return invoice
}

/** Why `amount` tiyin cannot be taken for the invoice now, if it cannot: paid already, an amount it does not ask for, another Payme payment under way. */
function refusalOf(standing: Standing, amount: number, open: Payment[]): PaymeRefusal | undefined {
  if (standing.remaining <= 0) return refuse('invoicePaid')
  if (!acceptableAmounts(standing).map(toTiyin).includes(amount)) return refuse('wrongAmount')
  if (open.length > 0) return refuse('invoiceBusy')
  return undefined
}

/** Runs `work` on Payme's transaction `id`, read again with its invoice held; −31003 when there is none. */
async function withTransaction<T>({ payload }: Merchant, id: string, work: (req: PayloadRequest, payment: Payment) => Promise<T | PaymeRefusal>) {
  const found = await paymentByProviderId(payload, 'payme', id)
  if (!found) throw refuse('transactionNotFound')
  return held(payload, invoiceIdOf(found), async (req) => work(req, (await paymentByProviderId(payload, 'payme', id, req)) ?? found))
}

async function checkPerform({ payload, now }: Merchant, { amount, account }: ParamsOf<'CheckPerformTransaction'>) {
  const invoice = await invoiceOfAccount(payload, account)
  const payments = await paymentsOf(payload, invoice.id)
  const open = payments.filter((payment) => payment.provider === 'payme' && payment.state === 'created' && !isTimedOut(payment, now))
  const refusal = refusalOf(standingFor(invoice, receivedOf(payments)), amount, open)
  if (refusal) throw refusal
  return { allow: true }
}

async function create(merchant: Merchant, { id, time, amount, account }: ParamsOf<'CreateTransaction'>) {
  const { payload, now } = merchant
  // A repeat of a transaction we have is answered from it, whatever its account says now.
  const known = await paymentByProviderId(payload, 'payme', id)
  const invoiceId = known ? invoiceIdOf(known) : (await invoiceOfAccount(payload, account)).id
  return held(payload, invoiceId, async (req) => {
    const existing = await paymentByProviderId(payload, 'payme', id, req)
    if (existing) {
      if (isTimedOut(existing, now)) {
        await cancelPayment(payload, req, existing, TIMEOUT_REASON, now)
        return refuse('cannotPerform')
      }
      return existing.state === 'created' ? createdAnswer(existing) : refuse('cannotPerform')
    }
    if (now.getTime() - time > PAYME_TIMEOUT_MS) return refuse('cannotPerform')
    const { standing } = await settleInvoice(payload, invoiceId, req)
    const open: Payment[] = []
    for (const other of await openPaymentsOf(payload, invoiceId, 'payme', req))
      if (isTimedOut(other, now)) await cancelPayment(payload, req, other, TIMEOUT_REASON, now)
      else open.push(other)
    const refusal = refusalOf(standing, amount, open)
    if (refusal) return refusal
    const opening = { invoice: invoiceId, provider: 'payme', providerId: id, amount: amount / 100, providerTime: time, at: now } as const
    return createdAnswer(await openPayment(payload, req, { ...opening, providerData: { account } }))
  })
}

function perform(merchant: Merchant, { id }: ParamsOf<'PerformTransaction'>) {
  const { payload, now } = merchant
  return withTransaction(merchant, id, async (req, payment) => {
    if (payment.state === 'performed') {
      // A repeat after a crash between the payment's write and the invoice's (SQLite has no
      // transaction around them): the invoice settled now.
      await settleInvoice(payload, invoiceIdOf(payment), req)
      return performedAnswer(payment)
    }
    if (payment.state !== 'created') return refuse('cannotPerform')
    if (isTimedOut(payment, now)) {
      await cancelPayment(payload, req, payment, TIMEOUT_REASON, now)
      return refuse('cannotPerform')
    }
    // Another payment (Click, the bank) may have covered the invoice since Payme made this one. The
    // transaction stays in state 1: cancelling is Payme's word (it cancels a failed perform), or the timeout's.
    const { invoice, standing } = await settleInvoice(payload, invoiceIdOf(payment), req)
    if (Number(payment.amount) > standing.remaining) return refuse('cannotPerform')
    return performedAnswer(await performPayment(payload, req, payment, invoice, now))
  })
}

/** Cancels before payment (−1) or refunds after it (−2); a repeat answers the cancellation already made. */
const cancel = (merchant: Merchant, { id, reason }: ParamsOf<'CancelTransaction'>) =>
  withTransaction(merchant, id, async (req, payment) => cancelledAnswer(await cancelPayment(merchant.payload, req, payment, reason, merchant.now)))

async function check({ payload }: Merchant, { id }: ParamsOf<'CheckTransaction'>) {
  const payment = await paymentByProviderId(payload, 'payme', id)
  if (!payment) throw refuse('transactionNotFound')
  return transactionAnswer(payment)
}

/** The transactions Payme made between `from` and `to` (its `time`, both included), earliest first. */
async function statement({ payload }: Merchant, { from, to }: ParamsOf<'GetStatement'>) {
  const { docs } = await payload.find({
    collection: 'payments',
    where: { and: [{ provider: { equals: 'payme' } }, { providerTime: { greater_than_equal: from } }, { providerTime: { less_than_equal: to } }] },
    sort: 'providerTime',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return { transactions: docs.map(statementRow) }
}

/** What answers each of Payme's methods. */
const HANDLERS: { [M in PaymeMethod]: (merchant: Merchant, params: ParamsOf<M>) => Promise<unknown> } = {
  CheckPerformTransaction: checkPerform,
  CreateTransaction: create,
  PerformTransaction: perform,
  CancelTransaction: cancel,
  CheckTransaction: check,
  GetStatement: statement,
}

/** The call's result, or a PaymeRefusal thrown. */
export function answerCall<M extends PaymeMethod>(merchant: Merchant, call: { method: M; params: ParamsOf<M> }): Promise<unknown> {
  return HANDLERS[call.method](merchant, call.params)
}
