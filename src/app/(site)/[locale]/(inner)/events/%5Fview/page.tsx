// /events?category=…&month=…&page=N, rewritten here by next.config.ts so that the plain /events
// stays a cached page: this one reads the query string and renders per request (from cached data).
import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { EventsListView, eventsListMetadata } from '@/components/lists/EventsListView'
import { NotFoundPage } from '@/components/NotFoundPage'
import { localeOf } from '@/i18n/params'
import { eventsHref, readEventsQuery, sameQuery } from '@/lib/listQuery'

// It reads the query string: rendered per request, never prerendered.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const query = readEventsQuery(await searchParams)
  return query ? eventsListMetadata({ locale: await localeOf(params), archive: false, query }) : {}
}

export default async function EventsViewPage({ params, searchParams }: Props) {
  const locale = await localeOf(params)
  setRequestLocale(locale)
  const raw = await searchParams
  const query = readEventsQuery(raw)
  // One address per view: an empty filter sent by the form, or the parameters in another order,
  // go to the view's own address.
  if (query && !sameQuery(raw, eventsHref(locale, false, query))) redirect(eventsHref(locale, false, query))
  return query ? <EventsListView locale={locale} archive={false} query={query} /> : <NotFoundPage locale={locale} />
}
