import { Image } from '@/components/Image'

import type { SearchResult } from '@/data/search'
import type { Locale } from '@/i18n/locales'
import { formatDate } from '@/lib/dates'
import type { SearchKind } from '@/search/shared/kinds'

import { Highlighted } from './Highlighted'
import { routed } from '@/components/plainMarker'

type Props = { locale: Locale; results: SearchResult[]; kindLabels: Record<SearchKind, string> }

/** One page of results: image, type and date, the title as a link, the snippet; matches marked. */
export function SearchResultList({ locale, results, kindLabels }: Props) {
  return (
    <ol className="divide-y divide-slate-200" data-testid="search-results">
      {results.map((result) => (
        <li key={result.url + result.kind} className="flex gap-4 py-5" data-kind={result.kind}>
          {result.image && (
            <div className="relative hidden size-20 shrink-0 overflow-hidden rounded-md bg-slate-100 sm:block">
              <Image src={result.image} alt="" fill sizes="80px" className="object-cover" />
            </div>
          )}
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-x-3 text-sm text-slate-500">
              <span className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-900">{kindLabels[result.kind]}</span>
              {result.date && <time dateTime={result.date}>{formatDate(locale, result.date)}</time>}
            </p>
            <h3 className="mt-1 text-lg font-semibold">
              <a {...routed} href={result.url} className="text-brand-700 hover:underline">
                <Highlighted segments={result.title} />
              </a>
            </h3>
            {result.snippet.length > 0 && (
              <p className="mt-1 break-words text-slate-700">
                <Highlighted segments={result.snippet} />
              </p>
            )}
          </div>
        </li>
      ))}
    </ol>
  )
}
