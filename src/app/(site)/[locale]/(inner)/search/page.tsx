import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { SEARCH_PAGE_INPUT_ID } from '@/components/Header/SearchPopup'
import { PageBanner } from '@/components/PageBanner'
import { PlainHtml } from '@/components/PlainHtml'
import { SearchPagination } from '@/components/search/SearchPagination'
import { SearchResultList } from '@/components/search/SearchResultList'
import { SearchTypeFilter } from '@/components/search/SearchTypeFilter'
import { type SearchAnswer, searchContent } from '@/data/search'
import { localizePath } from '@/i18n/locales'
import { localeOf } from '@/i18n/params'
import { cleanQuery } from '@/search/server/search'
import { isSearchKind, type SearchKind, SEARCH_KINDS } from '@/search/shared/kinds'

// Results depend on the query string: rendered per request, not cached by Next. The production
// server keeps each address's page for a few seconds (src/edge/keptSearchPages.ts).
export const dynamic = 'force-dynamic'

type Query = { q?: string | string[]; type?: string | string[]; page?: string | string[] }
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Query> }

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

function readQuery(query: Query) {
  const type = first(query.type)
  return {
    word: cleanQuery(first(query.q) ?? ''),
    kind: isSearchKind(type) ? type : null,
    page: Math.max(1, Number.parseInt(first(query.page) ?? '1', 10) || 1),
  }
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await localeOf(params)
  const t = await getTranslations({ locale, namespace: 'search' })
  const { word } = readQuery(await searchParams)
  return { title: word || t('title'), robots: { index: false } }
}

export default async function SearchPage({ params, searchParams }: Props) {
  const locale = await localeOf(params)
  setRequestLocale(locale)
  const { word, kind, page } = readQuery(await searchParams)
  const t = await getTranslations({ locale, namespace: 'search' })
  let answer: SearchAnswer | null = null
  let failed = false
  if (word) {
    try {
      answer = await searchContent(locale, word, kind, page)
    } catch (error) {
      console.error('Search failed:', error)
      failed = true
    }
  }
  const kindLabels = Object.fromEntries(SEARCH_KINDS.map((k) => [k, t(`kinds.${k}`)])) as Record<SearchKind, string>

  return (
    <>
      <PageBanner locale={locale} title={word || t('title')} kind="search" crumbs={word ? [{ label: t('title') }] : []} />
      <div className="mx-auto max-w-4xl px-4 py-12">
        <form role="search" action={localizePath(locale, '/search')} className="flex gap-2">
          <label htmlFor={SEARCH_PAGE_INPUT_ID} className="sr-only">
            {t('label')}
          </label>
          <input
            id={SEARCH_PAGE_INPUT_ID}
            name="q"
            type="search"
            required
            maxLength={100}
            defaultValue={word}
            className="min-w-0 flex-1 rounded-md border border-slate-300 px-4 py-3"
          />
          <button type="submit" className="rounded-md bg-brand-700 px-5 font-semibold text-white">
            {t('submit')}
          </button>
        </form>
        {!word ? (
          <p className="mt-8 text-slate-600">{t('empty')}</p>
        ) : failed || !answer ? (
          <p className="mt-8 text-slate-700" role="alert">
            {t('unavailable')}
          </p>
        ) : answer.total === 0 && !kind ? (
          <div className="mt-8" data-testid="search-nothing">
            <p className="text-slate-700">{t('noResults', { query: word })}</p>
            <p className="mt-2 text-slate-600">{t('tips')}</p>
          </div>
        ) : (
          <PlainHtml>
            <section className="mt-8" aria-labelledby="search-results-heading">
              <h2 id="search-results-heading" className="text-lg font-semibold">
                {t('resultsFor', { query: word })} · {t('count', { count: answer.total })}
              </h2>
              {answer.anyWord && (
                <p className="mt-2 text-slate-600" data-testid="search-any-word">
                  {t('anyWord')}
                </p>
              )}
              <SearchTypeFilter
                locale={locale}
                query={word}
                current={kind}
                counts={answer.counts}
                labels={{ filterLabel: t('filterLabel'), all: t('all'), kinds: kindLabels }}
              />
              <SearchResultList locale={locale} results={answer.results} kindLabels={kindLabels} />
              <SearchPagination
                locale={locale}
                query={word}
                kind={kind}
                page={answer.page}
                pages={answer.pages}
                labels={{
                  pagination: t('pagination'),
                  previous: t('previous'),
                  next: t('next'),
                  pageOf: t('pageOf', { page: answer.page, pages: answer.pages }),
                }}
              />
            </section>
          </PlainHtml>
        )}
      </div>
    </>
  )
}
