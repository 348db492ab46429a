// The bursar's tools on both databases: the invoices list as CSV with its quick filters, a
// provider's statement of one Tashkent day, money paid at the bank entered with a scan of the
// bank's document (and everything that refuses it), and the dashboard's payments figures.
import { readdir } from 'node:fs/promises'
import type { Payload, TypedUser } from 'payload'
import { parse } from 'qs-esm'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import type { Role } from '@/access'
import { shelfDir } from '@/admissions/server/storage'
import { GET as downloadScan } from '@/app/api/payments/bank/[id]/document/route'
import { POST as bankEntry } from '@/app/api/payments/bank/route'
import { GET as exportInvoices } from '@/app/api/payments/invoices/export/route'
import { GET as statementRoute } from '@/app/api/payments/statement/route'
import { processWide } from '@/lib/processWide'
import { paymentFigures } from '@/payments/server/figures'
import { cancelPayment, openPayment, performPayment, withInvoiceHeld } from '@/payments/server/ledger'
import { campusToday, quickFilterQuery } from '@/payments/shared/invoiceFilters'
import type { Invoice } from '@/payload-types'

import { type Catalogue, jpeg, pdf, staffToken } from '../helpers/admissionsFixture'
import { approvedApplicant, paymentsCatalogue } from '../helpers/paymentsFixture'
import { dialect, testPayload } from '../helpers/payload'

let payload: Payload
let catalogue: Catalogue
const tokens = {} as Record<Role, string>
const users = {} as Record<Role, TypedUser>
const today = campusToday()
const auth = (role?: Role): Record<string, string> => (role ? { Authorization: `JWT ${tokens[role]}` } : {})

beforeAll(async () => {
  payload = await testPayload()
  // Payment notices are not what these tests look at; this process's sender would only race them.
  processWide<{ wake?: () => void }>('outbox.payments.notices', () => ({})).wake = () => {}
  catalogue = await paymentsCatalogue(payload, 'bursar')
  for (const role of ['admin', 'editor', 'admissions', 'bursar'] as const) {
    tokens[role] = await staffToken(payload, role)
    users[role] = (await payload.auth({ headers: new Headers(auth(role)) })).user as TypedUser
  }
}, 120_000)

afterEach(() => {
  vi.restoreAllMocks()
})

/** A payment through the ledger as a provider's calls make one: opened, then performed (at `at`). */
async function paid(invoice: Invoice, provider: 'payme' | 'click', id: string, amount: number, at = new Date()) {
  return withInvoiceHeld(payload, invoice.id, async (req) => {
    const opened = await openPayment(payload, req, { invoice: invoice.id, provider, providerId: id, amount, at })
    return performPayment(payload, req, opened, invoice, at)
  })
}

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`

describe(`the invoices list as CSV on ${dialect()}`, () => {
  it('exports the overdue ones as the quick filter shows them, with a BOM, no-store, formulas defused, for payments staff only', async () => {
    const overdue = await approvedApplicant(payload, catalogue)
    const partly = await approvedApplicant(payload, catalogue)
    const settled = await approvedApplicant(payload, catalogue)
    // An instalment whose date has passed; a payer name that a spreadsheet would run as a formula.
    await payload.update({
      collection: 'invoices',
      id: overdue.invoice.id,
      data: { payerName: '=HYPERLINK("http://evil.example")', instalments: [{ amount: overdue.invoice.total, dueDate: '2026-01-15' }] },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'invoices',
      id: partly.invoice.id,
      data: { instalments: [{ amount: partly.invoice.total, dueDate: '2026-01-15' }] },
      overrideAccess: true,
    })
    await paid(partly.invoice, 'payme', `csv-part-${stamp()}`, 1_000_000)
    await paid(settled.invoice, 'click', `csv-all-${stamp()}`, settled.invoice.total)

    const url = `http://localhost/api/payments/invoices/export?${quickFilterQuery('overdue', today)}`
    const response = await exportInvoices(new Request(url, { headers: auth('bursar') }))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('no-store')
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = new TextDecoder().decode(bytes).trim().split('\r\n')
    expect(lines[0]).toBe('Number,Payer,Programme,Total,Paid,Left,State,Next due date,Overdue')
    const row = (number: string) => lines.find((line) => line.startsWith(`${number},`))
    expect(row(overdue.invoice.number)).toContain(`"'=HYPERLINK(""http://evil.example"")"`)
    expect(row(overdue.invoice.number)).toMatch(/,18000000,0,18000000,unpaid,2026-01-15,yes$/)
    expect(row(partly.invoice.number)).toMatch(/,18000000,1000000,17000000,part_paid,2026-01-15,yes$/)
    expect(row(settled.invoice.number)).toBeUndefined()

    // Paid ones, by the same list filter.
    const paidOnes = await (await exportInvoices(new Request(`http://localhost/x?${quickFilterQuery('paid', today)}`, { headers: auth('admissions') }))).text()
    expect(paidOnes).toContain(`${settled.invoice.number},`)
    expect(paidOnes).not.toContain(`${overdue.invoice.number},`)
    expect(paidOnes).toMatch(/,paid,,no\r\n/)

    expect((await exportInvoices(new Request(url, { headers: auth('admin') }))).status).toBe(200)
    expect((await exportInvoices(new Request(url, { headers: auth('editor') }))).status).toBe(403)
    expect((await exportInvoices(new Request(url))).status).toBe(401)
  })

  it('makes the overdue filter a next date before today on an invoice not paid', () => {
    expect(parse(quickFilterQuery('overdue', '2026-11-28'), { depth: 10 })).toMatchObject({
      where: { or: [{ and: [{ nextDueDate: { less_than: '2026-11-28' } }, { state: { not_equals: 'paid' } }] }] },
    })
  })
})

describe(`a provider's statement of one day on ${dialect()}`, () => {
  const statement = (query: string, role?: Role) => statementRoute(new Request(`http://localhost/api/payments/statement?${query}`, { headers: auth(role) }))

  it('lists the transactions created that Tashkent day with what became of them, and totals what was received and refunded', async () => {
    const day = '2026-10-05'
    const { invoice } = await approvedApplicant(payload, catalogue)
    // 23:50 on the 4th and 00:10 on the 5th in Tashkent, 23:50 on the 5th, 00:10 on the 6th.
    const before = new Date('2026-10-04T18:50:00Z')
    const first = new Date('2026-10-04T19:10:00Z')
    const last = new Date('2026-10-05T18:50:00Z')
    const after = new Date('2026-10-05T19:10:00Z')
    const id = stamp()
    await paid(invoice, 'payme', `st-before-${id}`, 1000, before)
    const kept = await paid(invoice, 'payme', `st-kept-${id}`, 2000, first)
    const refunded = await paid(invoice, 'payme', `st-refunded-${id}`, 3000, last)
    await withInvoiceHeld(payload, invoice.id, (req) => cancelPayment(payload, req, refunded, 5, new Date('2026-10-06T08:00:00Z')))
    await withInvoiceHeld(payload, invoice.id, async (req) => {
      const open = await openPayment(payload, req, { invoice: invoice.id, provider: 'payme', providerId: `st-cancelled-${id}`, amount: 4000, at: first })
      return cancelPayment(payload, req, open, 4, first)
    })
    await paid(invoice, 'payme', `st-after-${id}`, 5000, after)
    await paid(invoice, 'click', `st-click-${id}`, 6000, first)

    const answer = await statement(`provider=payme&day=${day}`, 'bursar')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toContain('no-store')
    const body = (await answer.json()) as {
      rows: { providerId: string; state: string; invoiceNumber: string; reason: number | null }[]
      performed: number
      refunded: number
    }
    expect(body.rows.map((row) => row.providerId)).toEqual([`st-kept-${id}`, `st-cancelled-${id}`, `st-refunded-${id}`])
    expect(body.rows.map((row) => row.state)).toEqual(['performed', 'cancelled', 'refunded'])
    expect(body.rows[2]).toMatchObject({ invoiceNumber: invoice.number, reason: 5 })
    expect(body).toMatchObject({ performed: 2000, refunded: 3000 })
    expect(kept.state).toBe('performed')

    const csv = await statement(`provider=payme&day=${day}&format=csv`, 'admin')
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="statement-payme-${day}.csv"`)
    const bytes = new Uint8Array(await csv.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = new TextDecoder().decode(bytes).split('\r\n')
    expect(lines[0]).toBe('Created (Tashkent),Transaction,Invoice,Amount,State,Performed (Tashkent),Cancelled (Tashkent),Reason')
    expect(lines[1]).toBe(`2026-10-05 00:10:00,st-kept-${id},${invoice.number},2000,performed,2026-10-05 00:10:00,,`)
    expect(lines[3]).toBe(`2026-10-05 23:50:00,st-refunded-${id},${invoice.number},3000,refunded,2026-10-05 23:50:00,2026-10-06 13:00:00,5`)
  })

  it('refuses a day or provider it cannot read with a 400, and everyone but the bursar and admins with a 403', async () => {
    expect((await statement('provider=payme&day=2026-02-30', 'bursar')).status).toBe(400)
    expect((await statement('provider=paypal&day=2026-02-03', 'bursar')).status).toBe(400)
    expect((await statement('provider=click&day=2026-02-03&format=xml', 'bursar')).status).toBe(400)
    expect((await statement('provider=bank', 'bursar')).status).toBe(200)
    for (const role of ['admissions', 'editor'] as const) expect((await statement('provider=payme', role)).status, role).toBe(403)
    expect((await statement('provider=payme')).status).toBe(401)
  })
})

describe(`a payment at the bank on ${dialect()}`, () => {
  type Entry = { invoice: string; amount: string; paidOn: string; documentNumber: string; note?: string }
  const scans = () => readdir(shelfDir('payments')).catch(() => [] as string[])
  function post(
    entry: Entry,
    role: Role | undefined,
    file: { data: Buffer; name: string; type: string } | null = { data: pdf(), name: 'bank.pdf', type: 'application/pdf' },
    headers: Record<string, string> = {},
  ) {
    const form = new FormData()
    for (const [key, value] of Object.entries(entry)) form.append(key, value)
    if (file) form.append('scan', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name)
    return bankEntry(
      new Request('http://localhost/api/payments/bank', { method: 'POST', body: form, headers: { ...auth(role), cookie: 'payload-lng=en', ...headers } }),
    )
  }
  const errorOf = async (response: Response) => ((await response.json()) as { errors: { field?: string; message: string }[] }).errors[0]

  it('is recorded as performed at once, counted on the invoice, listed in the bank’s statement, its scan downloadable by the bursar only', async () => {
    const { invoice } = await approvedApplicant(payload, catalogue)
    const before = (await scans()).length
    const documentNumber = `PP-${stamp()}`
    const response = await post({ invoice: invoice.number, amount: '9 000 000', paidOn: today, documentNumber, note: 'Paid by the father' }, 'bursar')
    expect(response.status, await response.clone().text()).toBe(201)
    const body = (await response.json()) as { payment: { id: number; receiptNumber: string }; invoice: { state: string; remaining: number }; message: string }
    expect(body.invoice).toMatchObject({ state: 'part_paid', remaining: 9_000_000 })
    expect(body.message).toContain(body.payment.receiptNumber)

    const payment = await payload.findByID({ collection: 'payments', id: body.payment.id, depth: 0, overrideAccess: true })
    expect(payment).toMatchObject({ provider: 'bank', providerId: `bank-${documentNumber}`, state: 'performed', amount: 9_000_000, notice: 'due' })
    expect(payment.bank).toMatchObject({ enteredBy: users.bursar.id, note: 'Paid by the father', fileName: 'bank.pdf', mimeType: 'application/pdf' })
    expect(await scans()).toContain(payment.bank!.storedName)
    expect((await scans()).length).toBe(before + 1)
    expect((await payload.findByID({ collection: 'invoices', id: invoice.id, overrideAccess: true })).paid).toBe(9_000_000)

    const listed = (await (await statementRoute(new Request(`http://localhost/s?provider=bank&day=${today}`, { headers: auth('bursar') }))).json()) as {
      rows: { providerId: string }[]
    }
    expect(listed.rows.map((row) => row.providerId)).toContain(`bank-${documentNumber}`)

    const download = (role?: Role) =>
      downloadScan(new Request(`http://localhost/api/payments/bank/${payment.id}/document`, { headers: auth(role) }), {
        params: Promise.resolve({ id: String(payment.id) }),
      })
    const file = await download('bursar')
    expect(file.status).toBe(200)
    expect(file.headers.get('cache-control')).toContain('no-store')
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="bank-PP-\d+\.pdf"$/)
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf())).toBe(true)
    expect((await download('admin')).status).toBe(200)
    for (const role of ['admissions', 'editor'] as const) expect((await download(role)).status, role).toBe(403)
    expect((await download()).status).toBe(401)
  })

  it('refuses the same bank document twice (409), more than is left (400), a file that is not PDF, JPEG or PNG (400), and leaves no scan behind', async () => {
    const { invoice } = await approvedApplicant(payload, catalogue)
    const documentNumber = `DUP-${stamp()}`
    expect((await post({ invoice: invoice.number, amount: '1000', paidOn: today, documentNumber }, 'bursar')).status).toBe(201)
    const before = await scans()

    const twice = await post({ invoice: invoice.number, amount: '1000', paidOn: today, documentNumber }, 'bursar')
    expect(twice.status).toBe(409)
    expect(await errorOf(twice)).toMatchObject({
      field: 'documentNumber',
      message: expect.stringContaining(`Bank document ${documentNumber} has already been entered`),
    })

    const tooMuch = await post({ invoice: invoice.number, amount: '18000000', paidOn: today, documentNumber: `${documentNumber}-2` }, 'admin')
    expect(tooMuch.status).toBe(400)
    expect(await errorOf(tooMuch)).toEqual({ field: 'amount', message: 'The amount is more than what is left to pay on this invoice: 17999000 soʻm.' })

    const html = { data: Buffer.from('<html><script>alert(1)</script></html>'), name: 'bank.pdf', type: 'application/pdf' }
    const wrongType = await post({ invoice: invoice.number, amount: '1000', paidOn: today, documentNumber: `${documentNumber}-3` }, 'bursar', html)
    expect(wrongType.status).toBe(400)
    expect(await errorOf(wrongType)).toMatchObject({ field: 'scan' })

    const noFile = await post({ invoice: invoice.number, amount: '1000', paidOn: today, documentNumber: `${documentNumber}-4` }, 'bursar', null)
    expect(noFile.status).toBe(400)

    const russian = await post({ invoice: '1234', amount: '1000', paidOn: today, documentNumber: `${documentNumber}-5` }, 'bursar', undefined, {
      cookie: 'payload-lng=ru',
    })
    expect(await errorOf(russian)).toEqual({ field: 'invoice', message: 'Счёта с таким номером нет: проверьте десять цифр.' })
    for (const [entry, field] of [
      [{ amount: '0' }, 'amount'],
      [{ amount: '12.5' }, 'amount'],
      [{ paidOn: '2999-01-01' }, 'paidOn'],
      [{ paidOn: 'yesterday' }, 'paidOn'],
      [{ documentNumber: '' }, 'documentNumber'],
      [{ documentNumber: '<script>' }, 'documentNumber'],
    ] as const) {
      const answer = await post({ ...{ invoice: invoice.number, amount: '1000', paidOn: today, documentNumber: `${documentNumber}-6` }, ...entry }, 'bursar')
      expect(answer.status, JSON.stringify(entry)).toBe(400)
      expect((await errorOf(answer)).field).toBe(field)
    }
    // Nothing refused left a file, and the invoice counts the one payment only.
    expect(await scans()).toEqual(before)
    expect((await payload.findByID({ collection: 'invoices', id: invoice.id, overrideAccess: true })).paid).toBe(1000)
  })

  it('takes a JPEG or PNG scan, and the rest of an invoice, and then nothing more', async () => {
    const { invoice } = await approvedApplicant(payload, catalogue)
    const photo = { data: await jpeg(), name: 'scan.jpg', type: 'image/jpeg' }
    const all = await post({ invoice: invoice.number, amount: '18000000', paidOn: '2026-09-01', documentNumber: `J-${stamp()}` }, 'bursar', photo)
    expect(all.status).toBe(201)
    const { payment } = (await all.json()) as { payment: { id: number } }
    const stored = await payload.findByID({ collection: 'payments', id: payment.id, overrideAccess: true })
    expect(stored.bank?.mimeType).toBe('image/jpeg')
    // A day in the past: the payment is that day's, from 00:00 in Tashkent.
    expect(stored.performedAt).toBe('2026-08-31T19:00:00.000Z')
    const more = await post({ invoice: invoice.number, amount: '1', paidOn: today, documentNumber: `J-${stamp()}` }, 'bursar')
    expect(more.status).toBe(400)
    expect((await errorOf(more)).message).toBe('This invoice is paid in full: nothing is left to pay.')
  })

  it('is refused to everyone but the bursar and admins, and to another site’s page', async () => {
    const { invoice } = await approvedApplicant(payload, catalogue)
    const before = await scans()
    const entry = { invoice: invoice.number, amount: '1000', paidOn: today, documentNumber: `NO-${stamp()}` }
    for (const role of ['admissions', 'editor'] as const) expect((await post(entry, role)).status, role).toBe(403)
    expect((await post(entry, undefined)).status).toBe(401)
    expect((await post(entry, 'bursar', undefined, { 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    expect(await scans()).toEqual(before)
    expect((await payload.count({ collection: 'payments', where: { invoice: { equals: invoice.id } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('removes the stored scan when the payment cannot be written', async () => {
    const { invoice } = await approvedApplicant(payload, catalogue)
    const before = await scans()
    const create = payload.create.bind(payload)
    vi.spyOn(payload, 'create').mockImplementation(((args: Parameters<Payload['create']>[0]) => {
      if (args.collection === 'payments') return Promise.reject(new Error('disk full'))
      return create(args)
    }) as Payload['create'])
    vi.spyOn(payload.logger, 'error').mockImplementation(() => undefined)
    const answer = await post({ invoice: invoice.number, amount: '1000', paidOn: today, documentNumber: `FAIL-${stamp()}` }, 'bursar')
    expect(answer.status).toBe(500)
    expect((await errorOf(answer)).message).toMatch(/could not be recorded/)
    expect(await scans()).toEqual(before)
    expect((await payload.count({ collection: 'payments', where: { invoice: { equals: invoice.id } }, overrideAccess: true })).totalDocs).toBe(0)
  })
})

describe(`the dashboard's payments figures on ${dialect()}`, () => {
  it('counts invoices by state, money received today, this week and in total, what is still due and overdue', async () => {
    const before = await paymentFigures(payload, users.bursar)
    const late = await approvedApplicant(payload, catalogue)
    await payload.update({
      collection: 'invoices',
      id: late.invoice.id,
      data: { instalments: [{ amount: late.invoice.total, dueDate: '2026-01-15' }] },
      overrideAccess: true,
    })
    const { invoice } = await approvedApplicant(payload, catalogue)
    await paid(invoice, 'payme', `fig-${stamp()}`, 5_000_000)
    await paid(invoice, 'click', `fig-old-${stamp()}`, 1_000_000, new Date('2025-01-10T10:00:00Z'))
    const after = await paymentFigures(payload, users.bursar)
    expect(after.invoices - before.invoices).toBe(2)
    expect(after.byState.unpaid - before.byState.unpaid).toBe(1)
    expect(after.byState.part_paid - before.byState.part_paid).toBe(1)
    expect(after.overdue - before.overdue).toBe(1)
    expect(after.receivedToday - before.receivedToday).toBe(5_000_000)
    expect(after.receivedWeek - before.receivedWeek).toBe(5_000_000)
    expect(after.receivedTotal - before.receivedTotal).toBe(6_000_000)
    expect(after.due - before.due).toBe(18_000_000 + 12_000_000)
    // Admissions staff read the same figures; editors read no invoices at all.
    expect(await paymentFigures(payload, users.admissions)).toEqual(after)
    await expect(paymentFigures(payload, users.editor)).rejects.toThrow()
  })
})
