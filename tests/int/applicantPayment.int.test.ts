// What an applicant sees of paying the contract, on both databases: the status check carries the
// invoice of an approved application only, with links to pay only while a provider is on; a
// receipt is given only for one's own payment, and any other asks get the lookup's "Not found".
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as statusRoute } from '@/app/api/console/route'
import { POST as receiptRoute } from '@/app/api/payments/receipt/route'
import en from '@/i18n/messages/en.json'
import { processWide } from '@/lib/processWide'
import { openPayment, performPayment, withInvoiceHeld } from '@/payments/server/ledger'
import type { PaymentAnswer } from '@/admissions/ui/PaymentBlock'

import { type Catalogue, submitApplicationThroughRoute } from '../helpers/admissionsFixture'
import { approvedApplicant, paymentsCatalogue, switchPaymentsOn, type Approved } from '../helpers/paymentsFixture'
import { dialect, testPayload } from '../helpers/payload'

let payload: Payload
let catalogue: Catalogue
let counter = 0
/** A client address of its own per request, so no limit of another test is met. */
const client = () => `10.73.${Math.floor(++counter / 250)}.${counter % 250}`

const post = (route: (request: Request) => Promise<Response>, path: string, body: Record<string, string>, form = false) =>
  route(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      body: form ? new URLSearchParams(body).toString() : JSON.stringify(body),
      headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json', 'x-forwarded-for': client() },
    }),
  )

async function statusOf(number: string, birthDate: string, locale = 'en') {
  const response = await post(statusRoute, '/api/console', { application_number: number, birth_date: birthDate, locale })
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toContain('no-store')
  return ((await response.json()) as { data: { status: string; payment?: PaymentAnswer } }).data
}

/** A payment performed as a provider's endpoint performs it, with the invoice held. */
const pay = (applicant: Approved, id: string, amount: number) =>
  withInvoiceHeld(payload, applicant.invoice.id, async (req) => {
    const opened = await openPayment(payload, req, { invoice: applicant.invoice.id, provider: 'payme', providerId: id, amount })
    return performPayment(payload, req, opened, applicant.invoice)
  })

const switchPaymentsOff = () =>
  payload.updateGlobal({
    slug: 'payment-settings',
    data: { payme: { merchantId: '', key: '' }, click: { serviceId: '', merchantId: '', merchantUserId: '', secretKey: '' } },
    overrideAccess: true,
  })

beforeAll(async () => {
  payload = await testPayload()
  // The applicant's e-mails are not what is tested here.
  processWide<{ wake?: () => void }>('outbox.payments.notices', () => ({})).wake = () => {}
  catalogue = await paymentsCatalogue(payload, 'applicant-pay')
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

describe(`the status check's payment block on ${dialect()}`, () => {
  it('says nothing of payment before the application is approved', async () => {
    const number = await submitApplicationThroughRoute(catalogue, { birth_date: '2006-05-05' })
    const data = await statusOf(number, '2006-05-05')
    expect(data.status).toBe('not_confirmed')
    expect(data).not.toHaveProperty('payment')
  })

  it('shows the invoice, what is due next and by when, and no links while no provider is on', async () => {
    await switchPaymentsOff()
    const applicant = await approvedApplicant(payload, catalogue, 'ru')
    const data = await statusOf(applicant.application.applicationNumber, applicant.birthDate, 'ru')
    expect(data.payment).toMatchObject({
      invoice_number: applicant.invoice.number,
      state: 'unpaid',
      total: 18_000_000,
      paid: 0,
      remaining: 18_000_000,
      next: { amount: 9_000_000, amount_text: expect.stringMatching(/^9\s000\s000 сум$/), due_date: '2026-09-01', due_text: '1 сентября 2026 г.' },
      payments: [],
      pay: [],
    })
    expect(data.payment!.instalments.map((row) => row.due_date)).toEqual(['2026-09-01', '2027-02-01'])
  })

  it('offers Payme and Click for the next instalment and for everything, coming back to the status page in the same language', async () => {
    await switchPaymentsOn(payload)
    const applicant = await approvedApplicant(payload, catalogue, 'uz')
    const { applicationNumber } = applicant.application
    const { pay } = (await statusOf(applicationNumber, applicant.birthDate, 'uz')).payment!
    expect(pay.map((option) => [option.kind, option.amount])).toEqual([
      ['next', 9_000_000],
      ['all', 18_000_000],
    ])
    const payme = Buffer.from(pay[0]!.payme_url!.split('/').pop()!, 'base64').toString()
    expect(payme).toContain(`ac.invoice=${applicant.invoice.number};a=900000000;l=uz;`)
    const back = decodeURIComponent(payme.split(';c=')[1]!)
    expect(back).toMatch(new RegExp(`/uz/studentConsole\\?number=${applicationNumber}$`))
    const click = new URL(pay[1]!.click_url!)
    expect(Object.fromEntries(click.searchParams)).toMatchObject({ amount: '18000000.00', transaction_param: applicant.invoice.number, return_url: back })
    // The date of birth is never in an address.
    for (const option of pay) expect(`${option.payme_url} ${option.click_url}`).not.toContain(applicant.birthDate)
  })

  it('lists each payment with its receipt number, and asks for what is left', async () => {
    await switchPaymentsOn(payload)
    const applicant = await approvedApplicant(payload, catalogue)
    const paid = await pay(applicant, `status-${Date.now()}`, 9_000_000)
    const data = (await statusOf(applicant.application.applicationNumber, applicant.birthDate)).payment!
    expect(data).toMatchObject({ state: 'part_paid', paid: 9_000_000, remaining: 9_000_000, next: { amount: 9_000_000, due_date: '2027-02-01' } })
    expect(data.payments).toEqual([
      expect.objectContaining({ receipt_number: paid.receiptNumber, amount: 9_000_000, provider_label: 'Payme', state: 'performed' }),
    ])
    expect(data.pay.map((option) => option.amount)).toEqual([9_000_000])
  })
})

describe(`a payment's receipt on ${dialect()}`, () => {
  let applicant: Approved
  let other: Approved
  let receipt: string
  let othersReceipt: string

  beforeAll(async () => {
    applicant = await approvedApplicant(payload, catalogue, 'ru')
    other = await approvedApplicant(payload, catalogue)
    receipt = (await pay(applicant, `receipt-${Date.now()}`, 9_000_000)).receiptNumber!
    othersReceipt = (await pay(other, `receipt-other-${Date.now()}`, 18_000_000)).receiptNumber!
  }, 120_000)

  const ask = (receiptNumber: string, birthDate = applicant.birthDate, form = false) =>
    post(
      receiptRoute,
      '/api/payments/receipt',
      { application_number: applicant.application.applicationNumber, birth_date: birthDate, receipt_number: receiptNumber, locale: 'ru' },
      form,
    )

  it('is a PDF of that payment, never stored', async () => {
    const response = await ask(receipt)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('cache-control')).toContain('no-store')
    expect(response.headers.get('content-disposition')).toContain(`receipt-${receipt}.pdf`)
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    expect(bytes.toString('latin1')).toContain(`(${receipt})`)
  })

  it('answers someone else’s receipt, a made-up one and a malformed one as a failed lookup does', async () => {
    const failedLookup = await ask(receipt, '2001-01-01')
    expect(failedLookup.status).toBe(404)
    const expected = await failedLookup.text()
    expect(JSON.parse(expected)).toEqual({ errors: [{ message: expect.any(String) }] })
    for (const asked of [othersReceipt, `${applicant.invoice.number}-999999`, 'nonsense', '']) {
      const answer = await ask(asked)
      expect(answer.status, asked).toBe(404)
      expect(await answer.text(), asked).toBe(expected)
    }
  })

  it('sends the status page’s plain form back to the page, which says the receipt was not found', async () => {
    const answer = await ask(othersReceipt, applicant.birthDate, true)
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/ru/studentConsole?receipt=notFound')
    expect(en.studentConsole.payment.receiptNotFound).toBeTruthy()
  })
})
