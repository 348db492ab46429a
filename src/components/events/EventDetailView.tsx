import { getTranslations } from 'next-intl/server'

import { Article } from '@/components/content/Article'
import { JsonLd } from '@/components/JsonLd'
import { PageBanner } from '@/components/PageBanner'
import type { EventDetail } from '@/data/events'
import { getSettings } from '@/data/settings'
import { env } from '@/env'
import type { Locale } from '@/i18n/locales'

import { EventFacts } from './EventFacts'

type Props = { event: EventDetail; slug: string; locale: Locale }

/** One event: its facts above the text, and the Event that search engines read. */
export async function EventDetailView({ event, slug, locale }: Props) {
  const [tNews, settings] = await Promise.all([getTranslations({ locale, namespace: 'news' }), getSettings(locale)])
  return (
    <>
      {/* The original site files events under news: the breadcrumb says so. */}
      <PageBanner locale={locale} title={event.title} image={event.cover ? null : settings.defaultBanner} crumbs={[{ label: tNews('title'), href: '/news' }]} />
      <Article
        locale={locale}
        untranslated={event.untranslated}
        inEnglish={event.inEnglish}
        cover={event.cover}
        body={event.body}
        gallery={event.gallery}
        meta={<EventFacts event={event} slug={slug} locale={locale} />}
      />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Event',
          name: event.title,
          description: event.excerpt ?? undefined,
          startDate: event.startsAt,
          endDate: event.endsAt ?? undefined,
          eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
          location: event.place ? { '@type': 'Place', name: event.place } : undefined,
          image: event.cover ? [new URL(event.cover.url, env.SITE_URL).toString()] : undefined,
          organizer: { '@type': 'CollegeOrUniversity', name: settings.siteTitle, url: env.SITE_URL },
        }}
      />
    </>
  )
}
