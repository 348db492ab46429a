import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageBanner } from '@/components/PageBanner'
import { PlainHtml } from '@/components/PlainHtml'
import { SearchBody } from '@/components/search/SearchBody'
import { searchPageOutcome } from '@/data/search'
import { localeOf } from '@/i18n/params'
import { translator } from '@/i18n/translator'
import { type PageQuery, readPageQuery, shellQuery } from '@/search/server/pageShell'

// Results depend on the query string: rendered per request, not cached by Next. The production
// server keeps each address's page for a few seconds (src/edge/keptSearchPages.ts), and answers a
// query not asked lately from this page's shell (src/edge/searchPageShell.ts).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<PageQuery> }

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await localeOf(params)
  const t = await getTranslations({ locale, namespace: 'search' })
  const { word } = readPageQuery(await searchParams)
  return { title: word || t('title'), robots: { index: false } }
}

export default async function SearchPage({ params, searchParams }: Props) {
  const locale = await localeOf(params)
  setRequestLocale(locale)
  const { word, kind, page } = readPageQuery(await searchParams)
  const t = await getTranslations({ locale, namespace: 'search' })
  const banner = <PageBanner locale={locale} title={word || t('title')} kind="search" crumbs={word ? [{ label: t('title') }] : []} />
  // The production server's shell: the banner, and a placeholder for the rest (SearchBody.tsx).
  if (word === shellQuery())
    return (
      <>
        {banner}
        <PlainHtml>
          <div data-search-body="" />
        </PlainHtml>
      </>
    )
  return (
    <>
      {banner}
      <PlainHtml>
        <SearchBody locale={locale} word={word} kind={kind} outcome={await searchPageOutcome(locale, word, kind, page)} t={translator(locale, 'search')} />
      </PlainHtml>
    </>
  )
}
