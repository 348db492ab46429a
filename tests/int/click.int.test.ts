// Click's SHOP API on both databases, through the route handlers as Click calls them: a payment
// prepared and completed once whatever Click repeats or sends at once, each of Click's error codes
// where the protocol gives it, instalments, another provider paying in between, and every call
// recorded with its answer.
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { processWide } from '@/lib/processWide'
import { openPayment, paymentByProviderId, performPayment, settleInvoice, withInvoiceHeld } from '@/payments/server/ledger'
import type { Invoice } from '@/payload-types'

import type { Catalogue } from '../helpers/admissionsFixture'
import { callClick, clickFields, newClickTransaction, postToClick } from '../helpers/clickCalls'
import { approvedApplicant, paymentsCatalogue, switchPaymentsOn } from '../helpers/paymentsFixture'
import { testPayload } from '../helpers/payload'

let payload: Payload
let catalogue: Catalogue

// The office's plan: two halves of 18 000 000 soʻm, so an invoice takes 9 000 000 or 18 000 000 now.
const HALF = '9000000.00'
const WHOLE = '18000000.00'

beforeAll(async () => {
  payload = await testPayload()
  // The applicant's notices are another test's subject; this process's sender would only race it.
  processWide<{ wake?: () => void }>('outbox.payments.notices', () => ({})).wake = () => {}
  catalogue = await paymentsCatalogue(payload, 'click')
  await switchPaymentsOn(payload)
  await payload.updateGlobal({
    slug: 'payment-settings',
    data: {
      plan: [
        { share: 50, dueDate: '2026-09-01' },
        { share: 50, dueDate: '2027-02-01' },
      ],
    },
    overrideAccess: true,
  })
}, 120_000)

afterEach(() => {
  vi.restoreAllMocks()
})

const newInvoice = async () => (await approvedApplicant(payload, catalogue)).invoice
const invoiceNow = async (invoice: Invoice) => (await settleInvoice(payload, invoice.id)).invoice
const clickPayment = async (transaction: string) => paymentByProviderId(payload, 'click', transaction)
const paymentsOn = async (invoice: Invoice) =>
  (await payload.find({ collection: 'payments', where: { invoice: { equals: invoice.id } }, overrideAccess: true, depth: 0 })).docs

/** Prepare and Complete of one new Click transaction for `amount`. */
async function payThroughClick(invoice: Invoice, amount: string) {
  const transaction = newClickTransaction()
  const prepared = await callClick('prepare', { transaction, invoice: invoice.number, amount })
  expect(prepared).toMatchObject({ error: 0, error_note: 'Success' })
  const completed = await callClick('complete', { transaction, invoice: invoice.number, amount, prepareId: prepared.merchant_prepare_id! })
  return { transaction, prepared, completed }
}

describe('a payment through Click', () => {
  it('is prepared, completed, counted on the invoice with a receipt number, and every call recorded', async () => {
    const invoice = await newInvoice()
    const transaction = newClickTransaction()
    const prepared = await callClick('prepare', { transaction, invoice: invoice.number, amount: WHOLE })
    const payment = (await clickPayment(transaction))!
    expect(prepared).toEqual({
      click_trans_id: transaction,
      merchant_trans_id: invoice.number,
      merchant_prepare_id: payment.id,
      error: 0,
      error_note: 'Success',
    })
    expect(payment).toMatchObject({ state: 'created', amount: 18_000_000, providerData: { clickPaydocId: `7${transaction}` } })

    const completed = await callClick('complete', { transaction, invoice: invoice.number, amount: WHOLE, prepareId: payment.id })
    expect(completed).toEqual({
      click_trans_id: transaction,
      merchant_trans_id: invoice.number,
      merchant_confirm_id: payment.id,
      error: 0,
      error_note: 'Success',
    })
    expect(await clickPayment(transaction)).toMatchObject({ state: 'performed', receiptNumber: `${invoice.number}-${payment.id}` })
    expect(await invoiceNow(invoice)).toMatchObject({ paid: 18_000_000, state: 'paid', nextDueDate: null })

    const calls = await payload.find({
      collection: 'payment-callbacks',
      where: { transaction: { equals: transaction } },
      sort: 'createdAt',
      overrideAccess: true,
    })
    expect(calls.docs.map(({ provider, method, invoiceNumber, error, httpStatus }) => ({ provider, method, invoiceNumber, error, httpStatus }))).toEqual([
      { provider: 'click', method: 'prepare', invoiceNumber: invoice.number, error: 0, httpStatus: 200 },
      { provider: 'click', method: 'complete', invoiceNumber: invoice.number, error: 0, httpStatus: 200 },
    ])
    expect(calls.docs[1]!.request).toMatchObject({ click_trans_id: transaction, merchant_prepare_id: String(payment.id), amount: WHOLE })
    expect(calls.docs[1]!.response).toEqual(completed)
  })

  it('answers a repeated Prepare with the same payment, and a repeated Complete as already paid (−4), paying once', async () => {
    const invoice = await newInvoice()
    const { transaction, prepared, completed } = await payThroughClick(invoice, HALF)
    expect(completed.error).toBe(0)
    const id = prepared.merchant_prepare_id
    // Repeated before Complete: the same prepare id (checked on a second transaction below).
    const again = await callClick('complete', { transaction, invoice: invoice.number, amount: HALF, prepareId: id! })
    expect(again).toMatchObject({ error: -4, error_note: 'Already paid', merchant_confirm_id: id })
    expect(await callClick('prepare', { transaction, invoice: invoice.number, amount: HALF })).toMatchObject({ error: -4, merchant_prepare_id: id })
    expect(await invoiceNow(invoice)).toMatchObject({ paid: 9_000_000, state: 'part_paid' })

    const second = newClickTransaction()
    const first = await callClick('prepare', { transaction: second, invoice: invoice.number, amount: HALF })
    expect(await callClick('prepare', { transaction: second, invoice: invoice.number, amount: HALF })).toEqual(first)
    expect((await paymentsOn(invoice)).length).toBe(2)
  })

  it('settles an invoice a crash left behind its payment when Click repeats the Complete', async () => {
    const invoice = await newInvoice()
    const { transaction, prepared } = await payThroughClick(invoice, HALF)
    // What a crash between the payment's write and the invoice's leaves where they are two writes (SQLite).
    await payload.update({ collection: 'invoices', id: invoice.id, data: { paid: 0 }, overrideAccess: true })
    const stored = () => payload.findByID({ collection: 'invoices', id: invoice.id, depth: 0, overrideAccess: true })
    expect(await stored()).toMatchObject({ paid: 0, state: 'unpaid' })
    const again = await callClick('complete', { transaction, invoice: invoice.number, amount: HALF, prepareId: prepared.merchant_prepare_id! })
    expect(again).toMatchObject({ error: -4, merchant_confirm_id: prepared.merchant_prepare_id })
    expect(await stored()).toMatchObject({ paid: 9_000_000, state: 'part_paid' })
  })

  it('is made once and performed once when Click sends twenty Prepares and twenty Completes at once', async () => {
    const invoice = await newInvoice()
    const transaction = newClickTransaction()
    const prepares = await Promise.all(Array.from({ length: 20 }, () => callClick('prepare', { transaction, invoice: invoice.number, amount: WHOLE })))
    const ids = new Set(prepares.map((answer) => answer.merchant_prepare_id))
    expect(ids.size).toBe(1)
    expect(prepares.every((answer) => answer.error === 0)).toBe(true)
    const [id] = [...ids]
    const completes = await Promise.all(
      Array.from({ length: 20 }, () => callClick('complete', { transaction, invoice: invoice.number, amount: WHOLE, prepareId: id! })),
    )
    expect(completes.filter((answer) => answer.error === 0)).toHaveLength(1)
    expect(completes.filter((answer) => answer.error === -4)).toHaveLength(19)
    expect(new Set(completes.map((answer) => answer.merchant_confirm_id))).toEqual(new Set([id]))
    expect(await paymentsOn(invoice)).toHaveLength(1)
    expect(await invoiceNow(invoice)).toMatchObject({ paid: 18_000_000, state: 'paid' })
  })

  it('takes the first instalment, then the rest', async () => {
    const invoice = await newInvoice()
    expect((await payThroughClick(invoice, HALF)).completed.error).toBe(0)
    expect(await invoiceNow(invoice)).toMatchObject({ paid: 9_000_000, state: 'part_paid', nextDueDate: '2027-02-01' })
    // What is left is now one amount: the second half (a whole-invoice amount is too much).
    expect((await callClick('prepare', { transaction: newClickTransaction(), invoice: invoice.number, amount: WHOLE })).error).toBe(-2)
    expect((await payThroughClick(invoice, '9000000')).completed.error).toBe(0)
    expect(await invoiceNow(invoice)).toMatchObject({ paid: 18_000_000, state: 'paid' })
    // Paid in full: a new Prepare is "already paid".
    expect(await callClick('prepare', { transaction: newClickTransaction(), invoice: invoice.number, amount: HALF })).toMatchObject({
      error: -4,
      merchant_prepare_id: null,
    })
  })
})

describe('a payment Click could not take', () => {
  it('is cancelled by a Complete with Click’s error (−9), and the invoice is still due', async () => {
    const invoice = await newInvoice()
    const transaction = newClickTransaction()
    const { merchant_prepare_id: id } = await callClick('prepare', { transaction, invoice: invoice.number, amount: HALF })
    const failed = await callClick('complete', { transaction, invoice: invoice.number, amount: HALF, prepareId: id!, error: '-5017' })
    expect(failed).toMatchObject({ error: -9, error_note: 'Transaction cancelled', merchant_confirm_id: id })
    expect(await clickPayment(transaction)).toMatchObject({ state: 'cancelled', cancelReason: -5017 })
    expect(await invoiceNow(invoice)).toMatchObject({ paid: 0, state: 'unpaid' })
    // Anything later on that transaction is told it was cancelled.
    expect((await callClick('complete', { transaction, invoice: invoice.number, amount: HALF, prepareId: id! })).error).toBe(-9)
    expect((await callClick('prepare', { transaction, invoice: invoice.number, amount: HALF })).error).toBe(-9)
    // A Prepare that already failed at Click holds nothing.
    const failedEarly = newClickTransaction()
    expect((await callClick('prepare', { transaction: failedEarly, invoice: invoice.number, amount: HALF, error: '-1' })).error).toBe(-9)
    expect(await clickPayment(failedEarly)).toBeUndefined()
  })

  it('is refused when another payment covered the invoice between Prepare and Complete (−4), and cancelled', async () => {
    const invoice = await newInvoice()
    const transaction = newClickTransaction()
    const { merchant_prepare_id: id } = await callClick('prepare', { transaction, invoice: invoice.number, amount: WHOLE })
    await withInvoiceHeld(payload, invoice.id, async (req) => {
      const other = await openPayment(payload, req, { invoice: invoice.id, provider: 'payme', providerId: `payme-${transaction}`, amount: 18_000_000 })
      await performPayment(payload, req, other, invoice)
    })
    const late = await callClick('complete', { transaction, invoice: invoice.number, amount: WHOLE, prepareId: id! })
    expect(late).toMatchObject({ error: -4, error_note: 'Already paid', merchant_confirm_id: null })
    expect(await clickPayment(transaction)).toMatchObject({ state: 'cancelled', cancelReason: -4 })
    expect(await invoiceNow(invoice)).toMatchObject({ paid: 18_000_000, state: 'paid' })
  })

  it('still completes when another payment took only what this one leaves room for', async () => {
    const invoice = await newInvoice()
    const transaction = newClickTransaction()
    const { merchant_prepare_id: id } = await callClick('prepare', { transaction, invoice: invoice.number, amount: HALF })
    await withInvoiceHeld(payload, invoice.id, async (req) => {
      const other = await openPayment(payload, req, { invoice: invoice.id, provider: 'payme', providerId: `payme-${transaction}`, amount: 9_000_000 })
      await performPayment(payload, req, other, invoice)
    })
    expect((await callClick('complete', { transaction, invoice: invoice.number, amount: HALF, prepareId: id! })).error).toBe(0)
    expect(await invoiceNow(invoice)).toMatchObject({ paid: 18_000_000, state: 'paid' })
  })
})

describe('a call Click’s protocol refuses', () => {
  it('is refused with Click’s error code, changing nothing, and recorded with its answer', async () => {
    const invoice = await newInvoice()
    const number = invoice.number
    const refusals: [string, Awaited<ReturnType<typeof callClick>>, number][] = []
    const refused = async (name: string, answer: Awaited<ReturnType<typeof callClick>>, error: number) => {
      refusals.push([name, answer, error])
    }
    // −1: another key, or a value changed after signing.
    await refused('wrong key', await callClick('prepare', { transaction: newClickTransaction(), invoice: number, amount: HALF, secret: 'not-our-secret' }), -1)
    const tampered = clickFields('prepare', { transaction: newClickTransaction(), invoice: number, amount: HALF })
    await refused('amount changed', await postToClick('prepare', new URLSearchParams({ ...tampered, amount: WHOLE }).toString()), -1)
    // −2: not what the invoice takes now.
    await refused('odd amount', await callClick('prepare', { transaction: newClickTransaction(), invoice: number, amount: '5000000.00' }), -2)
    await refused('zero', await callClick('prepare', { transaction: newClickTransaction(), invoice: number, amount: '0' }), -2)
    // −3: a Complete sent to Prepare's address, or no such action.
    await refused(
      'complete at prepare',
      await callClick('prepare', { transaction: newClickTransaction(), invoice: number, amount: HALF, action: '1', prepareId: 1 }),
      -3,
    )
    await refused('action 7', await callClick('complete', { transaction: newClickTransaction(), invoice: number, amount: HALF, action: '7', prepareId: 1 }), -3)
    // −5: no such invoice.
    await refused('unknown invoice', await callClick('prepare', { transaction: newClickTransaction(), invoice: '1000000001', amount: HALF }), -5)
    await refused('not a number', await callClick('prepare', { transaction: newClickTransaction(), invoice: 'K7PQ-3M9X', amount: HALF }), -5)
    // −6: a Complete for a Prepare we never answered.
    await refused(
      'unknown prepare',
      await callClick('complete', { transaction: newClickTransaction(), invoice: number, amount: HALF, prepareId: 999_999_999 }),
      -6,
    )
    // −8: fields missing or malformed, another service, a body that is not a form or too large.
    const { sign_string: _, ...unsigned } = clickFields('prepare', { transaction: newClickTransaction(), invoice: number, amount: HALF })
    await refused('unsigned', await postToClick('prepare', new URLSearchParams(unsigned).toString()), -8)
    await refused('no prepare id', await callClick('complete', { transaction: newClickTransaction(), invoice: number, amount: HALF }), -8)
    await refused('another service', await callClick('prepare', { transaction: newClickTransaction(), invoice: number, amount: HALF, serviceId: '99999' }), -8)
    await refused('not a form', await postToClick('prepare', '{"click_trans_id":', 'application/json'), -8)
    await refused('too large', await postToClick('complete', `padding=${'x'.repeat(20 * 1024)}`), -8)

    for (const [name, answer, error] of refusals) expect([name, answer.error], name).toEqual([name, error])
    expect(refusals.find(([name]) => name === 'wrong key')![1]).toMatchObject({ error_note: 'SIGN CHECK FAILED!', merchant_prepare_id: null })
    expect(await paymentsOn(invoice)).toHaveLength(0)
    expect(await invoiceNow(invoice)).toMatchObject({ paid: 0, state: 'unpaid' })
    const recorded = await payload.find({
      collection: 'payment-callbacks',
      where: { invoiceNumber: { equals: number } },
      pagination: false,
      overrideAccess: true,
    })
    // Each is recorded with its answer; four named no invoice of ours (the too-large one is looked up below).
    const elsewhere = ['unknown invoice', 'not a number', 'not a form', 'too large']
    const expected = refusals.filter(([name]) => !elsewhere.includes(name)).map(([, , error]) => error)
    expect(recorded.docs.map((call) => call.error).sort()).toEqual(expected.sort())
    const tooLarge = await payload.find({ collection: 'payment-callbacks', where: { 'request.unreadable': { equals: 'tooLarge' } }, overrideAccess: true })
    expect(tooLarge.docs[0]).toMatchObject({ provider: 'click', method: 'complete', error: -8 })
  })

  it('answers −2 to a Complete whose amount is not the prepared one, keeping the payment open', async () => {
    const invoice = await newInvoice()
    const transaction = newClickTransaction()
    const { merchant_prepare_id: id } = await callClick('prepare', { transaction, invoice: invoice.number, amount: HALF })
    expect(await callClick('complete', { transaction, invoice: invoice.number, amount: WHOLE, prepareId: id! })).toMatchObject({
      error: -2,
      error_note: 'Incorrect parameter amount',
      merchant_confirm_id: null,
    })
    expect(await clickPayment(transaction)).toMatchObject({ state: 'created' })
    // A Complete naming another Prepare than this transaction's is not one we know.
    expect((await callClick('complete', { transaction, invoice: invoice.number, amount: HALF, prepareId: id! + 1 })).error).toBe(-6)
    expect((await callClick('complete', { transaction, invoice: invoice.number, amount: HALF, prepareId: id! })).error).toBe(0)
  })

  it('answers −7 when our side fails, so Click tries again, and the retry succeeds', async () => {
    const invoice = await newInvoice()
    const transaction = newClickTransaction()
    vi.spyOn(payload, 'findGlobal').mockRejectedValueOnce(new Error('database away'))
    expect(await callClick('prepare', { transaction, invoice: invoice.number, amount: HALF })).toMatchObject({ error: -7, error_note: 'Failed to update user' })
    expect((await callClick('prepare', { transaction, invoice: invoice.number, amount: HALF })).error).toBe(0)
  })

  it('refuses every call while Click is switched off (−1), reading nothing but the settings', async () => {
    const invoice = await newInvoice()
    await payload.updateGlobal({ slug: 'payment-settings', data: { click: { serviceId: '', merchantId: '', secretKey: '' } }, overrideAccess: true })
    try {
      const find = vi.spyOn(payload, 'find')
      const transaction = newClickTransaction()
      expect(await callClick('prepare', { transaction, invoice: invoice.number, amount: HALF })).toMatchObject({ error: -1 })
      expect(await callClick('complete', { transaction, invoice: invoice.number, amount: HALF, prepareId: 1 })).toMatchObject({ error: -1 })
      expect(find.mock.calls.filter(([options]) => options.collection !== 'payment-callbacks')).toHaveLength(0)
      expect(await paymentsOn(invoice)).toHaveLength(0)
    } finally {
      await switchPaymentsOn(payload)
    }
    expect((await callClick('prepare', { transaction: newClickTransaction(), invoice: invoice.number, amount: HALF })).error).toBe(0)
  })
})
