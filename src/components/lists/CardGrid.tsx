// A list page's cards (news, events): the page the server rendered, its cards one list of plain
// HTML, and "load more" appending the next pages as a list of their own, in the same grid
// (`{kind}-list`): both lists lay their cards out in it (`display: contents`).
import type { ReactNode } from 'react'

import { LoadMore, type LoadMoreSource } from '@/components/content/LoadMore'
import { loadMoreLabels } from '@/components/content/loadMoreLabels'
import { PlainHtml } from '@/components/PlainHtml'
import type { Locale } from '@/i18n/locales'

type Props<T> = {
  locale: Locale
  list: { items: T[]; hasMore: boolean }
  /** The list, and the page the server rendered (`?page=N`) for "load more" to go on from. */
  more: LoadMoreSource & { page: number }
  children: (item: T, index: number) => ReactNode
}

export async function CardGrid<T extends { slug: string }>({ locale, list, more, children: card }: Props<T>) {
  const { page, ...source } = more
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid={`${more.kind}-list`}>
      <PlainHtml as="ul">
        {list.items.map((item, index) => (
          <li key={item.slug}>{card(item, index)}</li>
        ))}
      </PlainHtml>
      <LoadMore {...source} locale={locale} hasMore={list.hasMore} startPage={page} labels={await loadMoreLabels(locale)} />
    </div>
  )
}
