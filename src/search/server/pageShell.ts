// The results page for a query not asked lately is the page of a kept "shell" with that query's
// words and results put in (src/edge/searchPageShell.ts). The shell is the page Next renders for a
// query only this process knows, where the part below the banner is a placeholder.
import { randomBytes } from 'node:crypto'

import type { Locale } from '@/i18n/locales'
import { processWide } from '@/lib/processWide'
import { isSearchKind, type SearchKind } from '@/search/shared/kinds'

import type { SqlRunner } from '@/database/sql'

import { cleanQuery, type SearchAnswer, searchSite } from './search'

/** The query that asks the results page for its shell: random per process, so no visitor can ask for it. */
export const shellQuery = (): string => processWide('search.shellQuery', () => `shell${randomBytes(16).toString('hex')}`)

/** What the shell has below its banner, in a block of plain HTML of its own, instead of the form and results. */
export const SHELL_BODY = '<div data-search-body=""></div>'

/** A results page's query string, as its parameters come to the page. */
export type PageQuery = { q?: string | string[]; type?: string | string[]; page?: string | string[] }

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** What the results page shows for its query string: the words, one type of result or all, the page of results. */
export function readPageQuery(query: PageQuery): { word: string; kind: SearchKind | null; page: number } {
  const type = first(query.type)
  return {
    word: cleanQuery(first(query.q) ?? ''),
    kind: isSearchKind(type) ? type : null,
    page: Math.max(1, Number.parseInt(first(query.page) ?? '1', 10) || 1),
  }
}

/** What the search gave the page: nothing asked, an answer, or a failure (the page says the search is unavailable). */
export type SearchOutcome = { asked: false } | { asked: true; answer: SearchAnswer } | { asked: true; failed: true }

/** The results page's search, as the page and the production server's shell ask it. */
export async function searchOutcome(db: SqlRunner, locale: Locale, word: string, kind: SearchKind | null, page: number): Promise<SearchOutcome> {
  if (!word) return { asked: false }
  try {
    return { asked: true, answer: await searchSite(db, { locale, query: word, kind, page }) }
  } catch (error) {
    console.error('Search failed:', error)
    return { asked: true, failed: true }
  }
}
