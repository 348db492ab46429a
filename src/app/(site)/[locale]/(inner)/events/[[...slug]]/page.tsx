import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { Article } from '@/components/content/Article'
import { JsonLd } from '@/components/JsonLd'
import { EventsListView, eventsListMetadata } from '@/components/lists/EventsListView'
import { NotFoundPage } from '@/components/NotFoundPage'
import { PageBanner } from '@/components/PageBanner'
import { findEventBySlug } from '@/data/events'
import { getSettings } from '@/data/settings'
import { env } from '@/env'
import { documentMetadata } from '@/i18n/metadata'
import { localeAndOptionalSlug } from '@/i18n/params'
import { localizePath } from '@/i18n/locales'
import { formatRange } from '@/lib/dates'

type Props = { params: Promise<{ locale: string; slug?: string[] }> }

/** /events: the upcoming events, first page; filtered views and pages go to %5Fview (next.config.ts). */
const FIRST_PAGE = { category: null, month: null, page: 1 }

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await localeAndOptionalSlug(params)
  if (!slug) return eventsListMetadata({ locale, archive: false, query: FIRST_PAGE })
  const event = await findEventBySlug(locale, slug)
  if (!event) return {}
  return documentMetadata({ locale, path: `/events/${slug}`, title: event.title, description: event.excerpt, image: event.cover, seo: event.seo, type: 'article' })
}

export default async function EventsPage({ params }: Props) {
  const { locale, slug } = await localeAndOptionalSlug(params)
  setRequestLocale(locale)
  if (!slug) return <EventsListView locale={locale} archive={false} query={FIRST_PAGE} />

  const [t, tNews, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'events' }),
    getTranslations({ locale, namespace: 'news' }),
    getSettings(locale),
  ])

  const event = await findEventBySlug(locale, slug)
  if (!event) return <NotFoundPage locale={locale} />
  const when = formatRange(locale, event.startsAt, event.endsAt)
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
        meta={
          <div className="mb-8 grid gap-4 rounded-xl bg-brand-50 p-5 sm:grid-cols-2" lang={locale} data-testid="event-facts">
            <div>
              <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t('when')}</p>
              <p><time dateTime={event.startsAt}>{when}</time></p>
            </div>
            {event.place && (
              <div>
                <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t('where')}</p>
                <p lang={event.untranslated ? 'en' : undefined}>{event.place}</p>
              </div>
            )}
            <div className="flex flex-wrap gap-3 sm:col-span-2">
              <a href={`/api/calendar/${slug}.ics?lang=${locale}`} download className="rounded-full border border-brand-700 px-5 py-2 font-semibold text-brand-700 hover:bg-brand-100" data-testid="ics-link">
                {t('addToCalendar')}
              </a>
              {event.registrationUrl && (
                <a href={event.registrationUrl.startsWith('/') ? localizePath(locale, event.registrationUrl) : event.registrationUrl} className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-900">
                  {t('register')}
                </a>
              )}
            </div>
          </div>
        }
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
