// When a programme takes applications, and how its dates read: one rule for the server's check,
// the form, the programme page, the home page and the deadlines calendar. Browser-safe: no Node
// or server imports. A period is half open: open from `opensAt` (included) until `closesAt`
// (excluded); a side left empty does not limit it, so no dates at all means always open.
import { intlLocale, type Locale, localizePath } from '@/i18n/locales'
import { formatUzbek, TIME_ZONE } from '@/lib/dates'

/** The time zones an editor may give a period's dates in; Tashkent unless chosen otherwise. */
export const ADMISSION_TIME_ZONES = [
  { label: '(UTC+05:00) Tashkent', value: TIME_ZONE },
  { label: '(UTC+00:00) UTC', value: 'UTC' },
  { label: '(UTC+00:00) London', value: 'Europe/London' },
  { label: '(UTC+01:00) Berlin, Paris', value: 'Europe/Berlin' },
  { label: '(UTC+03:00) Moscow', value: 'Europe/Moscow' },
  { label: '(UTC+04:00) Dubai', value: 'Asia/Dubai' },
  { label: '(UTC+08:00) Beijing', value: 'Asia/Shanghai' },
  { label: '(UTC+09:00) Seoul', value: 'Asia/Seoul' },
]

/** A period as an editor sets it: a degree's or a programme's `admissionPeriod` group. */
export type PeriodFields = { opensAt?: string | null; opensAt_tz?: string | null; closesAt?: string | null; closesAt_tz?: string | null } | null | undefined

/** The period that applies to a programme: two instants, and the time zone its dates are shown in. */
export type AdmissionPeriod = { opensAt: string | null; closesAt: string | null; timeZone: string }

/** `open`; `upcoming` (before it opens); `ended`; `off` (the programme's *Admission open* is off). */
export type AdmissionState = 'open' | 'upcoming' | 'ended' | 'off'

/**
 * A programme's own dates when it has any, else its degree's. The dates are shown in the zone
 * the closing moment was given in (else the opening's), so that one period reads in one zone.
 */
export function effectivePeriod(own: PeriodFields, degree: PeriodFields): AdmissionPeriod {
  const chosen = own?.opensAt || own?.closesAt ? own : degree
  const opensAt = chosen?.opensAt || null
  const closesAt = chosen?.closesAt || null
  const timeZone = (closesAt ? chosen?.closesAt_tz : chosen?.opensAt_tz) || TIME_ZONE
  return { opensAt, closesAt, timeZone }
}

/** Whether a programme takes applications at `now`, and if not, why. */
export function admissionState(offered: boolean, period: AdmissionPeriod, now: Date = new Date()): AdmissionState {
  if (!offered) return 'off'
  const time = now.getTime()
  if (period.opensAt && time < Date.parse(period.opensAt)) return 'upcoming'
  if (period.closesAt && time >= Date.parse(period.closesAt)) return 'ended'
  return 'open'
}

/** "31 July 2026, 23:59 GMT+5" in the visitor's language, in the period's time zone. */
export function formatMoment(locale: string, iso: string, timeZone: string): string {
  if (locale === 'uz') return formatUzbek(new Date(iso), { timeZone, time: true, zoneName: true })
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso))
}

/** Words around the dates, from the language's messages (`form.admission`): range, from, until. */
export type PeriodWords = (key: 'range' | 'from' | 'until', values: { opens: string; closes: string }) => string

/** The period in words ("1 June 2026, 09:00 GMT+5 – 31 July 2026, 23:59 GMT+5"), or '' without dates. */
export function describePeriod(locale: string, period: AdmissionPeriod, words: PeriodWords): string {
  const opens = period.opensAt ? formatMoment(locale, period.opensAt, period.timeZone) : ''
  const closes = period.closesAt ? formatMoment(locale, period.closesAt, period.timeZone) : ''
  if (opens && closes) return words('range', { opens, closes })
  if (opens) return words('from', { opens, closes })
  if (closes) return words('until', { opens, closes })
  return ''
}

/** A period as the parameters of the `closed` message (FieldProblem params), and back. */
export const periodParams = (period: AdmissionPeriod) => ({ opensAt: period.opensAt ?? '', closesAt: period.closesAt ?? '', timeZone: period.timeZone })
export const periodFromParams = (params: Record<string, string | number> | undefined): AdmissionPeriod => ({
  opensAt: typeof params?.opensAt === 'string' && params.opensAt ? params.opensAt : null,
  closesAt: typeof params?.closesAt === 'string' && params.closesAt ? params.closesAt : null,
  timeZone: typeof params?.timeZone === 'string' && params.timeZone ? params.timeZone : TIME_ZONE,
})

export type Deadline = { kind: 'closes' | 'opens'; at: string; timeZone: string }

/**
 * What an applicant should know first: the soonest closing of a programme open now; with none
 * open, the soonest opening of one still to come. Null when no programme has a date ahead.
 */
export function nextDeadline(programmes: { offered: boolean; period: AdmissionPeriod }[], now: Date = new Date()): Deadline | null {
  const soonest = (kind: Deadline['kind'], state: AdmissionState) => {
    const moments = programmes
      .filter((programme) => admissionState(programme.offered, programme.period, now) === state)
      .map(({ period }) => ({ at: kind === 'closes' ? period.closesAt : period.opensAt, timeZone: period.timeZone }))
      .filter((moment): moment is { at: string; timeZone: string } => Boolean(moment.at))
      .sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
    return moments[0] ? { kind, ...moments[0] } : null
  }
  return soonest('closes', 'open') ?? soonest('opens', 'upcoming')
}

/** The admission deadlines of one language as a calendar to subscribe to (src/app/(site)/[locale]/(inner)/admissions/deadlines.ics). */
export const deadlinesCalendarPath = (locale: Locale) => localizePath(locale, '/admissions/deadlines.ics')
