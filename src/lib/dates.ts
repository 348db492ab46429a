// Dates as the university's visitors read them: in their language, in the campus time zone.
export const TIME_ZONE = 'Asia/Tashkent'

const intlLocale = (locale: string) => (locale === 'uz' ? 'uz-Latn' : locale)

export function formatDate(locale: string, iso: string, withTime = false): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    timeZone: TIME_ZONE,
  }).format(new Date(iso))
}

/** "12 March 2026, 10:00 – 13:00", or across days "12 March 10:00 – 14 March 2026 18:00". */
export function formatRange(locale: string, startIso: string, endIso: string | null): string {
  const start = formatDate(locale, startIso, true)
  if (!endIso) return start
  const sameDay = formatDate(locale, startIso) === formatDate(locale, endIso)
  const end = sameDay
    ? new Intl.DateTimeFormat(intlLocale(locale), { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE }).format(new Date(endIso))
    : formatDate(locale, endIso, true)
  return `${start} – ${end}`
}
