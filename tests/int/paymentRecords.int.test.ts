// Every way staff can change or delete the payments records, against the records that point at
// them, on both databases: an invoice is never deleted (its payments and the university's books
// need it), payments and provider calls not at all; an application deleted for good, by an admin
// or through the erasure, leaves its invoice with the link emptied and its payments as they were.
import type { Payload, TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { DELETE as restDelete, PATCH as restPatch, POST as restPost } from '@/app/(payload)/api/[...slug]/route'
import { POST as eraseApplication } from '@/app/api/admissions/applications/[id]/erase/route'
import type { Role } from '@/access'
import { processWide } from '@/lib/processWide'
import { recordCallback } from '@/payments/server/callbackLog'
import { openPayment, performPayment, withInvoiceHeld } from '@/payments/server/ledger'
import type { Invoice } from '@/payload-types'

import { type Catalogue, staffToken } from '../helpers/admissionsFixture'
import { approvedApplicant, paymentsCatalogue } from '../helpers/paymentsFixture'
import { dialect, testPayload } from '../helpers/payload'

let payload: Payload
let catalogue: Catalogue
const tokens = {} as Record<Role, string>
let admin: TypedUser

beforeAll(async () => {
  payload = await testPayload()
  processWide<{ wake?: () => void }>('outbox.payments.notices', () => ({})).wake = () => {}
  catalogue = await paymentsCatalogue(payload, 'records')
  for (const role of ['admin', 'editor', 'admissions', 'bursar'] as const) tokens[role] = await staffToken(payload, role)
  admin = (await payload.auth({ headers: new Headers({ Authorization: `JWT ${tokens.admin}` }) })).user as TypedUser
}, 120_000)

async function rest(method: 'PATCH' | 'DELETE' | 'POST', path: string, role: Role, body?: unknown) {
  const url = new URL(path, 'http://localhost')
  const request = new Request(url, {
    method,
    headers: { Authorization: `JWT ${tokens[role]}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const route = method === 'PATCH' ? restPatch : method === 'DELETE' ? restDelete : restPost
  const response = await route(request, { params: Promise.resolve({ slug: url.pathname.split('/').slice(2) }) })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function paidOnce(invoice: Invoice, amount: number) {
  return withInvoiceHeld(payload, invoice.id, async (req) => {
    const opened = await openPayment(payload, req, { invoice: invoice.id, provider: 'payme', providerId: `rec-${invoice.id}-${Date.now()}`, amount })
    return performPayment(payload, req, opened, invoice)
  })
}

const count = async (collection: 'invoices' | 'payments' | 'payment-callbacks', id: number) =>
  (await payload.count({ collection, where: { id: { equals: id } }, overrideAccess: true })).totalDocs

describe(`changing the payments records on ${dialect()}`, { timeout: 300_000 }, () => {
  it('lets the bursar, admissions and admins change an invoice’s total and instalments, and editors nothing', async () => {
    const { invoice } = await approvedApplicant(payload, catalogue)
    for (const [role, total] of [
      ['bursar', 17_000_000],
      ['admissions', 16_000_000],
      ['admin', 15_000_000],
    ] as const) {
      const answer = await rest('PATCH', `/api/invoices/${invoice.id}`, role, { total, instalments: [{ amount: total, dueDate: '2026-12-01' }] })
      expect(answer.status, role).toBe(200)
      expect((await payload.findByID({ collection: 'invoices', id: invoice.id, overrideAccess: true })).total).toBe(total)
    }
    expect((await rest('PATCH', `/api/invoices/${invoice.id}`, 'editor', { total: 1 })).status).toBe(403)
    // Instalments that do not add up are refused with the reason.
    const wrong = await rest('PATCH', `/api/invoices/${invoice.id}`, 'bursar', { instalments: [{ amount: 5, dueDate: '2026-12-01' }] })
    expect(wrong.status).toBe(400)
    expect(JSON.stringify(wrong.body)).toMatch(/add up to 5 soʻm/)
  })

  it('lets the bursar and admins change the payment settings, and nobody else', async () => {
    const plan = [{ share: 100, dueDate: '2026-09-01' }]
    expect((await rest('POST', '/api/globals/payment-settings', 'bursar', { plan, dueDays: 20 })).status).toBe(200)
    expect((await payload.findGlobal({ slug: 'payment-settings', overrideAccess: true })).dueDays).toBe(20)
    for (const role of ['admissions', 'editor'] as const)
      expect((await rest('POST', '/api/globals/payment-settings', role, { dueDays: 5 })).status, role).toBe(403)
    expect((await payload.findGlobal({ slug: 'payment-settings', overrideAccess: true })).dueDays).toBe(20)
    await payload.updateGlobal({ slug: 'payment-settings', data: { plan: [], dueDays: 30 }, overrideAccess: true })
  })

  it('deletes no invoice, payment or provider call, by id or in bulk, for any role', async () => {
    const { invoice } = await approvedApplicant(payload, catalogue)
    const payment = await paidOnce(invoice, 1000)
    await recordCallback(payload, {
      provider: 'payme',
      method: 'CheckTransaction',
      transaction: payment.providerId,
      httpStatus: 200,
      error: 0,
      request: {},
      response: {},
    })
    const call = (await payload.find({ collection: 'payment-callbacks', where: { transaction: { equals: payment.providerId } }, overrideAccess: true }))
      .docs[0]!
    for (const role of ['admin', 'bursar', 'admissions', 'editor'] as const) {
      for (const [collection, id] of [
        ['invoices', invoice.id],
        ['payments', payment.id],
        ['payment-callbacks', call.id],
      ] as const) {
        expect((await rest('DELETE', `/api/${collection}/${id}`, role)).status, `${collection} by ${role}`).toBe(403)
        expect((await rest('DELETE', `/api/${collection}?where[id][equals]=${id}`, role)).status, `${collection} in bulk by ${role}`).toBe(403)
        expect(await count(collection, id)).toBe(1)
      }
      expect((await rest('POST', '/api/payments', role, { invoice: invoice.id, provider: 'bank', providerId: 'forged', amount: 1 })).status, role).toBe(403)
      expect((await rest('POST', '/api/invoices', role, { number: '1234567890', total: 1 })).status, role).toBe(403)
    }
  })
})

describe(`deleting an application that has an invoice, on ${dialect()}`, { timeout: 300_000 }, () => {
  it('keeps the invoice and its payments, the link emptied, when an admin deletes the application for good', async () => {
    const { application, invoice } = await approvedApplicant(payload, catalogue)
    const payment = await paidOnce(invoice, 2000)
    await payload.delete({ collection: 'applications', id: application.id, trash: true, user: admin, overrideAccess: false })
    expect((await payload.count({ collection: 'applications', where: { id: { equals: application.id } }, trash: true, overrideAccess: true })).totalDocs).toBe(
      0,
    )
    const kept = await payload.findByID({ collection: 'invoices', id: invoice.id, depth: 0, overrideAccess: true })
    expect(kept).toMatchObject({ application: null, number: invoice.number, payerName: invoice.payerName, paid: 2000 })
    expect(await count('payments', payment.id)).toBe(1)
  })

  it('keeps the invoice and its payments, the link emptied, when the application is erased on request', async () => {
    const { application, invoice } = await approvedApplicant(payload, catalogue)
    const payment = await paidOnce(invoice, 3000)
    const answer = await eraseApplication(
      new Request(`http://localhost/api/admissions/applications/${application.id}/erase`, {
        method: 'POST',
        headers: { Authorization: `JWT ${tokens.admissions}`, 'content-type': 'application/json' },
        body: JSON.stringify({ confirm: application.applicationNumber }),
      }),
      { params: Promise.resolve({ id: String(application.id) }) },
    )
    expect(answer.status, await answer.clone().text()).toBe(200)
    const kept = await payload.findByID({ collection: 'invoices', id: invoice.id, depth: 0, overrideAccess: true })
    expect(kept).toMatchObject({ application: null, number: invoice.number, paid: 3000 })
    expect(await count('payments', payment.id)).toBe(1)
  })
})
