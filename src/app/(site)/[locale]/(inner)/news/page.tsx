import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { NewsListView, newsListMetadata } from '@/components/lists/NewsListView'
import { localeOf } from '@/i18n/params'

type Props = { params: Promise<{ locale: string }> }

const FIRST_PAGE = { category: null, year: null, page: 1 }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return newsListMetadata(await localeOf(params), FIRST_PAGE)
}

/** /news: all news, first page (cached); other views go to %5Fview by next.config.ts's rewrites. */
export default async function NewsListPage({ params }: Props) {
  const locale = await localeOf(params)
  setRequestLocale(locale)
  return <NewsListView locale={locale} query={FIRST_PAGE} />
}
