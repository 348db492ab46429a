import { deadlineEvents } from '@/admissions/server/deadlinesFeed'
import { listAdmissionPeriods } from '@/data/admissions'
import { getSettings } from '@/data/settings'
import { env } from '@/env'
import { isLocale, localizePath } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { toICalendar } from '@/lib/ical'

// Cached like the pages: expired when programmes or degrees change, and made again at least every
// minute (ADMISSIONS_REFRESH_SECONDS, written out: Next reads this value from the source), so a
// deadline that has passed drops out.
export const revalidate = 60

export function generateStaticParams() {
  return []
}

/** GET /admissions/deadlines.ics, /ru/…, /uz/…: when applications open and close, in that language (RFC 5545). */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return new Response('Not found', { status: 404 })
  const [settings, programmes] = await Promise.all([getSettings(locale), listAdmissionPeriods(locale)])
  const t = translator(locale, 'admissionDates')
  const address = (path: string) => new URL(localizePath(locale, path), env.SITE_URL).toString()
  const events = deadlineEvents(
    programmes.map((programme) => ({
      ...programme,
      url: programme.slug ? address(`/faculties/${programme.facultySlug}/${programme.slug}`) : address('/form'),
    })),
    { host: new URL(env.SITE_URL).hostname, formUrl: address('/form'), words: (key, values) => t(key, values) },
  )
  const body = toICalendar(events, { name: t('calendarName', { site: settings.siteTitle }), language: locale })
  return new Response(body, {
    headers: { 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': 'inline; filename="admission-deadlines.ics"' },
  })
}
