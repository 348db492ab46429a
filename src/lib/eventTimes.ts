// When an event counts as upcoming, and the month filter, in the campus time zone
// (src/lib/dates.ts). Pure: the data layer, the iCalendar feed and the tests share it.
import type { Where } from 'payload'

import { campusClock, campusMoment, formatUzbek } from './dates'

/** An event with no end time is taken to last this long (also its DTEND in calendars). */
export const DEFAULT_EVENT_HOURS = 2
const HOUR = 3600 * 1000

/** The end a calendar and the lists go by: the given end, or the start plus the default length. */
export const effectiveEnd = (startsAt: string, endsAt: string | null | undefined) =>
  endsAt ? new Date(endsAt) : new Date(new Date(startsAt).getTime() + DEFAULT_EVENT_HOURS * HOUR)

/** Not yet over at `now`: upcoming or under way. */
export const upcomingWhere = (now: Date): Where => ({
  or: [
    { endsAt: { greater_than: now.toISOString() } },
    { and: [{ endsAt: { exists: false } }, { startsAt: { greater_than: new Date(now.getTime() - DEFAULT_EVENT_HOURS * HOUR).toISOString() } }] },
  ],
})

/** Over at `now`: the archive. */
export const pastWhere = (now: Date): Where => ({
  or: [
    { endsAt: { less_than_equal: now.toISOString() } },
    { and: [{ endsAt: { exists: false } }, { startsAt: { less_than_equal: new Date(now.getTime() - DEFAULT_EVENT_HOURS * HOUR).toISOString() } }] },
  ],
})

/** `2026-12` as a visitor may type it into the address; anything else is no month. */
export function parseMonth(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value)
  return match && Number(match[1]) >= 2000 && Number(match[1]) <= 2100 ? value : null
}

/** The month (`YYYY-MM`) a moment falls in, on campus. */
export const campusMonth = (iso: string) => campusClock(iso).toISOString().slice(0, 7)

/** Events starting in that campus month. */
export function startsInMonth(month: string): Where {
  const [year, number] = month.split('-').map(Number) as [number, number]
  const from = campusMoment(year, number - 1)
  const to = campusMoment(year, number)
  return { and: [{ startsAt: { greater_than_equal: from.toISOString() } }, { startsAt: { less_than: to.toISOString() } }] }
}

/** "December 2026" in the visitor's language (the 15th: safely inside the month in any zone). */
export function monthLabel(locale: string, month: string): string {
  const middle = new Date(`${month}-15T00:00:00Z`)
  if (locale === 'uz') return formatUzbek(middle, { timeZone: 'UTC', day: false })
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(middle)
}
