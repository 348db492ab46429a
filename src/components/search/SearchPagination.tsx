import Link from 'next/link'

import type { Locale } from '@/i18n/locales'
import type { SearchKind } from '@/search/shared/kinds'
import { searchHref } from '@/search/shared/urls'

type Props = {
  locale: Locale
  query: string
  kind: SearchKind | null
  page: number
  pages: number
  labels: { pagination: string; previous: string; next: string; pageOf: string }
}

/** Neighbouring pages shown around the current one. */
const AROUND = 2

/** Real links to the other pages of results (?page=N), for visitors and crawlers alike. */
export function SearchPagination({ locale, query, kind, page, pages, labels }: Props) {
  if (pages <= 1) return null
  const numbers = Array.from({ length: pages }, (_, i) => i + 1).filter((n) => n === 1 || n === pages || Math.abs(n - page) <= AROUND)
  const link = 'grid min-w-10 place-items-center rounded-md border border-slate-300 px-3 py-2 text-sm hover:border-brand-500'
  return (
    <nav aria-label={labels.pagination} className="mt-8" data-testid="search-pagination">
      <p className="sr-only" aria-live="polite">{labels.pageOf}</p>
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 && (
          <li>
            <Link prefetch={false} href={searchHref(locale, query, kind, page - 1)} rel="prev" className={link}>{labels.previous}</Link>
          </li>
        )}
        {numbers.map((n, i) => (
          <li key={n} className="flex items-center gap-2">
            {i > 0 && n - numbers[i - 1]! > 1 && <span aria-hidden="true" className="text-slate-400">…</span>}
            {n === page ? (
              <span aria-current="page" className={`${link} border-brand-700 bg-brand-700 text-white`}>{n}</span>
            ) : (
              <Link prefetch={false} href={searchHref(locale, query, kind, n)} className={link}>{n}</Link>
            )}
          </li>
        ))}
        {page < pages && (
          <li>
            <Link prefetch={false} href={searchHref(locale, query, kind, page + 1)} rel="next" className={link}>{labels.next}</Link>
          </li>
        )}
      </ul>
    </nav>
  )
}
