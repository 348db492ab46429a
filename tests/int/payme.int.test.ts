// Payme's Merchant API endpoint as Payme calls it, on both databases: JSON-RPC posts with Basic
// authorisation to the route's handler, through a whole payment, every refusal the protocol
// names, its repeats and simultaneous calls, refunds, the 12-hour timeout, instalments, a race with
// another provider, and the provider calls kept with their answers.
import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { GET, POST } from '@/app/api/payments/payme/route'
import { processWide } from '@/lib/processWide'
import { answerPayme } from '@/payments/payme/http'
import { openPayment, performPayment, settleInvoice, withInvoiceHeld } from '@/payments/server/ledger'
import type { Invoice } from '@/payload-types'

import type { Catalogue } from '../helpers/admissionsFixture'
import { approvedApplicant, paymentsCatalogue } from '../helpers/paymentsFixture'
import { testPayload } from '../helpers/payload'

const KEY = 'payme-test-key-0123456789'
const ENDPOINT = 'http://localhost:3000/api/payments/payme'
const HOURS_12 = 43_200_000
const FIRST = 900_000_000 // the first instalment, 9 000 000 soʻm, in tiyin
const ALL = 1_800_000_000

type Answer = { jsonrpc: string; id: number | null; result?: Record<string, unknown>; error?: { code: number; message: Record<string, string>; data?: string } }

let payload: Payload
let catalogue: Catalogue
let callNumber = 0

async function paymentSettingsWith(paymeKey: string) {
  await payload.updateGlobal({
    slug: 'payment-settings',
    data: {
      payme: { merchantId: '5e730e8e0b852a417aa49ceb', key: paymeKey, checkoutUrl: 'https://checkout.paycom.uz' },
      plan: [
        { share: 50, dueDate: '2026-09-01' },
        { share: 50, dueDate: '2027-02-01' },
      ],
    },
    overrideAccess: true,
  })
}

beforeAll(async () => {
  payload = await testPayload()
  processWide<{ wake?: () => void }>('outbox.payments.notices', () => ({})).wake = () => {}
  catalogue = await paymentsCatalogue(payload, 'payme')
  await paymentSettingsWith(KEY)
}, 120_000)

const basic = (credentials: string) => `Basic ${Buffer.from(credentials).toString('base64')}`
const transactionId = () => randomBytes(12).toString('hex')

type CallOptions = { authorization?: string | null; now?: Date }

/** A Payme call as Payme makes it; `now` sets the site's clock for it. */
async function call(method: string, params: Record<string, unknown>, { authorization = basic(`Paycom:${KEY}`), now }: CallOptions = {}): Promise<Answer> {
  const request = new Request(ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify({ jsonrpc: '2.0', id: ++callNumber, method, params }),
  })
  const response = now ? await answerPayme(request, { now: () => now }) : await POST(request)
  expect(response.status).toBe(200)
  return (await response.json()) as Answer
}

const account = (invoice: Pick<Invoice, 'number'>) => ({ invoice: invoice.number })
const create = (invoice: Invoice, id: string, amount: number, time = Date.now(), options?: CallOptions) =>
  call('CreateTransaction', { id, time, amount, account: account(invoice) }, options)
const perform = (id: string, options?: CallOptions) => call('PerformTransaction', { id }, options)
const cancel = (id: string, reason: number) => call('CancelTransaction', { id, reason })
const check = (id: string) => call('CheckTransaction', { id })
const invoiceNow = (invoice: Invoice) => payload.findByID({ collection: 'invoices', id: invoice.id, depth: 0, overrideAccess: true })
const paymentsFor = async (invoice: Invoice) =>
  (await payload.find({ collection: 'payments', where: { invoice: { equals: invoice.id } }, depth: 0, overrideAccess: true, pagination: false })).docs
const freshInvoice = async () => (await approvedApplicant(payload, catalogue)).invoice

describe('a Payme payment', () => {
  it('is checked, made, performed, looked up and listed in the statement', async () => {
    const invoice = await freshInvoice()
    expect(await call('CheckPerformTransaction', { amount: FIRST, account: account(invoice) })).toMatchObject({ jsonrpc: '2.0', result: { allow: true } })
    const id = transactionId()
    const time = Date.now()
    const created = await create(invoice, id, FIRST, time)
    expect(created.result).toEqual({ create_time: expect.any(Number), transaction: expect.stringMatching(/^\d+$/), state: 1 })
    const performed = await perform(id)
    expect(performed.result).toEqual({ transaction: created.result!.transaction, perform_time: expect.any(Number), state: 2 })
    expect((await check(id)).result).toEqual({
      create_time: created.result!.create_time,
      perform_time: performed.result!.perform_time,
      cancel_time: 0,
      transaction: created.result!.transaction,
      state: 2,
      reason: null,
    })
    expect(await invoiceNow(invoice)).toMatchObject({ paid: 9_000_000, state: 'part_paid', nextDueDate: '2027-02-01' })

    const statement = await call('GetStatement', { from: time, to: time })
    expect(statement.result!.transactions).toEqual([
      {
        id,
        time,
        amount: FIRST,
        account: { invoice: invoice.number },
        create_time: created.result!.create_time,
        perform_time: performed.result!.perform_time,
        cancel_time: 0,
        transaction: created.result!.transaction,
        state: 2,
        reason: null,
        receivers: null,
      },
    ])
    expect((await call('GetStatement', { from: time + 1, to: time + 1000 })).result).toEqual({ transactions: [] })
  })

  it('pays the first instalment and leaves the second due, or pays everything at once', async () => {
    const invoice = await freshInvoice()
    const first = transactionId()
    await create(invoice, first, FIRST)
    await perform(first)
    expect((await call('CheckPerformTransaction', { amount: ALL, account: account(invoice) })).error?.code).toBe(-31001)
    const second = transactionId()
    expect((await create(invoice, second, FIRST)).result?.state).toBe(1)
    expect((await perform(second)).result?.state).toBe(2)
    expect(await invoiceNow(invoice)).toMatchObject({ paid: 18_000_000, state: 'paid', nextDueDate: null })

    const whole = await freshInvoice()
    const once = transactionId()
    expect((await create(whole, once, ALL)).result?.state).toBe(1)
    expect((await perform(once)).result?.state).toBe(2)
    expect(await invoiceNow(whole)).toMatchObject({ paid: 18_000_000, state: 'paid' })
  })
})

describe('repeated and simultaneous calls', () => {
  it('answer a repeated Create, Perform and Cancel as the first', async () => {
    const invoice = await freshInvoice()
    const id = transactionId()
    const time = Date.now()
    const created = await create(invoice, id, FIRST, time)
    expect(await create(invoice, id, FIRST, time)).toMatchObject({ result: created.result })
    const performed = await perform(id)
    expect(await perform(id)).toMatchObject({ result: performed.result })
    const cancelled = await cancel(id, 5)
    expect(cancelled.result).toEqual({ transaction: created.result!.transaction, cancel_time: expect.any(Number), state: -2 })
    expect(await cancel(id, 5)).toMatchObject({ result: cancelled.result })
    expect(await paymentsFor(invoice)).toHaveLength(1)
  })

  it('settle an invoice a crash left behind its payment when Payme repeats the Perform', async () => {
    const invoice = await freshInvoice()
    const id = transactionId()
    await create(invoice, id, FIRST)
    await perform(id)
    // What a crash between the payment's write and the invoice's leaves where they are two writes (SQLite).
    await payload.update({ collection: 'invoices', id: invoice.id, data: { paid: 0 }, overrideAccess: true })
    expect(await invoiceNow(invoice)).toMatchObject({ paid: 0, state: 'unpaid' })
    expect((await perform(id)).result?.state).toBe(2)
    expect(await invoiceNow(invoice)).toMatchObject({ paid: 9_000_000, state: 'part_paid' })
  })

  it('make one payment, performed once, from twenty identical Creates and twenty identical Performs at once', async () => {
    const invoice = await freshInvoice()
    const id = transactionId()
    const time = Date.now()
    const creates = await Promise.all(Array.from({ length: 20 }, () => create(invoice, id, FIRST, time)))
    expect(new Set(creates.map((answer) => JSON.stringify(answer.result)))).toHaveProperty('size', 1)
    expect(creates[0]!.result?.state).toBe(1)
    const performs = await Promise.all(Array.from({ length: 20 }, () => perform(id)))
    expect(new Set(performs.map((answer) => JSON.stringify(answer.result)))).toHaveProperty('size', 1)
    expect(performs[0]!.result?.state).toBe(2)
    const payments = await paymentsFor(invoice)
    expect(payments).toHaveLength(1)
    expect(payments[0]).toMatchObject({ state: 'performed', amount: 9_000_000 })
    expect(await invoiceNow(invoice)).toMatchObject({ paid: 9_000_000, state: 'part_paid' })
  })
})

describe('a cancellation', () => {
  it('before payment cancels it (−1) and frees the invoice for another transaction', async () => {
    const invoice = await freshInvoice()
    const id = transactionId()
    await create(invoice, id, FIRST)
    expect((await cancel(id, 3)).result?.state).toBe(-1)
    expect((await check(id)).result).toMatchObject({ state: -1, reason: 3, perform_time: 0 })
    expect((await perform(id)).error?.code).toBe(-31008)
    expect((await create(invoice, transactionId(), FIRST)).result?.state).toBe(1)
  })

  it('after payment refunds it (−2): the invoice owes it again and the refund is recorded', async () => {
    const invoice = await freshInvoice()
    const id = transactionId()
    await create(invoice, id, ALL)
    await perform(id)
    expect(await invoiceNow(invoice)).toMatchObject({ state: 'paid' })
    expect((await cancel(id, 5)).result?.state).toBe(-2)
    expect((await check(id)).result).toMatchObject({ state: -2, reason: 5, perform_time: expect.any(Number), cancel_time: expect.any(Number) })
    expect(await invoiceNow(invoice)).toMatchObject({ paid: 0, state: 'unpaid' })
    expect((await paymentsFor(invoice))[0]).toMatchObject({ state: 'refunded', cancelReason: 5 })
  })
})

describe('the 12-hour timeout', () => {
  it('cancels a transaction still open when Perform or Create touches it, with reason 4, and answers −31008', async () => {
    const invoice = await freshInvoice()
    const id = transactionId()
    const time = Date.now()
    await create(invoice, id, FIRST, time)
    const later = new Date(time + HOURS_12 + 1)
    expect((await perform(id, { now: later })).error?.code).toBe(-31008)
    expect((await check(id)).result).toMatchObject({ state: -1, reason: 4 })
    expect((await create(invoice, id, FIRST, time, { now: later })).error?.code).toBe(-31008)
  })

  it('lets a new transaction past one that timed out, which Create cancels', async () => {
    const invoice = await freshInvoice()
    const stale = transactionId()
    const time = Date.now()
    await create(invoice, stale, FIRST, time)
    const later = new Date(time + HOURS_12 + 60_000)
    const fresh = await create(invoice, transactionId(), FIRST, later.getTime(), { now: later })
    expect(fresh.result?.state).toBe(1)
    expect((await check(stale)).result).toMatchObject({ state: -1, reason: 4 })
    // A transaction Payme made more than twelve hours ago is not opened at all.
    expect((await create(await freshInvoice(), transactionId(), FIRST, time - HOURS_12 - 1)).error?.code).toBe(-31008)
  })
})

describe('another provider paying meanwhile', () => {
  it('blocks a Payme payment once the invoice has no room left for it', async () => {
    const invoice = await freshInvoice()
    const id = transactionId()
    await create(invoice, id, FIRST)
    // The whole fee comes through Click between Payme's Create and its Perform.
    await withInvoiceHeld(payload, invoice.id, async (req) => {
      const click = await openPayment(payload, req, { invoice: invoice.id, provider: 'click', providerId: `click-${id}`, amount: 18_000_000 })
      return performPayment(payload, req, click, invoice)
    })
    expect((await perform(id)).error?.code).toBe(-31008)
    expect((await check(id)).result?.state).toBe(1)
    expect((await settleInvoice(payload, invoice.id)).invoice).toMatchObject({ paid: 18_000_000, state: 'paid' })
  })
})

/** A raw request to the endpoint, for calls Payme's own client would never make. */
async function raw(init: RequestInit & { authorization?: string }) {
  const { authorization = basic(`Paycom:${KEY}`), ...rest } = init
  const response = await POST(new Request(ENDPOINT, { method: 'POST', ...rest, headers: { 'content-type': 'application/json', authorization } }))
  expect(response.status).toBe(200)
  return (await response.json()) as Answer
}

const expectMessages = (answer: Answer) => {
  const message = answer.error!.message
  expect(Object.keys(message).sort()).toEqual(['en', 'ru', 'uz'])
  expect(new Set(Object.values(message)).size).toBe(3)
  for (const text of Object.values(message)) expect(text.length).toBeGreaterThan(5)
}

describe('a refused call', () => {
  it('answers each protocol error with its code and texts in Russian, Uzbek and English', async () => {
    const invoice = await freshInvoice()
    const refusals: [Answer, number, string?][] = [
      [(await GET(new Request(ENDPOINT, { method: 'GET' }))).json() as unknown as Answer, -32300],
      [await raw({ body: '{"method": "CheckTransaction", ' }), -32700],
      [await raw({ body: JSON.stringify({ id: 1, method: 'CheckTransaction', params: { id: 'x'.repeat(70_000) } }) }), -32700],
      [await raw({ body: JSON.stringify({ id: 1, method: 'CheckTransaction' }) }), -32600],
      [await call('CreateTransaction', { id: transactionId(), account: account(invoice) }), -32600],
      [await call('RefundEverything', {}), -32601, 'RefundEverything'],
      [await call('ChangePassword', { password: 'a-new-key' }), -32601, 'ChangePassword'],
      [await call('CheckPerformTransaction', { amount: 500_000, account: account(invoice) }), -31001],
      [await check(transactionId()), -31003],
      [await perform(transactionId()), -31003],
      [await cancel(transactionId(), 1), -31003],
      [await call('CheckPerformTransaction', { amount: FIRST, account: { invoice: '1000000000' } }), -31050, 'invoice'],
      [await call('CheckPerformTransaction', { amount: FIRST, account: { order: invoice.number } }), -31050, 'invoice'],
      [await call('CheckPerformTransaction', { amount: FIRST, account: account(invoice) }, { authorization: basic('Paycom:wrong-key') }), -32504],
      [await call('CheckPerformTransaction', { amount: FIRST, account: account(invoice) }, { authorization: null }), -32504],
    ]
    for (const [answer, code, data] of refusals) {
      const resolved = await answer
      expect(resolved.error?.code, JSON.stringify(resolved)).toBe(code)
      if (data) expect(resolved.error?.data).toBe(data)
      expectMessages(resolved)
    }
  })

  it('names the invoice field when it is paid already or another Payme payment is under way', async () => {
    const invoice = await freshInvoice()
    const id = transactionId()
    await create(invoice, id, FIRST)
    const busy = await create(invoice, transactionId(), FIRST)
    expect(busy.error).toMatchObject({ code: -31052, data: 'invoice' })
    expectMessages(busy)
    expect((await call('CheckPerformTransaction', { amount: FIRST, account: account(invoice) })).error?.code).toBe(-31052)
    await cancel(id, 3)
    const whole = transactionId()
    await create(invoice, whole, ALL)
    await perform(whole)
    const paid = await call('CheckPerformTransaction', { amount: FIRST, account: account(invoice) })
    expect(paid.error).toMatchObject({ code: -31051, data: 'invoice' })
    expectMessages(paid)
    expect((await create(invoice, transactionId(), FIRST)).error?.code).toBe(-31051)
  })

  it('is a system error, not a 500, when the database fails', async () => {
    const find = vi.spyOn(payload, 'find').mockRejectedValueOnce(new Error('database away'))
    try {
      const answer = await check(transactionId())
      expect(answer.error?.code).toBe(-32400)
      expectMessages(answer)
      expect(JSON.stringify(answer)).not.toContain('database away')
    } finally {
      find.mockRestore()
    }
  })

  it('is a privilege error while Payme is off in the payment settings', async () => {
    const invoice = await freshInvoice()
    await paymentSettingsWith('')
    try {
      expect((await call('CheckPerformTransaction', { amount: FIRST, account: account(invoice) })).error?.code).toBe(-32504)
    } finally {
      await paymentSettingsWith(KEY)
    }
    expect((await call('CheckPerformTransaction', { amount: FIRST, account: account(invoice) })).result).toEqual({ allow: true })
  })
})

describe('the provider calls', () => {
  it('keep every call with its answer, refused ones too, and never the authorisation', async () => {
    const invoice = await freshInvoice()
    const id = transactionId()
    await create(invoice, id, FIRST)
    await perform(id)
    await perform(id, { authorization: basic('Paycom:guessed') })
    await call('ChangePassword', { password: 'the-new-key-0000' })
    const { docs } = await payload.find({ collection: 'payment-callbacks', where: { transaction: { equals: id } }, sort: 'createdAt', overrideAccess: true })
    expect(docs.map(({ method, error, invoiceNumber }) => ({ method, error, invoiceNumber }))).toEqual([
      { method: 'CreateTransaction', error: 0, invoiceNumber: invoice.number },
      { method: 'PerformTransaction', error: 0, invoiceNumber: null },
      { method: 'PerformTransaction', error: -32504, invoiceNumber: null },
    ])
    expect(docs[1]!.response).toMatchObject({ result: { state: 2 } })
    expect(docs[2]!.response).toMatchObject({ error: { code: -32504 } })
    const all = await payload.find({ collection: 'payment-callbacks', where: { provider: { equals: 'payme' } }, pagination: false, overrideAccess: true })
    const stored = JSON.stringify(all.docs)
    expect(stored).not.toMatch(/authorization|Basic |UGF5Y29t/i)
    expect(stored).not.toContain(KEY)
    expect(stored).not.toContain('the-new-key-0000')
    expect(all.docs.some((doc) => doc.method === 'ChangePassword' && doc.error === -32601)).toBe(true)
  })
})
