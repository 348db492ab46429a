// /news?category=…&year=…&page=N, rewritten here by next.config.ts so that the plain /news stays
// a cached page: this one reads the query string and so renders per request (from cached data).
import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { NewsListView, newsListMetadata } from '@/components/lists/NewsListView'
import { NotFoundPage } from '@/components/NotFoundPage'
import { localeOf } from '@/i18n/params'
import { newsHref, readNewsQuery, sameQuery } from '@/lib/listQuery'

// It reads the query string: rendered per request, never prerendered.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const query = readNewsQuery(await searchParams)
  return query ? newsListMetadata(await localeOf(params), query) : {}
}

export default async function NewsViewPage({ params, searchParams }: Props) {
  const locale = await localeOf(params)
  setRequestLocale(locale)
  const raw = await searchParams
  const query = readNewsQuery(raw)
  // One address per view: an empty filter sent by the form, or the parameters in another order,
  // go to the view's own address.
  if (query && !sameQuery(raw, newsHref(locale, query))) redirect(newsHref(locale, query))
  return query ? <NewsListView locale={locale} query={query} /> : <NotFoundPage locale={locale} />
}
