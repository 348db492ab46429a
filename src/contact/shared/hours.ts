// Office hours as editors enter them (Offices: rows of first day, optional last day, opening and
// closing time) and as the contact page writes them in the visitor's language: day names from
// the language's own calendar words, times on the 24-hour clock.
import type { Locale } from '@/i18n/locales'

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type Weekday = (typeof WEEKDAYS)[number]

/** 09:00, 18:30: the 24-hour clock, two digits for the hour. */
export const isTimeOfDay = (value: unknown): value is string => typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value)

/** True when both are times of day and the second is later (the texts compare as times). */
export const closesAfterOpens = (opens: string, closes: string) => closes > opens

export type HoursRow = { from: Weekday; to?: Weekday | null; opens: string; closes: string }
export type HoursLine = { days: string; time: string }

// 5 February 2024 was a Monday. Russian and Uzbek write day names in lower case: the first word
// of a line gets a capital, the last day of a range keeps the language's own spelling.
const dayName = (locale: Locale, day: Weekday) =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 1, 5 + WEEKDAYS.indexOf(day))))
const capitalized = (locale: Locale, text: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1)

/** The days a row covers, Monday first (a range that wraps past Sunday goes on to the start of the week). */
export function daysOf(row: HoursRow): Weekday[] {
  const first = WEEKDAYS.indexOf(row.from)
  const last = row.to ? WEEKDAYS.indexOf(row.to) : first
  const count = ((last - first + 7) % 7) + 1
  return Array.from({ length: count }, (_, i) => WEEKDAYS[(first + i) % 7]!)
}

/** Each row as the page shows it: "Monday – Friday", "09:00–18:00". */
export function hoursLines(rows: HoursRow[], locale: Locale): HoursLine[] {
  return rows.map((row) => {
    const to = row.to && row.to !== row.from ? row.to : null
    const first = capitalized(locale, dayName(locale, row.from))
    return { days: to ? `${first} – ${dayName(locale, to)}` : first, time: `${row.opens}–${row.closes}` }
  })
}

/** True when some day of the week is in no row: the page then says the other days are closed. */
export const leavesDaysClosed = (rows: HoursRow[]) => rows.length > 0 && new Set(rows.flatMap(daysOf)).size < 7
