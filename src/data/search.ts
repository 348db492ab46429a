import 'server-only'

import type { Locale } from '@/i18n/locales'
import { sharedReadConnection } from '@/database/connections'
import { searchOutcome } from '@/search/server/pageShell'
import { suggestTitles } from '@/search/server/search'
import type { SearchKind } from '@/search/shared/kinds'

export type { SearchAnswer, SearchResult, Suggestion } from '@/search/server/search'

/** The results page's search: its answer, or that it failed (the page says so); nothing for no words. */
export const searchPageOutcome = (locale: Locale, word: string, kind: SearchKind | null, page: number) =>
  searchOutcome(sharedReadConnection(), locale, word, kind, page)

export const suggestContent = (locale: Locale, query: string) => suggestTitles(sharedReadConnection(), { locale, query })
