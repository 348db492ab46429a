import { Image } from '@/components/Image'

import type { SearchResult } from '@/data/search'
import type { Locale } from '@/i18n/locales'
import { formatDate } from '@/lib/dates'
import type { SearchKind } from '@/search/shared/kinds'

import { Highlighted } from './Highlighted'
import { routed } from '@/components/plainMarker'

type Props = { locale: Locale; results: SearchResult[]; kindLabels: Record<SearchKind, string> }

/** One page of results (styled by the `result` classes in globals.css): image, type and date, the title as a link, the snippet; matches marked. */
export function SearchResultList({ locale, results, kindLabels }: Props) {
  return (
    <ol className="divide-y divide-slate-200" data-testid="search-results">
      {results.map((result) => (
        <li key={result.url + result.kind} className="result" data-kind={result.kind}>
          {result.image && (
            <div className="result-image">
              <Image src={result.image} alt="" fill sizes="80px" className="object-cover" />
            </div>
          )}
          <div className="min-w-0 flex-1">
            <p className="result-meta">
              <span className="result-kind">{kindLabels[result.kind]}</span>
              {result.date && <time dateTime={result.date}>{formatDate(locale, result.date)}</time>}
            </p>
            <h3 className="result-title">
              <a {...routed} href={result.url}>
                <Highlighted segments={result.title} />
              </a>
            </h3>
            {result.snippet.length > 0 && (
              <p className="result-snippet">
                <Highlighted segments={result.snippet} />
              </p>
            )}
          </div>
        </li>
      ))}
    </ol>
  )
}
