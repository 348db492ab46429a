import { getTranslations } from 'next-intl/server'

import { listUpcomingEvents } from '@/data/events'
import { getSettings } from '@/data/settings'
import { env } from '@/env'
import { localizePath } from '@/i18n/locales'
import { toICalendar } from '@/lib/ical'

import { calendarFeed } from '../../calendarFeed'

/** As many upcoming events as a calendar app is given. */
const FEED_SIZE = 500

// Cached like the pages: expired when events change, and rendered again at most every minute
// (EVENTS_REFRESH_SECONDS, written out: Next reads this value from the source) so that an event
// that has ended drops out (docs/decisions/024-events-and-news-lists.md).
export const revalidate = 60

export function generateStaticParams() {
  return []
}

/** GET /events/calendar.ics, /ru/…, /uz/…: every upcoming event, in that language (RFC 5545). */
export const GET = calendarFeed('events.ics', async (locale) => {
  const [settings, t, events] = await Promise.all([
    getSettings(locale),
    getTranslations({ locale, namespace: 'events' }),
    listUpcomingEvents(locale, 1, FEED_SIZE),
  ])
  const host = new URL(env.SITE_URL).hostname
  return toICalendar(
    events.items.map((event) => ({
      // The same UID in every language and in the event's own file: one event, however it is added.
      uid: `${event.slug}@${host}`,
      title: event.title,
      description: event.excerpt,
      location: event.place,
      start: event.startsAt,
      end: event.endsAt,
      url: new URL(localizePath(locale, `/events/${event.slug}`), env.SITE_URL).toString(),
    })),
    { name: t('calendarName', { site: settings.siteTitle }), language: locale },
  )
})
