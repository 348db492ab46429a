// The figures of the admissions dashboard, from the complete applications' status, programme,
// region and day: counted in one pass over four small columns, so any campaign size the
// university sees (tens of thousands) is counted in well under a second. The payments block's
// figures likewise, from the invoices' state and sums and the performed payments' amount and day.
import { TIME_ZONE } from '@/lib/dates'

import { STATUSES, type Status } from '@/admissions/shared/statuses'
import { isOverdue } from '@/payments/shared/standing'
import { INVOICE_STATES, type InvoiceState } from '@/payments/shared/states'

export type DashboardRow = { status: string; program?: unknown; region?: unknown; createdAt: string }
export type Counts = {
  total: number
  byStatus: Record<Status, number>
  byProgram: [id: number, count: number][]
  byRegion: [id: number, count: number][]
  perDay: [day: string, count: number][]
}

const idOf = (value: unknown) => (typeof value === 'number' ? value : typeof value === 'object' && value ? Number((value as { id?: unknown }).id) : NaN)
const dayIn = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date)
const ranked = (counts: Map<number, number>) => [...counts].filter(([id]) => Number.isFinite(id)).sort((a, b) => b[1] - a[1] || a[0] - b[0])

/** Counts by status, programme and region (largest first), and per day over the last `days` days (days in Tashkent, oldest first). */
export function countApplications(rows: DashboardRow[], now: Date, days = 30): Counts {
  const byStatus = Object.fromEntries(STATUSES.map((status) => [status, 0])) as Record<Status, number>
  const byProgram = new Map<number, number>()
  const byRegion = new Map<number, number>()
  const perDay = new Map<string, number>()
  for (let back = days - 1; back >= 0; back--) perDay.set(dayIn(new Date(now.getTime() - back * 86_400_000)), 0)
  for (const row of rows) {
    if (row.status in byStatus) byStatus[row.status as Status]++
    const program = idOf(row.program)
    const region = idOf(row.region)
    byProgram.set(program, (byProgram.get(program) ?? 0) + 1)
    byRegion.set(region, (byRegion.get(region) ?? 0) + 1)
    const day = dayIn(new Date(row.createdAt))
    if (perDay.has(day)) perDay.set(day, perDay.get(day)! + 1)
  }
  return { total: rows.length, byStatus, byProgram: ranked(byProgram), byRegion: ranked(byRegion), perDay: [...perDay] }
}

export type InvoiceRow = { state: string; total: number; paid?: number | null; nextDueDate?: string | null }
export type ReceivedRow = { amount: number; performedAt?: string | null }
export type PaymentFigures = {
  invoices: number
  byState: Record<InvoiceState, number>
  receivedToday: number
  receivedWeek: number
  receivedTotal: number
  /** What is left to pay on every invoice not paid. */
  due: number
  overdue: number
}

/** Monday of the campus week `day` (YYYY-MM-DD) falls in. */
export function weekStart(day: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7))
  return date.toISOString().slice(0, 10)
}

/** The payments block of the dashboard: invoices by state, money received (performed payments) by campus day, what is due and overdue. */
export function countPayments(invoices: InvoiceRow[], received: ReceivedRow[], now: Date): PaymentFigures {
  const today = dayIn(now)
  const monday = weekStart(today)
  const byState = Object.fromEntries(INVOICE_STATES.map((state) => [state, 0])) as Record<InvoiceState, number>
  let due = 0
  let overdue = 0
  for (const invoice of invoices) {
    if (invoice.state in byState) byState[invoice.state as InvoiceState]++
    if (invoice.state === 'paid') continue
    due += Math.max(0, Number(invoice.total) - Number(invoice.paid ?? 0))
    if (isOverdue({ nextDueDate: invoice.nextDueDate ?? null }, today)) overdue++
  }
  let receivedToday = 0
  let receivedWeek = 0
  let receivedTotal = 0
  for (const payment of received) {
    const amount = Number(payment.amount)
    receivedTotal += amount
    const day = payment.performedAt ? dayIn(new Date(payment.performedAt)) : ''
    if (day === today) receivedToday += amount
    if (day >= monday && day <= today) receivedWeek += amount
  }
  return { invoices: invoices.length, byState, receivedToday, receivedWeek, receivedTotal, due, overdue }
}
