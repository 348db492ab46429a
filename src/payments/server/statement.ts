// A day's statement of one provider, to set beside Payme's GetStatement and Click's reports: the
// transactions created that day in Tashkent (as Payme's statement takes them by their create time),
// whatever became of them since, with what was received and what went back.
import 'server-only'

import type { Payload } from 'payload'

import { csvLine } from '@/admissions/server/csv'
import { campusClock, campusMoment } from '@/lib/dates'
import type { Provider } from '@/payments/shared/states'
import type { Payment } from '@/payload-types'

export type StatementRow = {
  id: number
  createdAt: string
  providerId: string
  invoiceNumber: string
  invoiceId: number
  amount: number
  state: Payment['state']
  performedAt: string | null
  cancelledAt: string | null
  reason: number | null
}

export type Statement = { provider: Provider; day: string; rows: StatementRow[]; performed: number; refunded: number }

/** A calendar day as YYYY-MM-DD, or undefined. */
export function parseDay(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined
  const [year, month, day] = value.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && year >= 2000 ? value : undefined
}

/** The day's bounds: from 00:00 in Tashkent to the next 00:00. */
export function dayBounds(day: string): { from: string; to: string } {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return { from: campusMoment(year, month - 1, date).toISOString(), to: campusMoment(year, month - 1, date + 1).toISOString() }
}

const sum = (rows: StatementRow[], state: Payment['state']) => rows.filter((row) => row.state === state).reduce((all, row) => all + row.amount, 0)

export async function dayStatement(payload: Payload, provider: Provider, day: string): Promise<Statement> {
  const { from, to } = dayBounds(day)
  const { docs } = await payload.find({
    collection: 'payments',
    where: { and: [{ provider: { equals: provider } }, { openedAt: { greater_than_equal: from } }, { openedAt: { less_than: to } }] },
    sort: ['openedAt', 'id'],
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const invoiceIds = [...new Set(docs.map((doc) => (typeof doc.invoice === 'object' ? doc.invoice.id : doc.invoice)))]
  const invoices =
    invoiceIds.length === 0
      ? []
      : (
          await payload.find({
            collection: 'invoices',
            where: { id: { in: invoiceIds } },
            select: { number: true },
            pagination: false,
            depth: 0,
            overrideAccess: true,
          })
        ).docs
  const numbers = new Map(invoices.map((invoice) => [invoice.id, invoice.number]))
  const rows = docs.map((doc): StatementRow => {
    const invoiceId = typeof doc.invoice === 'object' ? doc.invoice.id : doc.invoice
    return {
      id: doc.id,
      createdAt: doc.openedAt ?? doc.createdAt,
      providerId: doc.providerId,
      invoiceNumber: numbers.get(invoiceId) ?? String(invoiceId),
      invoiceId,
      amount: Number(doc.amount),
      state: doc.state,
      performedAt: doc.performedAt ?? null,
      cancelledAt: doc.cancelledAt ?? null,
      reason: doc.cancelReason ?? null,
    }
  })
  return { provider, day, rows, performed: sum(rows, 'performed'), refunded: sum(rows, 'refunded') }
}

/** A moment as a spreadsheet reads it, on the campus clock: 2026-11-28 14:05:09. */
export const campusTimestamp = (iso: string | null) => (iso ? campusClock(iso).toISOString().slice(0, 19).replace('T', ' ') : '')

const COLUMNS: [string, (row: StatementRow) => unknown][] = [
  ['Created (Tashkent)', (row) => campusTimestamp(row.createdAt)],
  ['Transaction', (row) => row.providerId],
  ['Invoice', (row) => row.invoiceNumber],
  ['Amount', (row) => row.amount],
  ['State', (row) => row.state],
  ['Performed (Tashkent)', (row) => campusTimestamp(row.performedAt)],
  ['Cancelled (Tashkent)', (row) => campusTimestamp(row.cancelledAt)],
  ['Reason', (row) => row.reason],
]

export const statementCsv = (statement: Statement) =>
  `\uFEFF${csvLine(COLUMNS.map(([title]) => title))}${statement.rows.map((row) => csvLine(COLUMNS.map(([, read]) => read(row)))).join('')}`
