import 'server-only'

import type { Locale } from '@/i18n/locales'
import { sharedReadConnection } from '@/database/connections'
import { type SearchAnswer, searchSite, suggestTitles } from '@/search/server/search'
import type { SearchKind } from '@/search/shared/kinds'

export type { SearchAnswer, SearchResult, Suggestion } from '@/search/server/search'

/** One page of results for the results page (never cached: it depends on the query). */
export const searchContent = (locale: Locale, query: string, kind: SearchKind | null, page: number): Promise<SearchAnswer> =>
  searchSite(sharedReadConnection(), { locale, query, kind, page })

export const suggestContent = (locale: Locale, query: string) => suggestTitles(sharedReadConnection(), { locale, query })
