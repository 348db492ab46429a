// An approved applicant's invoice through Payload, for the contract and the receipts: made now when
// the approval made none (an application approved before invoices existed, a programme given its
// fee since), with its payments as the applicant reads them.
import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { describeInvoice, type InvoiceRows, type InvoiceView } from '@/payments/shared/invoiceView'
import type { Invoice, Payment } from '@/payload-types'

import { ensureInvoice } from './invoices'
import { paymentsOf } from './ledger'

export const invoiceRows = (invoice: Invoice, payments: Payment[]): InvoiceRows => ({
  invoice: { number: invoice.number, total: Number(invoice.total) },
  instalments: (invoice.instalments ?? []).map((row) => ({ amount: Number(row.amount), dueDate: row.dueDate })),
  payments: payments.map((payment) => ({
    provider: payment.provider,
    state: payment.state,
    amount: Number(payment.amount),
    receiptNumber: payment.receiptNumber ?? null,
    performedAt: payment.performedAt ?? null,
  })),
})

/** The invoice of an approved application (made if it has none), or undefined when its programme has no fee. */
export async function applicantInvoice(payload: Payload, applicationId: number, locale: Locale): Promise<InvoiceView | undefined> {
  const invoice = await ensureInvoice(payload, applicationId)
  if (!invoice) return undefined
  return describeInvoice(invoiceRows(invoice, await paymentsOf(payload, invoice.id)), locale)
}
