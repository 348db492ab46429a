// The money an invoice has received, on both databases: an approval makes one invoice (however it
// is made), a provider transaction is stored once whatever repeats it, performed once, refunded
// once, and the applicant is told of each payment once.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { processWide } from '@/lib/processWide'
import { cancelPayment, openPayment, paymentByProviderId, performPayment, settleInvoice, withInvoiceHeld } from '@/payments/server/ledger'
import { ensureInvoice } from '@/payments/server/invoices'
import { tellDuePayments } from '@/payments/server/notices'

import type { Catalogue } from '../helpers/admissionsFixture'
import { approvedApplicant, paymentsCatalogue } from '../helpers/paymentsFixture'
import { testPayload } from '../helpers/payload'

let payload: Payload
let catalogue: Catalogue

beforeAll(async () => {
  payload = await testPayload()
  // The test tells applicants itself; this process's own notice sender would race it.
  processWide<{ wake?: () => void }>('outbox.payments.notices', () => ({})).wake = () => {}
  catalogue = await paymentsCatalogue(payload, 'ledger')
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

/** Opens, if new, the provider transaction `id` for `amount`, with the invoice held, as an endpoint does. */
const open = (invoice: number, id: string, amount: number) =>
  withInvoiceHeld(
    payload,
    invoice,
    async (req) => (await paymentByProviderId(payload, 'payme', id, req)) ?? openPayment(payload, req, { invoice, provider: 'payme', providerId: id, amount }),
  )

describe('an approved application’s invoice', () => {
  it('is made once, with a ten-digit number, the programme’s fee and the office’s plan', async () => {
    const { application, invoice } = await approvedApplicant(payload, catalogue)
    expect(invoice.number).toMatch(/^[1-9]\d{9}$/)
    expect(invoice).toMatchObject({
      total: 18_000_000,
      paid: 0,
      state: 'unpaid',
      nextDueDate: '2026-09-01',
      payerName: expect.stringContaining(application.lastName),
    })
    expect(invoice.instalments?.map(({ amount, dueDate }) => ({ amount, dueDate }))).toEqual([
      { amount: 9_000_000, dueDate: '2026-09-01' },
      { amount: 9_000_000, dueDate: '2027-02-01' },
    ])
    // Approving again, or asking for it at once from several places, makes no second one.
    const again = await Promise.all([1, 2, 3].map(() => ensureInvoice(payload, application.id)))
    expect(new Set(again.map((made) => made?.id))).toEqual(new Set([invoice.id]))
    expect((await payload.count({ collection: 'invoices', where: { application: { equals: application.id } }, overrideAccess: true })).totalDocs).toBe(1)
  })

  it('refuses instalments that do not add up to the total, in the staff member’s language', async () => {
    const { invoice } = await approvedApplicant(payload, catalogue)
    await expect(
      payload.update({ collection: 'invoices', id: invoice.id, data: { instalments: [{ amount: 100, dueDate: '2026-09-01' }] }, overrideAccess: true }),
    ).rejects.toThrow(/add up to 100 soʻm, the total is 18000000 soʻm/)
    const saved = await payload.update({
      collection: 'invoices',
      id: invoice.id,
      data: { total: 15_000_000, instalments: [{ amount: 15_000_000, dueDate: '2026-10-01' }] },
      overrideAccess: true,
    })
    expect(saved).toMatchObject({ total: 15_000_000, nextDueDate: '2026-10-01', state: 'unpaid' })
  })
})

describe('a provider transaction', () => {
  it('is stored once when the same call comes twenty times at once', async () => {
    const { invoice } = await approvedApplicant(payload, catalogue)
    const made = await Promise.all(Array.from({ length: 20 }, () => open(invoice.id, `tx-once-${invoice.id}`, 9_000_000)))
    expect(new Set(made.map((payment) => payment.id)).size).toBe(1)
    expect((await payload.count({ collection: 'payments', where: { invoice: { equals: invoice.id } }, overrideAccess: true })).totalDocs).toBe(1)
  })

  it('is performed once, counted on the invoice, refunded once, and the applicant told once', async () => {
    const { invoice, application } = await approvedApplicant(payload, catalogue, 'ru')
    const payment = await open(invoice.id, `tx-pay-${invoice.id}`, 9_000_000)
    const performed = await Promise.all(
      Array.from({ length: 10 }, () =>
        withInvoiceHeld(payload, invoice.id, async (req) => {
          const current = (await paymentByProviderId(payload, 'payme', payment.providerId, req))!
          return performPayment(payload, req, current, invoice)
        }),
      ),
    )
    expect(new Set(performed.map((row) => row.performedAt))).toHaveProperty('size', 1)
    expect(performed[0]).toMatchObject({ state: 'performed', receiptNumber: `${invoice.number}-${payment.id}` })
    const settled = await settleInvoice(payload, invoice.id)
    expect(settled.invoice).toMatchObject({ paid: 9_000_000, state: 'part_paid', nextDueDate: '2027-02-01' })

    expect(await tellDuePayments(payload)).toBeGreaterThanOrEqual(1)
    expect(await tellDuePayments(payload)).toBe(0)
    const told = await payload.find({
      collection: 'applicant-messages',
      where: { application: { equals: application.id }, kind: { equals: 'payment' } },
      overrideAccess: true,
    })
    expect(told.docs).toHaveLength(1)
    expect(told.docs[0]!.subject).toBe(`Оплата по счёту ${invoice.number} получена`)
    expect(told.docs[0]!.text).toMatch(/Осталось оплатить: 9\s000\s000 сум/)

    const refunded = await withInvoiceHeld(payload, invoice.id, async (req) =>
      cancelPayment(payload, req, (await paymentByProviderId(payload, 'payme', payment.providerId, req))!, 5),
    )
    expect(refunded).toMatchObject({ state: 'refunded', cancelReason: 5 })
    const again = await withInvoiceHeld(payload, invoice.id, async (req) => cancelPayment(payload, req, refunded, 5))
    expect(again.cancelledAt).toBe(refunded.cancelledAt)
    expect((await settleInvoice(payload, invoice.id)).invoice).toMatchObject({ paid: 0, state: 'unpaid' })
  })
})
