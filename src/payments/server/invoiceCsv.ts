// The invoices list as CSV, as the bursar filtered it: the same quoting, BOM and defused formulas as
// the applications' export (src/admissions/server/csv.ts).
import { csvLine } from '@/admissions/server/csv'
import { isOverdue } from '@/payments/shared/standing'
import type { Invoice } from '@/payload-types'

const named = (value: unknown) => (typeof value === 'object' && value !== null ? String((value as { name?: string }).name ?? '') : '')

export const invoiceColumns = (today: string): [string, (row: Invoice) => unknown][] => [
  ['Number', (row) => row.number],
  ['Payer', (row) => row.payerName],
  ['Programme', (row) => named(row.program)],
  ['Total', (row) => row.total],
  ['Paid', (row) => row.paid ?? 0],
  ['Left', (row) => Math.max(0, Number(row.total) - Number(row.paid ?? 0))],
  ['State', (row) => row.state],
  ['Next due date', (row) => row.nextDueDate],
  ['Overdue', (row) => (row.state !== 'paid' && isOverdue({ nextDueDate: row.nextDueDate ?? null }, today) ? 'yes' : 'no')],
]

export const invoiceCsvHeader = (today: string) => `\uFEFF${csvLine(invoiceColumns(today).map(([title]) => title))}`
export const invoiceCsvRow = (today: string) => {
  const columns = invoiceColumns(today)
  return (row: Invoice) => csvLine(columns.map(([, read]) => read(row)))
}
