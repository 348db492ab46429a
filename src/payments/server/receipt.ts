// POST /api/payments/receipt: application number and date of birth (the lookup of the status check
// and the contract, with its limits) and a receipt number → that payment's receipt as a PDF, in the
// language asked. A receipt that is not this applicant's, or not one at all, gets the same "Not
// found" as a failed lookup: nothing here tells whether a number exists.
import 'server-only'

import type { Payload } from 'payload'

import { findForLookup, lookUpIn, readLookupForm } from '@/admissions/server/lookup'
import type { Locale } from '@/i18n/locales'
import { localizePath } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { failure, NO_STORE } from '@/lib/apiAnswers'
import { formatDate } from '@/lib/dates'
import { formatSoum } from '@/payments/shared/money'
import { isProvider } from '@/payments/shared/states'
import type { Invoice, Payment } from '@/payload-types'

import { invoiceOfApplication } from './invoices'
import { paymentsOf, receivedOf, standingFor } from './ledger'
import { receiptPdf } from './receiptPdf'

/** What a receipt number looks like (ledger.ts receiptNumberOf): the invoice's ten digits, a dash, the payment's id. */
const RECEIPT = /^[1-9]\d{9}-\d{1,12}$/

/** What /studentConsole?receipt=… says when the page's plain form comes back without a receipt. */
const REASONS: Record<number, string> = { 428: 'rateLimited', 429: 'rateLimited', 503: 'unavailable' }

const fromPage = (request: Request) => (request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded')

async function receiptView(payload: Payload, locale: Locale, invoice: Invoice, payment: Payment) {
  const [settings, program, payments] = await Promise.all([
    payload.findGlobal({ slug: 'settings', locale, fallbackLocale: 'en', depth: 0 }),
    typeof invoice.program === 'number'
      ? payload.findByID({ collection: 'programs', id: invoice.program, locale, fallbackLocale: 'en', depth: 0, overrideAccess: true, disableErrors: true })
      : invoice.program,
    paymentsOf(payload, invoice.id),
  ])
  const t = translator(locale, 'payments')
  const standing = standingFor(invoice, receivedOf(payments))
  const rows: [string, string][] = [
    [t('receipt.number'), payment.receiptNumber ?? ''],
    [t('receipt.invoice'), invoice.number],
    [t('receipt.payer'), invoice.payerName ?? ''],
    [t('receipt.programme'), program?.name ?? ''],
    [t('receipt.amount'), formatSoum(locale, Number(payment.amount))],
    [t('receipt.provider'), isProvider(payment.provider) ? t(`providers.${payment.provider}`) : payment.provider],
    [t('receipt.date'), payment.performedAt ? formatDate(locale, payment.performedAt, true) : ''],
    [t('receipt.left'), standing.remaining > 0 ? formatSoum(locale, standing.remaining) : t('receipt.nothingLeft')],
  ]
  return { university: settings.siteTitle ?? '', title: t('receipt.title'), rows }
}

export async function answerReceipt(request: Request, payload: Payload): Promise<Response> {
  const input = await readLookupForm(request)
  const found = await lookUpIn(input, request.headers, (number, birthDate) => findForLookup(payload, number, birthDate))
  const notFound = (locale: Locale, response = failure(404, locale, 'notFound')) => {
    // The status page's form without JavaScript: back to the page, which says what went wrong.
    if (!fromPage(request) || response.status === 403) return response
    const reason = REASONS[response.status] ?? 'notFound'
    return new Response(null, { status: 303, headers: { ...NO_STORE, Location: `${localizePath(locale, '/studentConsole')}?receipt=${reason}` } })
  }
  if (!found.ok) return notFound(found.locale, found.response)
  const { application, locale } = found
  const asked = (input as Record<string, unknown>).receipt_number
  const receiptNumber = typeof asked === 'string' ? asked.trim() : ''
  if (application.status !== 'approved' || !RECEIPT.test(receiptNumber)) return notFound(locale)
  try {
    return (await receiptOf(payload, application.id, receiptNumber, locale)) ?? notFound(locale)
  } catch (error) {
    console.error('A receipt could not be made:', error)
    return notFound(locale, failure(503, locale, 'serviceUnavailable', { 'Retry-After': '30' }))
  }
}

async function receiptOf(payload: Payload, applicationId: number, receiptNumber: string, locale: Locale): Promise<Response | undefined> {
  const invoice = await invoiceOfApplication(payload, applicationId)
  if (!invoice) return undefined
  const { docs } = await payload.find({
    collection: 'payments',
    where: { and: [{ receiptNumber: { equals: receiptNumber } }, { invoice: { equals: invoice.id } }, { state: { equals: 'performed' } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const payment = docs[0]
  if (!payment) return undefined
  const pdf = await receiptPdf(await receiptView(payload, locale, invoice, payment), receiptNumber)
  return new Response(new Uint8Array(pdf), {
    headers: { ...NO_STORE, 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="receipt-${receiptNumber}.pdf"` },
  })
}
