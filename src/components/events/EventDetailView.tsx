import { NewsArticle } from '@/components/content/NewsArticle'
import { JsonLd } from '@/components/JsonLd'
import { coverImages, universityData } from '@/components/structuredData'
import type { EventDetail } from '@/data/events'
import { getSettings } from '@/data/settings'
import { env } from '@/env'
import type { Locale } from '@/i18n/locales'

import { SignUpSection } from '@/events/ui/SignUpSection'

import { EventFacts } from './EventFacts'

type Props = { event: EventDetail; slug: string; locale: Locale }

/** One event: its facts above the text, its sign-up form below it, and the Event that search engines read. */
export async function EventDetailView({ event, slug, locale }: Props) {
  const settings = await getSettings(locale)
  return (
    <>
      <NewsArticle locale={locale} kind="events" story={event} meta={<EventFacts event={event} slug={slug} locale={locale} />}>
        {event.registration && <SignUpSection eventId={event.id} slug={slug} startsAt={event.startsAt} settings={event.registration} locale={locale} />}
      </NewsArticle>
      <JsonLd
        data={{
          '@type': 'Event',
          name: event.title,
          description: event.excerpt ?? undefined,
          startDate: event.startsAt,
          endDate: event.endsAt ?? undefined,
          eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
          location: event.place ? { '@type': 'Place', name: event.place } : undefined,
          image: coverImages(event.cover),
          organizer: universityData(settings.siteTitle, env.SITE_URL),
        }}
      />
    </>
  )
}
