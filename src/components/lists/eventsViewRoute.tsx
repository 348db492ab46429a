// The page behind /events and /events/archive with a filter or a page number: next.config.ts
// rewrites `?category=…&month=…&page=N` to a path (`_` for a parameter not given), so each view
// is a cached page of its own, rendered on its first request. Both routes are this, one each.
import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { localeOf } from '@/i18n/params'
import { readEventsQuery } from '@/lib/listQuery'

import { NotFoundPage } from '../NotFoundPage'
import { EventsListView, eventsListMetadata } from './EventsListView'

type Params = { locale: string; category: string; month: string; page: string }
type Props = { params: Promise<Params> }

async function viewOf(params: Promise<Params>) {
  const { category, month, page } = await params
  const given = (value: string) => (value === '_' ? undefined : value)
  return { locale: await localeOf(params), query: readEventsQuery({ category: given(category), month: given(month), page: given(page) }) }
}

export function eventsViewRoute(archive: boolean) {
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const { locale, query } = await viewOf(params)
      return query ? eventsListMetadata({ locale, archive, query }) : {}
    },
    async Page({ params }: Props) {
      const { locale, query } = await viewOf(params)
      setRequestLocale(locale)
      return query ? <EventsListView locale={locale} archive={archive} query={query} /> : <NotFoundPage locale={locale} />
    },
  }
}
