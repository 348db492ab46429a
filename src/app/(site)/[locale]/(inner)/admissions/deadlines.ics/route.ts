import { deadlineEvents } from '@/admissions/server/deadlinesFeed'
import { listAdmissionPeriods } from '@/data/admissions'
import { getSettings } from '@/data/settings'
import { env } from '@/env'
import { localizePath } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { toICalendar } from '@/lib/ical'

import { calendarFeed } from '../../calendarFeed'

// Cached like the pages: expired when programmes or degrees change, and made again at least every
// minute (ADMISSIONS_REFRESH_SECONDS, written out: Next reads this value from the source), so a
// deadline that has passed drops out.
export const revalidate = 60

export function generateStaticParams() {
  return []
}

/** GET /admissions/deadlines.ics, /ru/…, /uz/…: when applications open and close, in that language (RFC 5545). */
export const GET = calendarFeed('admission-deadlines.ics', async (locale) => {
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
  return toICalendar(events, { name: t('calendarName', { site: settings.siteTitle }), language: locale })
})
