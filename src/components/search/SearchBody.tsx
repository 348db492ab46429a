// Everything on the results page below its banner: the search form, then the results, or why there
// are none. One block of plain HTML, the only part of the page that depends on more than the
// words of the query: the production server fills it into a kept copy of the page for a query not
// asked lately (src/edge/searchPageShell.ts), so it is rendered with words from the message files
// directly (src/i18n/translator.ts), which work there as they do in the page.
import { SEARCH_PAGE_INPUT_ID } from '@/components/Header/searchInput'
import { type Locale, localizePath } from '@/i18n/locales'
import type { translator } from '@/i18n/translator'
import type { SearchOutcome } from '@/search/server/pageShell'
import { type SearchKind, SEARCH_KINDS } from '@/search/shared/kinds'

import { SearchPagination } from './SearchPagination'
import { SearchResultList } from './SearchResultList'
import { SearchTypeFilter } from './SearchTypeFilter'

export type SearchWords = ReturnType<typeof translator<'search'>>

type Props = { locale: Locale; word: string; kind: SearchKind | null; outcome: SearchOutcome; t: SearchWords }

export function SearchBody({ locale, word, kind, outcome, t }: Props) {
  return (
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
      <Results locale={locale} word={word} kind={kind} outcome={outcome} t={t} />
    </div>
  )
}

function Results({ locale, word, kind, outcome, t }: Props) {
  if (!outcome.asked) return <p className="mt-8 text-slate-600">{t('empty')}</p>
  if ('failed' in outcome)
    return (
      <p className="mt-8 text-slate-700" role="alert">
        {t('unavailable')}
      </p>
    )
  const { answer } = outcome
  if (answer.total === 0 && !kind)
    return (
      <div className="mt-8" data-testid="search-nothing">
        <p className="text-slate-700">{t('noResults', { query: word })}</p>
        <p className="mt-2 text-slate-600">{t('tips')}</p>
      </div>
    )
  const kindLabels = Object.fromEntries(SEARCH_KINDS.map((k) => [k, t(`kinds.${k}`)])) as Record<SearchKind, string>
  return (
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
  )
}
