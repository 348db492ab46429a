// /news?category=…&year=…&page=N, rewritten here by next.config.ts (`_` for a parameter not
// given): each view is a cached page of its own, rendered on its first request.
import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { NewsListView, newsListMetadata } from '@/components/lists/NewsListView'
import { NotFoundPage } from '@/components/NotFoundPage'
import { localeOf } from '@/i18n/params'
import { readNewsQuery } from '@/lib/listQuery'

type Params = { locale: string; category: string; year: string; page: string }
type Props = { params: Promise<Params> }

export function generateStaticParams() {
  return []
}

async function viewOf(params: Promise<Params>) {
  const { category, year, page } = await params
  const given = (value: string) => (value === '_' ? undefined : value)
  return { locale: await localeOf(params), query: readNewsQuery({ category: given(category), year: given(year), page: given(page) }) }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, query } = await viewOf(params)
  return query ? newsListMetadata(locale, query) : {}
}

export default async function NewsViewPage({ params }: Props) {
  const { locale, query } = await viewOf(params)
  setRequestLocale(locale)
  return query ? <NewsListView locale={locale} query={query} /> : <NotFoundPage locale={locale} />
}
