// The figures of the admissions dashboard, from the complete applications' status, programme,
// region and day: counted in one pass over four small columns, so any campaign size the
// university sees (tens of thousands) is counted in well under a second.
import { TIME_ZONE } from '@/lib/dates'

import { STATUSES, type Status } from '@/admissions/shared/statuses'

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
