import type { Locale } from '@/i18n/locales'
import type { SearchKind } from '@/search/shared/kinds'
import { searchHref } from '@/search/shared/urls'

import { Pagination, type PaginationLabels } from '../content/Pagination'

type Props = { locale: Locale; query: string; kind: SearchKind | null; page: number; pages: number; labels: PaginationLabels }

/** Real links to the other pages of results (?page=N), for visitors and crawlers alike. */
export function SearchPagination({ locale, query, kind, page, pages, labels }: Props) {
  return <Pagination page={page} pages={pages} href={(n) => searchHref(locale, query, kind, n)} labels={labels} testId="search-pagination" />
}
