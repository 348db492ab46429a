// The status check (POST /api/console): number and date of birth → status and its label, and
// the checklist of the application's documents (received, needs replacing with the staff's
// reason, replaced). One handler, answerStatusCheck, answers POST /api/console for the production
// server before Next (src/edge/twins.ts) and for the route handler under `next dev` or a plain
// `next start`. The compatibility API (src/compat) asks without a checklist: its answer keeps
// the original front end's shape. An approved application's answer carries its invoice and, when a
// provider is on, the links to pay it (src/payments/payLinks.ts).
import { isDocumentKind } from '@/admissions/shared/documents'
import { checklistOrder, documentState, type ChecklistItem } from '@/admissions/shared/documentStates'
import { isStatus } from '@/admissions/shared/statuses'
import { env } from '@/env'
import { type Locale, localizePath } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { failure, json } from '@/lib/apiAnswers'
import { payOptions } from '@/payments/payLinks'
import { describeInvoice, standingOfRows } from '@/payments/shared/invoiceView'
import { telegramConnectUrl } from '@/telegram/linkTokens'

import { lookUpIn, readLookupForm, type ChecklistRow, type FindChecklist, type FindForLookup, type FindPayment, type PaymentRows } from './lookup'
import type { LookupReader } from './lookupReader'

type ChecklistAnswer = ChecklistItem & { label: string; state_label: string }

function describeChecklist(rows: ChecklistRow[], locale: Locale): ChecklistAnswer[] {
  const fields = translator(locale, 'form')
  const states = translator(locale, 'documentRequest')
  return checklistOrder(rows).flatMap((row) => {
    if (!isDocumentKind(row.kind)) return []
    const state = documentState(row.state)
    return [
      {
        document: row.kind,
        label: fields(`fields.${row.kind}`),
        state,
        state_label: states(`states.${state}`),
        reason: state === 'needs_replacement' ? row.reason : null,
      },
    ]
  })
}

/**
 * Where a provider's page sends the applicant back: the status page in their language, with the
 * application number to fill in (never the date of birth, which stays between them and the site).
 */
export const paymentReturnUrl = (locale: Locale, applicationNumber: string) =>
  `${new URL(localizePath(locale, '/studentConsole'), env.SITE_URL).toString()}?number=${encodeURIComponent(applicationNumber)}`

function describePayment(rows: PaymentRows, locale: Locale, applicationNumber: string) {
  const invoice = describeInvoice(rows, locale)
  const pay = payOptions({
    providers: rows.providers,
    standing: standingOfRows(rows),
    invoiceNumber: rows.invoice.number,
    locale,
    returnUrl: paymentReturnUrl(locale, applicationNumber),
  })
  return { ...invoice, pay }
}

export async function statusCheck(body: unknown, headers: Headers, find: FindForLookup, checklist?: FindChecklist, payment?: FindPayment): Promise<Response> {
  const found = await lookUpIn(body, headers, find)
  if (!found.ok) return found.response
  const { application, locale } = found
  const status = isStatus(application.status) ? application.status : 'not_confirmed'
  const answer = { status, label: translator(locale, 'statuses')(status) }
  if (!checklist) return json(200, { data: answer })
  let rows: ChecklistRow[]
  let invoice: PaymentRows | undefined
  try {
    ;[rows, invoice] = await Promise.all([
      checklist(application.id),
      // Only an approved application has an invoice: nobody else's check reads one.
      status === 'approved' && payment ? payment(application.id) : undefined,
    ])
  } catch (error) {
    console.error('Application checklist failed:', error)
    return failure(503, locale, 'serviceUnavailable', { 'Retry-After': '30' })
  }
  // With the Telegram bot set up, the page offers to connect it to this application (src/telegram).
  const telegram = telegramConnectUrl(application.id)
  return json(200, {
    data: {
      ...answer,
      documents: describeChecklist(rows, locale),
      ...(telegram ? { telegram_url: telegram } : {}),
      ...(invoice ? { payment: describePayment(invoice, locale, application.applicationNumber) } : {}),
    },
  })
}

/** POST /api/console: the JSON or form body read, and answered from this reader's rows. */
export const answerStatusCheck =
  (reader: Pick<LookupReader, 'find' | 'checklist' | 'payment'>) =>
  async (request: Request): Promise<Response> =>
    statusCheck(await readLookupForm(request), request.headers, reader.find, reader.checklist, reader.payment)
