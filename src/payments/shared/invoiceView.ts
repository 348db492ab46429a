// An invoice as an applicant reads it (the status page, the contract and its PDF): what it asks for,
// by when, and what has come in, every amount and date already written in the applicant's language.
// Pure: the rows come from Payload (the contract) or the status check's own read (its front-door twin).
import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { formatDate } from '@/lib/dates'

import { formatSoum } from './money'
import { type Instalment, type Standing, standingOf } from './standing'
import { isProvider } from './states'

export type InvoiceRows = {
  invoice: { number: string; total: number }
  instalments: Instalment[]
  /** The invoice's payments (any state); only performed and refunded ones are shown. */
  payments: { provider: string; state: string; amount: number; receiptNumber: string | null; performedAt: string | null }[]
}

type Money = { amount: number; amount_text: string }

export type InvoiceView = {
  invoice_number: string
  state: Standing['state']
  total: number
  total_text: string
  paid: number
  paid_text: string
  remaining: number
  remaining_text: string
  next: (Money & { due_date: string | null; due_text: string }) | null
  instalments: (Money & { due_date: string; due_text: string; covered: number; covered_text: string })[]
  payments: (Money & { receipt_number: string; provider: string; provider_label: string; state: 'performed' | 'refunded'; paid_at_text: string })[]
}

/** Money received: performed payments (a refunded one took its money back). */
const received = (payments: InvoiceRows['payments']) => payments.filter((row) => row.state === 'performed').reduce((sum, row) => sum + row.amount, 0)

export const standingOfRows = (rows: InvoiceRows): Standing => standingOf(rows.invoice.total, rows.instalments, received(rows.payments))

export function describeInvoice(rows: InvoiceRows, locale: Locale): InvoiceView {
  const standing = standingOfRows(rows)
  const soum = (amount: number) => formatSoum(locale, amount)
  const day = (date: string | null) => (date ? formatDate(locale, `${date.slice(0, 10)}T12:00:00Z`) : '')
  const providers = translator(locale, 'payments')
  return {
    invoice_number: rows.invoice.number,
    state: standing.state,
    total: standing.total,
    total_text: soum(standing.total),
    paid: standing.paid,
    paid_text: soum(standing.paid),
    remaining: standing.remaining,
    remaining_text: soum(standing.remaining),
    next:
      standing.nextAmount > 0
        ? { amount: standing.nextAmount, amount_text: soum(standing.nextAmount), due_date: standing.nextDueDate, due_text: day(standing.nextDueDate) }
        : null,
    instalments: standing.instalments
      .filter((row) => row.dueDate)
      .map((row) => ({
        amount: row.amount,
        amount_text: soum(row.amount),
        due_date: row.dueDate,
        due_text: day(row.dueDate),
        covered: row.covered,
        covered_text: soum(row.covered),
      })),
    payments: rows.payments.flatMap((row) =>
      (row.state === 'performed' || row.state === 'refunded') && row.receiptNumber
        ? [
            {
              receipt_number: row.receiptNumber,
              amount: row.amount,
              amount_text: soum(row.amount),
              provider: row.provider,
              provider_label: isProvider(row.provider) ? providers(`providers.${row.provider}`) : row.provider,
              state: row.state,
              paid_at_text: row.performedAt ? formatDate(locale, row.performedAt, true) : '',
            },
          ]
        : [],
    ),
  }
}
