'use client'
// "Load more": appends the next page under the first one, which the server rendered.
// A fresh visit starts again from the first page.
import { useState, useTransition } from 'react'

import type { EventCard } from '@/data/events'
import type { NewsCard } from '@/data/news'
import type { Locale } from '@/i18n/locales'

import { EventCardView } from './EventCardView'
import { NewsCardView } from './NewsCardView'

export type LoadMoreLabels = { loadMore: string; loading: string; loadFailed: string; untranslatedBadge: string }
type Page<T> = { items: T[]; hasMore: boolean }
/** The page the server rendered (`?page=N`); "load more" goes on from the next one. */
type Common = { locale: Locale; hasMore: boolean; labels: LoadMoreLabels; startPage?: number }
/** Which list, and how its next page is read. */
export type LoadMoreSource =
  | { kind: 'news'; loadPage: (locale: Locale, page: number) => Promise<Page<NewsCard>> }
  | { kind: 'events'; loadPage: (locale: Locale, page: number) => Promise<Page<EventCard>> }
type Props = Common & LoadMoreSource

export function LoadMore(props: Props) {
  const { labels } = props
  const [items, setItems] = useState<(NewsCard | EventCard)[]>([])
  const [page, setPage] = useState(props.startPage ?? 1)
  const [hasMore, setHasMore] = useState(props.hasMore)
  const [failed, setFailed] = useState(false)
  const [pending, startTransition] = useTransition()

  const loadNext = () =>
    startTransition(async () => {
      try {
        const next = await props.loadPage(props.locale, page + 1)
        setItems((current) => [...current, ...next.items])
        setHasMore(next.hasMore)
        setPage(page + 1)
        setFailed(false)
      } catch {
        setFailed(true)
      }
    })

  return (
    <>
      {/* The pages loaded here, as a list after the server's, in the same grid (CardGrid.tsx). */}
      {items.length > 0 && (
        <ul className="contents">
          {items.map((item) =>
            props.kind === 'news' ? (
              <li key={item.slug}>
                <NewsCardView item={item as NewsCard} locale={props.locale} badge={labels.untranslatedBadge} headingLevel="h2" />
              </li>
            ) : (
              <li key={item.slug}>
                <EventCardView item={item as EventCard} locale={props.locale} badge={labels.untranslatedBadge} headingLevel="h2" />
              </li>
            ),
          )}
        </ul>
      )}
      {hasMore && (
        <div className="col-span-full flex flex-col items-center gap-2 pt-4">
          <button
            type="button"
            onClick={loadNext}
            disabled={pending}
            aria-busy={pending}
            className="rounded-full bg-brand-700 px-8 py-3 font-semibold text-white hover:bg-brand-900 disabled:opacity-60"
            data-testid="load-more"
          >
            {pending ? labels.loading : labels.loadMore}
          </button>
          {failed && (
            <p role="alert" className="text-sm text-red-700">
              {labels.loadFailed}
            </p>
          )}
        </div>
      )}
    </>
  )
}
