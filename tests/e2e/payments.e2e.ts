// Paying the contract online, in Chromium against the production server, in each language on a
// phone (and once on a wide screen): an approved applicant checks their status, sees what is due
// and the Payme and Click buttons, pays the next instalment on Payme's page (a local stand-in that
// calls the site's Payme endpoint as Payme does), comes back, sees the payment with its receipt
// and downloads the receipt; pays the rest with Click, and the invoice reads fully paid. With no
// provider switched on, the status page says nothing of paying online.
import { mkdirSync } from 'node:fs'
import path from 'node:path'

import en from '../../src/i18n/messages/en.json' with { type: 'json' }
import ru from '../../src/i18n/messages/ru.json' with { type: 'json' }
import uz from '../../src/i18n/messages/uz.json' with { type: 'json' }
import { applicantDocuments, applicantFields } from '../helpers/applicant'
import { startPaymentStandIn } from '../helpers/paymentStandIn.mjs'
import { openBeforeScripts } from './earlyPage'
import { expect, test, type APIRequestContext, type Page } from './fixtures'
import { adminHeaders, LOCALES, type Locale, newClientAddress, prefix } from './helpers'
import { baseUrl } from './secondFactor'

const messages = { en, ru, uz }
const BIRTH = '2006-04-17'
/** Where the screenshots of the payment block and the contract's invoice go, when asked for (SHOTS_DIR). */
const shots = process.env.SHOTS_DIR

type StandIn = Awaited<ReturnType<typeof startPaymentStandIn>>
let standIn: StandIn

test.beforeAll(async () => {
  standIn = await startPaymentStandIn({ site: baseUrl, paymeKey: 'payme-test-key-0123456789', clickSecret: 'click-test-secret' })
})
test.afterAll(async () => standIn?.close())

/** The payment settings as the bursar saves them: both providers on (checkouts at the stand-in), or both off. */
async function switchPayments(request: APIRequestContext, on: boolean) {
  const data = on
    ? {
        payme: { merchantId: '5e730e8e0b852a417aa49ceb', key: 'payme-test-key-0123456789', checkoutUrl: `${standIn.url}/payme` },
        click: { serviceId: '28420', merchantId: '11675', merchantUserId: '22839', secretKey: 'click-test-secret', payUrl: `${standIn.url}/click` },
      }
    : { payme: { merchantId: '', key: '' }, click: { serviceId: '', merchantId: '', merchantUserId: '', secretKey: '' } }
  const plan = [
    { share: 50, dueDate: '2027-09-01' },
    { share: 50, dueDate: '2028-02-01' },
  ]
  const response = await request.post('/api/globals/payment-settings', { headers: await adminHeaders(request), data: { ...data, plan } })
  expect(response.status(), await response.text()).toBe(200)
}

type Choice = { id: number }
const first = async (request: APIRequestContext, path: string) => ((await (await request.get(path)).json()) as { data: Choice[] }).data[0]!.id

/** An application sent through the public API and approved by the admissions office over REST; its invoice. */
async function approvedApplicant(request: APIRequestContext, locale: Locale) {
  const degree = await first(request, '/en/api/select/program')
  const studyForm = await first(request, `/en/api/select/study?program=${degree}`)
  const direction = await first(request, `/en/api/select/facultet?program=${degree}&study=${studyForm}`)
  const region = await first(request, '/en/api/regions')
  const response = await request.post('/api/apply', {
    headers: { 'x-forwarded-for': newClientAddress() },
    multipart: {
      ...applicantFields(
        { degree, studyForm, direction, region },
        { email: `payer-${locale}-${Date.now()}@example.com`, locale, birth_date: BIRTH, passport_number: String(Date.now()).slice(-7) },
      ),
      ...Object.fromEntries((await applicantDocuments()).map(({ field, name, mimeType, buffer }) => [field, { name, mimeType, buffer }])),
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  const number = ((await response.json()) as { data: { application_number: string } }).data.application_number
  const headers = await adminHeaders(request)
  const application = (await (await request.get(`/api/applications?where[applicationNumber][equals]=${number}&depth=0`, { headers })).json()).docs[0]
  for (const status of ['received', 'in_consideration', 'approved'])
    expect((await request.patch(`/api/applications/${application.id}`, { headers, data: { status } })).status()).toBe(200)
  const invoice = (await (await request.get(`/api/invoices?where[application][equals]=${application.id}&depth=0`, { headers })).json()).docs[0]
  expect(invoice, 'the approval made an invoice').toBeTruthy()
  return { number, invoice: invoice as { number: string; total: number } }
}

/** An amount as any of the three languages writes its digits: 9 000 000, 9,000,000. */
const digits = (amount: number) => new RegExp(String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '[\\s,.\u00a0\u202f]?'))

/** Number and date of birth typed and sent, as a person does; the payment block appears. */
async function check(page: Page, number: string | null) {
  if (number) await page.locator('input[name="application_number"]').fill(number)
  await page.locator('input[name="birth_date"]').fill(BIRTH)
  await page.getByTestId('status-form').locator('button[type="submit"]').click()
}

async function pdfOf(page: Page, button: ReturnType<Page['locator']>) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()])
  const chunks: Buffer[] = []
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer)
  return { name: download.suggestedFilename(), bytes: Buffer.concat(chunks) }
}

async function screenshots(page: Page, locale: Locale, name: string, target: ReturnType<Page['locator']>) {
  if (!shots) return
  mkdirSync(shots, { recursive: true })
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 })
    await target.scrollIntoViewIfNeeded()
    await target.screenshot({ path: path.join(shots, `${name}-${locale}-${width}.png`) })
  }
}

test('with no provider switched on, the status page says nothing of paying online', async ({ page, request }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 375, height: 812 })
  await switchPayments(request, false)
  for (const locale of LOCALES) {
    const t = messages[locale].studentConsole.payment
    const { number, invoice } = await approvedApplicant(request, locale)
    await page.goto(`${prefix(locale)}/studentConsole`)
    await check(page, number)
    const block = page.getByTestId('payment')
    await expect(block.getByTestId('invoice-number')).toHaveText(invoice.number)
    await expect(block.getByTestId('payment-next')).toContainText(digits(Math.floor(invoice.total / 2)))
    await expect(block.getByTestId('payment-bank')).toHaveText(t.bank.replace('{number}', invoice.number))
    const result = page.getByTestId('status-result')
    for (const word of [/\bPayme\b/, /\bClick\b/, t.payWith.replace('{provider}', '').trim()]) await expect(result).not.toContainText(word)
    await expect(result.locator('a[href*="payme"], a[href*="click"]')).toHaveCount(0)
    if (locale === 'en' && shots) await screenshots(page, locale, 'status-payment-offline', block)
  }
})

const runs: { locale: Locale; width: number }[] = [...LOCALES.map((locale) => ({ locale, width: 375 })), { locale: 'en', width: 1440 }]

for (const { locale, width } of runs) {
  test(`pays the contract with Payme, then Click, and gets the receipt, in ${locale} at ${width} px`, async ({ page, request }) => {
    test.setTimeout(180_000)
    const t = messages[locale].studentConsole.payment
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 })
    await switchPayments(request, true)
    const { number, invoice } = await approvedApplicant(request, locale)
    const half = Math.floor(invoice.total / 2)

    // Typed and sent before the page's scripts have run: the check is kept and done once they have.
    const release = await openBeforeScripts(page, `${prefix(locale)}/studentConsole`)
    await page.locator('input[name="application_number"]').fill(number)
    await page.locator('input[name="birth_date"]').fill(BIRTH)
    await page.getByTestId('status-form').locator('button[type="submit"]').click()
    release()
    const block = page.getByTestId('payment')
    await expect(block).toBeVisible()
    await expect(block.getByTestId('invoice-number')).toHaveText(invoice.number)
    await expect(block.getByTestId('invoice-total')).toContainText(digits(invoice.total))
    await expect(block.getByTestId('payment-next')).toContainText(digits(half))
    await expect(block.getByTestId('pay-payme-next')).toHaveText(t.payWith.replace('{provider}', 'Payme'))
    await expect(block.getByTestId('pay-click-next')).toHaveText(t.payWith.replace('{provider}', 'Click'))
    await expect(block.getByTestId('pay-all')).toContainText(digits(invoice.total))
    await screenshots(page, locale, 'status-payment-due', block)
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 })
    await page.unrouteAll({ behavior: 'ignoreErrors' })

    // The contract carries the invoice: its number, the total and the instalments by date.
    await page.goto(`${prefix(locale)}/get-contract`)
    await page.locator('input[name="application_number"]').fill(number)
    await page.locator('input[name="birth_date"]').fill(BIRTH)
    await page.getByTestId('contract-show').click()
    const onContract = page.getByTestId('contract-invoice')
    await expect(onContract.getByTestId('contract-invoice-number')).toHaveText(invoice.number)
    await expect(onContract.getByTestId('contract-invoice-total')).toContainText(digits(invoice.total))
    await expect(onContract.locator('tbody tr')).toHaveCount(2)
    await screenshots(page, locale, 'contract-invoice', onContract)
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 })

    // Back to the status page to pay.
    await page.goto(`${prefix(locale)}/studentConsole`)
    await check(page, number)

    // Payme's page shows the amount; Pay calls the site as Payme does and comes back here.
    await block.getByTestId('pay-payme-next').click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payme (test)')
    await expect(page.getByText(`Invoice ${invoice.number}`)).toBeVisible()
    await expect(page.getByText(`Amount ${half.toFixed(2)} UZS`)).toBeVisible()
    await page.getByRole('button', { name: 'Pay' }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/studentConsole\\?number=${number}$`))
    // The address fills in the number (never the date of birth): the applicant gives the date.
    await expect(page.locator('input[name="application_number"]')).toHaveValue(number)
    await expect(page.locator('input[name="birth_date"]')).toHaveValue('')
    await check(page, null)
    const rows = block.getByTestId('payment-row')
    await expect(rows).toHaveCount(1)
    const receipt = (await rows.first().getAttribute('data-receipt'))!
    expect(receipt).toMatch(new RegExp(`^${invoice.number}-\\d+$`))
    await expect(rows.first()).toContainText(receipt)
    await expect(rows.first()).toContainText(digits(half))
    await expect(block.getByTestId('invoice-paid')).toContainText(digits(half))

    // The receipt downloads as a PDF naming its number.
    const pdf = await pdfOf(page, rows.first().getByTestId('receipt-download'))
    expect(pdf.name).toBe(`receipt-${receipt}.pdf`)
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdf.bytes.toString('latin1')).toContain(`(${receipt})`)

    // The rest with Click: Prepare and Complete, signed; back, the invoice is paid in full.
    await expect(block.getByTestId('pay-next')).toHaveCount(0)
    await block.getByTestId('pay-click-all').click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Click (test)')
    await expect(page.getByText(`Amount ${(invoice.total - half).toFixed(2)} UZS`)).toBeVisible()
    await page.getByRole('button', { name: 'Pay' }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/studentConsole\\?number=${number}$`))
    await expect(page.locator('input[name="application_number"]')).toHaveValue(number)
    await check(page, null)
    await expect(block.getByTestId('payment-done')).toHaveText(t.paidInFull)
    await expect(block.getByTestId('payment-row')).toHaveCount(2)
    await expect(block.locator('a[data-testid^="pay-"]')).toHaveCount(0)
    await expect(block).toHaveAttribute('data-state', 'paid')
    await screenshots(page, locale, 'status-payment-paid', block)
  })
}
