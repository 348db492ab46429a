// The bursar's day in the back office, in each admin language: sign in (second factor included),
// find the overdue invoices, record a payment made at the bank with its scan, see the invoice
// paid, open the day's statement and download it as CSV.
import { readFile } from 'node:fs/promises'

import { type APIRequestContext, expect, type Locator, test } from './fixtures'

import { applicantDocuments, applicantFields } from '../helpers/applicant'
import { adminHeaders, newClientAddress, shot as shotOf, signInAsStaff } from './helpers'

type Item = { id: number; name: string }
const list = async (request: APIRequestContext, path: string) => ((await (await request.get(path)).json()) as { data: Item[] }).data
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
)
const today = () => new Date(Date.now() + 5 * 3600_000).toISOString().slice(0, 10)

/** An applicant who applied, was approved, and whose only instalment is overdue: their invoice. */
async function overdueInvoice(request: APIRequestContext, tag: string) {
  const degree = (await list(request, '/en/api/select/program'))[0]
  const form = (await list(request, `/en/api/select/study?program=${degree.id}`))[0]
  const direction = (await list(request, `/en/api/select/facultet?program=${degree.id}&study=${form.id}`))[0]
  const region = (await list(request, '/en/api/regions'))[0]
  const documents = await applicantDocuments()
  const passport = String(7_000_000 + (Date.now() % 1_000_000))
  const response = await request.post('/api/apply', {
    headers: { 'x-forwarded-for': newClientAddress() },
    multipart: {
      ...applicantFields(
        { degree: degree.id, studyForm: form.id, direction: direction.id, region: region.id },
        { locale: 'en', email: `bursar-${tag}-${Date.now()}@example.com`, passport_number: passport },
      ),
      ...Object.fromEntries(documents.map(({ field, name, mimeType, buffer }) => [field, { name, mimeType, buffer }])),
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  const number = ((await response.json()) as { data: { application_number: string } }).data.application_number
  const headers = await adminHeaders(request)
  const application = (await (await request.get(`/api/applications?where[applicationNumber][equals]=${number}&depth=0`, { headers })).json()).docs[0]
  for (const status of ['received', 'in_consideration', 'approved'])
    expect((await request.patch(`/api/applications/${application.id}`, { headers, data: { status } })).ok()).toBe(true)
  const invoice = (await (await request.get(`/api/invoices?where[application][equals]=${application.id}&depth=0`, { headers })).json()).docs[0]
  const late = await request.patch(`/api/invoices/${invoice.id}`, { headers, data: { instalments: [{ amount: invoice.total, dueDate: '2026-01-15' }] } })
  expect(late.ok(), await late.text()).toBe(true)
  return invoice as { id: number; number: string; total: number }
}

/**
 * Clicks what the bursar sees until the address shows where it leads, as a person taps again when a
 * tap did nothing: each try waits a few seconds, and none clicks once the address is there.
 */
async function clickUntil(target: Locator, address: RegExp) {
  const page = target.page()
  await expect(async () => {
    if (!address.test(page.url())) await target.click({ timeout: 5_000 })
    await expect(page).toHaveURL(address, { timeout: 5_000 })
  }).toPass({ timeout: 45_000 })
}

const WORDS = {
  en: { overdue: 'Overdue', record: 'Record the payment', recorded: 'Recorded', paid: 'Paid' },
  ru: { overdue: 'Просрочены', record: 'Внести оплату', recorded: 'Внесено', paid: 'Оплачен' },
  uz: { overdue: 'Muddati oʻtgan', record: 'Toʻlovni kiritish', recorded: 'Kiritildi', paid: 'Toʻlangan' },
} as const

const passes = [
  { language: 'en', width: 1440 },
  { language: 'ru', width: 1440 },
  { language: 'uz', width: 1440 },
  { language: 'en', width: 375 },
  { language: 'ru', width: 375 },
  { language: 'uz', width: 375 },
] as const

let bursar: { email: string; password: string } | undefined

for (const { language, width } of passes) {
  test(`the bursar finds an overdue invoice, records its payment at the bank and matches the day’s statement (${language}, ${width} px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000)
    await page.setViewportSize({ width, height: 900 })
    const words = WORDS[language]
    const shot = (name: string) => shotOf(page, 'bursar', `${name}-${language}-${width}`, { fullPage: true })
    const invoice = await overdueInvoice(request, `${language}${width}`)

    if (!bursar) {
      bursar = { email: `bursar-${Date.now()}@example.edu`, password: 'bursar-password-1' }
      const made = await request.post('/api/users', { headers: await adminHeaders(request), data: { ...bursar, roles: ['bursar'] } })
      expect(made.ok(), await made.text()).toBe(true)
    }
    await signInAsStaff(page, bursar)
    await page.context().addCookies([{ name: 'payload-lng', value: language, url: new URL(page.url()).origin }])

    // The admin home: the payments block, never the applications'.
    await page.goto('/admin')
    await expect(page.getByTestId('payments-dashboard')).toBeVisible()
    await expect(page.getByTestId('admissions-dashboard')).toHaveCount(0)
    await shot('dashboard')

    // Invoices › Overdue: this invoice is there.
    // The list settles first: once its scripts run it writes its default query into the address,
    // which would undo a filter chosen a moment before (seen on a loaded machine at 375 px).
    await page.goto('/admin/collections/invoices')
    await page.waitForLoadState('networkidle')
    // On a loaded machine the list may still write its default query after that, over the filter
    // just chosen: as the bursar would, choose it again until the list shows it.
    await clickUntil(page.getByTestId('invoice-filter-overdue'), /nextDueDate/)
    // Once the list's filter builder has read the condition (it rewrites one it cannot show), the
    // condition is still "before today" and the invoice still listed.
    await page.waitForLoadState('networkidle')
    await expect(page).toHaveURL(/nextDueDate[^&]*less_than/)
    await expect(page.locator('.table tbody tr', { hasText: invoice.number })).toHaveCount(1)
    await expect(page.getByTestId('invoice-filter-overdue')).toHaveText(words.overdue)
    await shot('invoices-overdue')

    // From the invoice's page to the bank entry, with the number filled in.
    // The document view settles first too (its form state comes by a request of its own).
    await page.goto(`/admin/collections/invoices/${invoice.id}`)
    await page.waitForLoadState('networkidle')
    // On the loaded machine a tap made while the view's scripts still moved it was lost (the page
    // stayed on the invoice): as the bursar would, tap again until the bank entry opens.
    await clickUntil(page.getByTestId('record-at-bank'), /\/admin\/payments-bank\?invoice=/)
    const form = page.getByTestId('bank-form')
    await expect(form.locator('input[name="invoice"]')).toHaveValue(invoice.number)
    const documentNumber = `PP-${language}-${width}-${Date.now() % 1_000_000}`
    await form.locator('input[name="amount"]').fill(String(invoice.total))
    await form.locator('input[name="documentNumber"]').fill(documentNumber)
    await form.locator('textarea[name="note"]').fill('Paid at the branch')
    await form.locator('input[name="scan"]').setInputFiles({ name: 'bank.pdf', mimeType: 'application/pdf', buffer: pdf })
    await form.getByRole('button', { name: words.record }).click()
    await expect(page.getByTestId('bank-result')).toContainText(words.recorded)
    await shot('bank-entry')

    // The invoice is paid.
    await page.goto(`/admin/collections/invoices?where[number][equals]=${invoice.number}`)
    await expect(page.locator('.table tbody tr', { hasText: invoice.number })).toContainText(words.paid)

    // Today's statement of the bank lists it; its CSV too.
    await page.goto(`/admin/payments-statement?provider=bank&day=${today()}`)
    await expect(page.getByTestId('statement-table')).toContainText(`bank-${documentNumber}`)
    await shot('statement')
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('statement-csv').click()])
    const csv = await readFile((await download.path())!, 'utf8')
    expect(csv).toContain(`bank-${documentNumber},${invoice.number},${invoice.total},performed`)
  })
}
