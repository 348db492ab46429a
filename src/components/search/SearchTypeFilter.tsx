import type { Locale } from '@/i18n/locales'
import { type SearchKind, SEARCH_KINDS } from '@/search/shared/kinds'
import { searchHref } from '@/search/shared/urls'
import { routed } from '@/components/plainMarker'

type Props = {
  locale: Locale
  query: string
  current: SearchKind | null
  counts: Record<SearchKind, number>
  labels: { filterLabel: string; all: string; kinds: Record<SearchKind, string> }
}

/**
 * Links to the results of one type, each with its count; plain links, so they work without
 * JavaScript. The current one is marked by `aria-current` (the `chip` classes in globals.css).
 */
export function SearchTypeFilter({ locale, query, current, counts, labels }: Props) {
  const total = SEARCH_KINDS.reduce((sum, kind) => sum + counts[kind], 0)
  const kinds = SEARCH_KINDS.filter((kind) => counts[kind] > 0 || kind === current)
  return (
    <nav aria-label={labels.filterLabel} className="mt-6">
      <ul className="flex flex-wrap gap-2" data-testid="search-filter">
        <li>
          <a {...routed} href={searchHref(locale, query)} className="chip" aria-current={current === null ? 'page' : undefined}>
            {labels.all} <span>{total}</span>
          </a>
        </li>
        {kinds.map((kind) => (
          <li key={kind}>
            <a {...routed} href={searchHref(locale, query, kind)} className="chip" aria-current={current === kind ? 'page' : undefined} data-kind={kind}>
              {labels.kinds[kind]} <span>{counts[kind]}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
