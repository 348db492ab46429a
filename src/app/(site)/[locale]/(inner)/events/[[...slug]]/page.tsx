import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { EventDetailView } from '@/components/events/EventDetailView'
import { EventsListView, eventsListMetadata } from '@/components/lists/EventsListView'
import { NotFoundPage } from '@/components/NotFoundPage'
import { findEventBySlug } from '@/data/events'
import { documentMetadata } from '@/data/metadata'
import { localeAndOptionalSlug } from '@/i18n/params'

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
  return documentMetadata({
    locale,
    path: `/events/${slug}`,
    title: event.title,
    description: event.excerpt,
    image: event.cover,
    seo: event.seo,
    type: 'article',
  })
}

export default async function EventsPage({ params }: Props) {
  const { locale, slug } = await localeAndOptionalSlug(params)
  setRequestLocale(locale)
  if (!slug) return <EventsListView locale={locale} archive={false} query={FIRST_PAGE} />
  const event = await findEventBySlug(locale, slug)
  return event ? <EventDetailView event={event} slug={slug} locale={locale} /> : <NotFoundPage locale={locale} />
}
