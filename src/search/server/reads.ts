// Reading the index: typo candidates from the vocabulary, one page of ranked results with a
// count per type, and title suggestions. Ranking is the same on both engines: exact before
// typo-tolerant, title before body, then by rank key: undated pages before dated items, newer
// before older (src/search/server/rankKey.ts). No engine-specific score: both order alike.
import type { Locale } from '@/i18n/locales'

import { type SearchKind, SEARCH_KINDS } from '../shared/kinds'
import type { Plan } from '../shared/plan'
import { deletionVariants, withinOneEdit } from '../shared/typos'
import { join, sql, type SqlRunner } from '@/database/sql'
import { countStatement, type Page, type Ranked, rankedRows } from './tiers'

/** At most this many typo corrections per word: the closest spellings in the index. */
const MAX_TYPO_CANDIDATES = 6

export async function typoCandidates(db: SqlRunner, locale: Locale, words: string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>()
  if (words.length === 0) return found
  const variants = [...new Set(words.flatMap(deletionVariants))]
  const rows = await db.all<{ word: string }>(
    sql`SELECT DISTINCT word FROM search_vocab WHERE locale = ${locale} AND variant IN (${join(
      variants.map((v) => sql`${v}`),
      ', ',
    )})`,
  )
  for (const word of words) {
    const near = rows.map((row) => row.word).filter((candidate) => candidate !== word && withinOneEdit(word, candidate))
    found.set(word, near.slice(0, MAX_TYPO_CANDIDATES))
  }
  return found
}

export type Row = {
  rank_key: number | string
  collection: string
  doc_id: string
  kind: SearchKind
  url: string
  title: string
  excerpt: string
  body: string
  date: string | null
  image: string | null
}

/** One page of results, whole rows in rank order. */
export const findPage = (db: SqlRunner, plan: Plan, page: Page): Promise<(Row & Ranked)[]> =>
  rankedRows<Row>(db, plan, page, 'collection, doc_id, kind, url, title, excerpt, body, date, image')

export async function countByKind(db: SqlRunner, plan: Plan): Promise<Record<SearchKind, number>> {
  const rows = await db.all<{ kind: number | string; n: number | string }>(countStatement(db, plan))
  const counts = Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, 0])) as Record<SearchKind, number>
  for (const row of rows) counts[SEARCH_KINDS[Number(row.kind)]!] = Number(row.n)
  return counts
}

export type SuggestionRow = Pick<Row, 'kind' | 'url' | 'title'>

/** Titles that match, for the search box's suggestions. */
export const findTitles = (db: SqlRunner, plan: Plan, limit: number): Promise<SuggestionRow[]> =>
  rankedRows<SuggestionRow>(db, plan, { limit, offset: 0 }, 'kind, url, title', true)
