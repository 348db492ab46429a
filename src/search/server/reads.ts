// Reading the index: typo candidates from the vocabulary, one page of ranked results with a
// count per type, and title suggestions. Ranking is the same on both engines: exact before
// typo-tolerant, title before body, then by rank key: undated pages before dated items, newer
// before older (src/search/server/rankKey.ts). No engine-specific score: both order alike.
import type { Locale } from '@/i18n/locales'

import { type SearchKind, SEARCH_KINDS } from '../shared/kinds'
import { exactOnly, hasFuzzy, type Plan } from '../shared/plan'
import { deletionVariants, withinOneEdit } from '../shared/typos'
import { ftsMatch, tsQuery } from './match'
import { join, raw, sql, type SqlRunner } from './sql'
import { KIND_MASK } from './rankKey'
import { ftsTable } from './tables'
import { rankedKeysByTier } from './tiers'

/** At most this many typo corrections per word: the closest spellings in the index. */
const MAX_TYPO_CANDIDATES = 6

export async function typoCandidates(db: SqlRunner, locale: Locale, words: string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>()
  if (words.length === 0) return found
  const variants = [...new Set(words.flatMap(deletionVariants))]
  const rows = await db.all<{ word: string }>(
    sql`SELECT DISTINCT word FROM search_vocab WHERE locale = ${locale} AND variant IN (${join(variants.map((v) => sql`${v}`), ', ')})`,
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
  exact: number | boolean
  in_title: number | boolean
}

export type Page = { kind?: SearchKind; limit: number; offset: number }

/**
 * The matching statement's pieces for each engine; titleOnly for suggestions. On SQLite every
 * piece reads the FTS index alone: the row id is the rank key, which carries type and date.
 */
function matching(db: SqlRunner, plan: Plan, titleOnly = false) {
  const exact = hasFuzzy(plan) ? exactOnly(plan) : null
  if (db.dialect === 'postgres') {
    const all = sql`${tsQuery(plan, { titleOnly })}::tsquery`
    return {
      from: sql`search_docs d WHERE d.locale = ${plan.locale} AND d.tsv @@ ${all}`,
      key: sql`d.rank_key`,
      kind: sql`d.kind`,
      exact: exact ? sql`(d.tsv @@ ${tsQuery(exact, { titleOnly })}::tsquery)` : sql`true`,
      inTitle: titleOnly ? sql`true` : sql`(d.tsv @@ ${tsQuery(plan, { titleOnly: true })}::tsquery)`,
    }
  }
  // SQLite ranks by tier (rankedKeysByTier); here only matching and counting per type.
  const fts = ftsTable(plan.locale)
  return { from: sql`${fts} f WHERE ${fts} MATCH ${ftsMatch(plan, { titleOnly })}`, key: sql`f.rowid`, kind: sql`(f.rowid % ${KIND_MASK + 1})`, exact: sql`1`, inTitle: sql`1` }
}

export type Ranked = { rank_key: number | string; exact: number | boolean; in_title: number | boolean }

/** The rank keys of one page: exact before typo-corrected, title before body, then by rank key. */
async function rankedKeys(db: SqlRunner, plan: Plan, page: Page, titleOnly = false): Promise<Ranked[]> {
  if (db.dialect === 'sqlite') return rankedKeysByTier(db, plan, page, titleOnly)
  const m = matching(db, plan, titleOnly)
  const kind = page.kind ? sql` AND ${m.kind} = ${page.kind}` : sql``
  return db.all<Ranked>(sql`
    SELECT ${m.key} AS rank_key, ${m.exact} AS exact, ${m.inTitle} AS in_title FROM ${m.from}${kind}
    ORDER BY exact DESC, in_title DESC, rank_key DESC LIMIT ${page.limit} OFFSET ${page.offset}`)
}

/** The whole rows of ranked keys, in their order. */
async function rowsOf<T extends { rank_key: number | string }>(db: SqlRunner, locale: Locale, ranked: Ranked[], columns: string): Promise<(T & Ranked)[]> {
  if (ranked.length === 0) return []
  const rows = await db.all<T>(sql`
    SELECT rank_key, ${raw(columns)} FROM search_docs WHERE locale = ${locale} AND rank_key IN (${join(ranked.map((r) => sql`${Number(r.rank_key)}`), ', ')})`)
  const byKey = new Map(rows.map((row) => [Number(row.rank_key), row]))
  return ranked.flatMap((r) => {
    const row = byKey.get(Number(r.rank_key))
    return row ? [{ ...row, ...r }] : []
  })
}

/** One page of results: the ranking reads keys only, then the page's rows are read whole. */
export async function findPage(db: SqlRunner, plan: Plan, page: Page): Promise<Row[]> {
  return rowsOf<Row>(db, plan.locale, await rankedKeys(db, plan, page), 'collection, doc_id, kind, url, title, excerpt, body, date, image')
}

export async function countByKind(db: SqlRunner, plan: Plan): Promise<Record<SearchKind, number>> {
  const m = matching(db, plan)
  const rows = await db.all<{ kind: SearchKind | number; n: number | string }>(sql`SELECT ${m.kind} AS kind, count(*) AS n FROM ${m.from} GROUP BY 1`)
  const counts = Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, 0])) as Record<SearchKind, number>
  for (const row of rows) counts[typeof row.kind === 'number' ? SEARCH_KINDS[row.kind]! : row.kind] = Number(row.n)
  return counts
}

export type SuggestionRow = Pick<Row, 'kind' | 'url' | 'title'>

/** Titles that match, for the search box's suggestions. */
export async function findTitles(db: SqlRunner, plan: Plan, limit: number): Promise<SuggestionRow[]> {
  return rowsOf<SuggestionRow & { rank_key: number }>(db, plan.locale, await rankedKeys(db, plan, { limit, offset: 0 }, true), 'kind, url, title')
}
