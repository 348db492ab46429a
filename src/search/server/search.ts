// The site search: a typed query in, one page of ranked, highlighted results with a count per
// type out; and the suggestions under the search box. Used by the results page, the JSON
// calls (route handlers and the production server's fast path).
import { localizePath, type Locale } from '@/i18n/locales'

import { highlight, type Segment, snippet } from '../shared/highlight'
import { type SearchKind, SEARCH_KINDS } from '../shared/kinds'
import { planQuery, withTypos } from '../shared/plan'
import { countByKind, findPage, findTitles, typoCandidates } from './reads'
import { noteQuery, popularQueries } from './popular'
import { cachedAnswer, onIndexChange } from './resultCache'
import type { SqlRunner } from '@/database/sql'

export const RESULTS_PER_PAGE = 10
export const MAX_QUERY_CHARS = 100
const MAX_PAGE = 100
const SUGGESTIONS = 6

export type SearchResult = {
  kind: SearchKind
  url: string
  title: Segment[]
  snippet: Segment[]
  date: string | null
  image: string | null
}

export type SearchAnswer = {
  query: string
  total: number
  counts: Record<SearchKind, number>
  kind: SearchKind | null
  /** True when no document had every word, and these results have some of them. */
  anyWord: boolean
  page: number
  pages: number
  results: SearchResult[]
}

export type Suggestion = { kind: SearchKind; url: string; title: Segment[] }

/** A result's address in the visitor's language; files (documents) have one address for all. */
const resultHref = (locale: Locale, url: string) => (url.startsWith('/api/') ? url : localizePath(locale, url))

const emptyCounts = () => Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, 0])) as Record<SearchKind, number>

export const cleanQuery = (query: string) => query.trim().slice(0, MAX_QUERY_CHARS)

async function planFor(db: SqlRunner, locale: Locale, query: string) {
  const { plan, typoWords } = planQuery(query, locale)
  if (plan.groups.length === 0) return null
  return withTypos(plan, await typoCandidates(db, locale, typoWords))
}

type Ask = { locale: Locale; query: string; kind?: SearchKind | null; page?: number }

export async function searchSite(db: SqlRunner, { locale, query, kind = null, page = 1 }: Ask): Promise<SearchAnswer> {
  const text = cleanQuery(query)
  const current = Math.min(Math.max(1, Math.floor(page) || 1), MAX_PAGE)
  const answer = await answerOf(db, locale, text, kind, current)
  if (kind === null && current === 1 && answer.total > 0) noteQuery(locale, text)
  return answer
}

const answerOf = (db: SqlRunner, locale: Locale, text: string, kind: SearchKind | null, current: number) =>
  cachedAnswer(db, JSON.stringify(['search', locale, kind, current, text]), () => runSearch(db, locale, text, kind, current))

// After a change of the index the most asked queries are worked out again at once, one after
// another, rather than by the next visitor who asks each (popular.ts). A change made meanwhile is
// worked out next.
let wanted = 0
let warming: Promise<void> | null = null
onIndexChange((db, version) => {
  wanted = Math.max(wanted, version)
  warming ??= (async () => {
    for (let done = 0; done < wanted; ) {
      done = wanted
      for (const { locale, query } of popularQueries()) await answerOf(db, locale, query, null, 1)
    }
  })()
    .catch((error: Error) => console.error('Popular searches could not be worked out again:', error.message))
    .finally(() => {
      warming = null
    })
})

/** The warming of popular queries under way, if any (tests). */
export const popularWarming = () => warming

async function runSearch(db: SqlRunner, locale: Locale, text: string, kind: SearchKind | null, current: number): Promise<SearchAnswer> {
  const plan = text ? await planFor(db, locale, text) : null
  if (!plan) return { query: text, total: 0, counts: emptyCounts(), kind, anyWord: false, page: 1, pages: 0, results: [] }
  const pageAt = (page: number) => findPage(db, plan, { kind: kind ?? undefined, limit: RESULTS_PER_PAGE, offset: (page - 1) * RESULTS_PER_PAGE })
  // The page asked for is read while the types are counted (on PostgreSQL, on two connections at
  // once): counting every match of a common word is the longest statement of a search.
  let [counts, rows] = await Promise.all([countByKind(db, plan), pageAt(current)])
  const anyWord = plan.groups.length > 1 && Object.values(counts).every((n) => n === 0)
  if (anyWord) {
    plan.mode = 'any'
    ;[counts, rows] = await Promise.all([countByKind(db, plan), pageAt(current)])
  }
  const total = kind ? counts[kind] : Object.values(counts).reduce((sum, n) => sum + n, 0)
  const pages = Math.min(Math.ceil(total / RESULTS_PER_PAGE), MAX_PAGE)
  // A page past the last (an old link, fewer results since) shows the last one.
  const page = Math.min(current, Math.max(pages, 1))
  if (page !== current) rows = await pageAt(page)
  return {
    query: text,
    total,
    counts,
    kind,
    anyWord,
    page,
    pages,
    results: rows.map((row) => ({
      kind: row.kind,
      url: resultHref(locale, row.url),
      title: highlight(row.title, plan),
      snippet: snippet([row.excerpt, row.body], plan),
      date: row.date,
      image: row.image,
    })),
  }
}

export async function suggestTitles(db: SqlRunner, { locale, query }: { locale: Locale; query: string }): Promise<Suggestion[]> {
  const text = cleanQuery(query)
  return cachedAnswer(db, JSON.stringify(['suggest', locale, text]), () => runSuggest(db, locale, text))
}

async function runSuggest(db: SqlRunner, locale: Locale, text: string): Promise<Suggestion[]> {
  const plan = text ? await planFor(db, locale, text) : null
  if (!plan) return []
  const rows = await findTitles(db, plan, SUGGESTIONS)
  return rows.map((row) => ({ kind: row.kind, url: resultHref(locale, row.url), title: highlight(row.title, plan) }))
}
