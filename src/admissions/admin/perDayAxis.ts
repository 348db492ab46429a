// The axes of the dashboard's per-day chart: a few dates along the bottom, read in the admin's
// language, and the counts up the side, whole numbers from 0 to the highest day.
import { intlLocale } from '@/i18n/locales'

const britishDates = (language: string) => intlLocale(language, { english: 'en-GB' })

/** Days are Tashkent calendar days ("2026-11-26"), so they are formatted as dates, never shifted by a zone. */
export const dayLabel = (language: string, day: string) =>
  new Intl.DateTimeFormat(britishDates(language), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))

/** Four dates (room for them at a phone’s width in Russian), the first and the last always among them, each with its place along the axis (0–100 %). */
export function dayTicks(language: string, days: string[], count = 4): { label: string; at: number }[] {
  if (days.length === 0) return []
  if (days.length === 1) return [{ label: dayLabel(language, days[0]!), at: 50 }]
  const step = (days.length - 1) / (count - 1)
  const indexes = [...new Set(Array.from({ length: count }, (_, i) => Math.round(i * step)))]
  // Each bar's centre: bar i of n sits at (i + 0.5) / n of the width.
  return indexes.map((index) => ({ label: dayLabel(language, days[index]!), at: ((index + 0.5) / days.length) * 100 }))
}

/** 0, the middle and the top of the count axis, whole numbers only: [0, 1] up to [0, 5, 10]. */
export function countTicks(most: number): number[] {
  const top = Math.max(1, Math.ceil(most))
  return top >= 2 && top % 2 === 0 ? [0, top / 2, top] : [0, top]
}
