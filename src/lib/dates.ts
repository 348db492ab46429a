import { intlLocale } from '@/i18n/locales'
// Dates as the university's visitors read them: in their language, in the campus time zone.
export const TIME_ZONE = 'Asia/Tashkent'
/**
 * The same zone as a distance from UTC, for calendar arithmetic in queries (a month's or a year's
 * bounds): Tashkent keeps UTC+5 all year, with no daylight saving (a unit test holds the two together).
 */
export const TIME_ZONE_OFFSET_HOURS = 5
const OFFSET_MS = TIME_ZONE_OFFSET_HOURS * 3600 * 1000

/** The campus wall clock of a moment, as a UTC date whose fields read it ("year", "month" on campus). */
export const campusClock = (moment: string | Date) => new Date(new Date(moment).getTime() + OFFSET_MS)
/** The moment the campus wall clock shows this date and hour (month from 0, as Date.UTC). */
export const campusMoment = (year: number, month: number, day = 1, hour = 0) => new Date(Date.UTC(year, month, day, hour) - OFFSET_MS)

/** Formatters made once per language and form: making one costs far more than using it (a page of results formats ten dates). */
const dateFormats = new Map<string, Intl.DateTimeFormat>()
function dateFormat(locale: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale} ${withTime}`
  let format = dateFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
      timeZone: TIME_ZONE,
    })
    dateFormats.set(key, format)
  }
  return format
}

export function formatDate(locale: string, iso: string, withTime = false): string {
  if (locale === 'uz') return formatUzbek(new Date(iso), { timeZone: TIME_ZONE, time: withTime })
  return dateFormat(locale, withTime).format(new Date(iso))
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

/**
 * A moment as the back office shows it: "25 November 2026, 17:35", in the university's time zone
 * whatever the staff member's computer is set to (the words saying so are added by the caller).
 */
export function formatStaffTime(language: string, iso: string): string {
  const date = new Date(iso)
  if (language === 'uz') return formatUzbek(date, { timeZone: TIME_ZONE, time: true })
  return new Intl.DateTimeFormat(intlLocale(language, { english: 'en-GB' }), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: TIME_ZONE,
  }).format(date)
}

/**
 * Uzbek month names as CLDR has them: browsers built with a reduced ICU (Debian's Chromium among
 * them) lack Uzbek and print "2026 M11 26" instead, so Uzbek dates are spelled out here, the same
 * on the server and in any browser.
 */
const UZBEK_MONTHS = ['yanvar', 'fevral', 'mart', 'aprel', 'may', 'iyun', 'iyul', 'avgust', 'sentabr', 'oktabr', 'noyabr', 'dekabr']

type UzbekFormat = { timeZone: string; day?: boolean; time?: boolean; zoneName?: boolean }

/**
 * CLDR's long Uzbek forms: "26-noyabr, 2026", with the time "26-noyabr, 2026, 20:47", with the
 * zone "26-noyabr, 2026, 20:47 (GMT+5)"; without the day "noyabr, 2026".
 */
const numericFormats = new Map<string, Intl.DateTimeFormat>()
/** The date's numbers in this zone, from one formatter per zone. */
function numericFormat(timeZone: string): Intl.DateTimeFormat {
  let format = numericFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
      timeZoneName: 'short',
    })
    numericFormats.set(timeZone, format)
  }
  return format
}

export function formatUzbek(date: Date, { timeZone, day = true, time = false, zoneName = false }: UzbekFormat): string {
  const parts = Object.fromEntries(
    numericFormat(timeZone)
      .formatToParts(date)
      .map(({ type, value }) => [type, value]),
  )
  const month = `${UZBEK_MONTHS[Number(parts.month) - 1]}, ${parts.year}`
  const moment = `${day ? `${Number(parts.day)}-` : ''}${month}${time ? `, ${parts.hour}:${parts.minute}` : ''}`
  return zoneName ? `${moment} (${parts.timeZoneName})` : moment
}
