import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { EventsListView, eventsListMetadata } from '@/components/lists/EventsListView'
import { localeOf } from '@/i18n/params'

type Props = { params: Promise<{ locale: string }> }

const FIRST_PAGE = { category: null, month: null, page: 1 }

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return eventsListMetadata({ locale: await localeOf(params), archive: true, query: FIRST_PAGE })
}

/** /events/archive: past events, latest first (cached); filtered views and pages go to %5Fview. */
export default async function EventsArchivePage({ params }: Props) {
  const locale = await localeOf(params)
  setRequestLocale(locale)
  return <EventsListView locale={locale} archive query={FIRST_PAGE} />
}
