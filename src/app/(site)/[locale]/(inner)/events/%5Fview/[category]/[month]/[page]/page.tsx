// /events?category=…&month=…&page=N, rewritten here by next.config.ts (`_` for a parameter not
// given): each view is a cached page of its own, rendered on its first request.
import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { EventsListView, eventsListMetadata } from '@/components/lists/EventsListView'
import { NotFoundPage } from '@/components/NotFoundPage'
import { localeOf } from '@/i18n/params'
import { readEventsQuery } from '@/lib/listQuery'

type Params = { locale: string; category: string; month: string; page: string }
type Props = { params: Promise<Params> }

export function generateStaticParams() {
  return []
}

async function viewOf(params: Promise<Params>) {
  const { category, month, page } = await params
  const given = (value: string) => (value === '_' ? undefined : value)
  return { locale: await localeOf(params), query: readEventsQuery({ category: given(category), month: given(month), page: given(page) }) }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, query } = await viewOf(params)
  return query ? eventsListMetadata({ locale, archive: false, query }) : {}
}

export default async function EventsViewPage({ params }: Props) {
  const { locale, query } = await viewOf(params)
  setRequestLocale(locale)
  return query ? <EventsListView locale={locale} archive={false} query={query} /> : <NotFoundPage locale={locale} />
}
