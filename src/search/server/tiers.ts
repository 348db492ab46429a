// Ranking by tier, on both engines: one full-text query per tier (exact in the title, exact
// elsewhere, typo in the title, typo elsewhere), each giving its matches in rank-key order, so a
// page never sorts more than one tier's matches and never reads a document's text.
// SQLite: the FTS5 row id is the rank key, so a tier is an FTS walk in row-id order.
// PostgreSQL: GIN lookups on the language's partition of search_terms (its two tsvectors), then a
// top-N sort of the matches' rank keys.
import type { Locale } from '@/i18n/locales'

import type { SearchKind } from '../shared/kinds'
import { exactOnly, hasFuzzy, type Plan } from '../shared/plan'
import { ftsMatch, tsQuery } from './match'
import { KIND_MASK, kindIndex } from './rankKey'
import { raw, sql, type Sql, type SqlRunner } from '@/database/sql'
import { ftsTable, termsTable } from './tables'

export type Page = { kind?: SearchKind; limit: number; offset: number }
export type Ranked = { rank_key: number | string; exact: boolean; in_title: boolean }

/** A full-text condition and how an engine combines two of them. */
type Engine<C> = {
  /** The plan matched in the title, or anywhere. */
  matches: (plan: Plan, titleOnly: boolean) => C
  and: (a: C, b: C) => C
  /** a, but not b. */
  without: (a: C, b: C) => C
  /** The statement's FROM and WHERE for a condition, restricted to one type when asked. */
  where: (locale: Locale, condition: C, kind?: SearchKind) => Sql
  key: Sql
}

const sqliteEngine: Engine<string> = {
  matches: (plan, titleOnly) => `(${ftsMatch(plan, { titleOnly })})`,
  and: (a, b) => `(${a} AND ${b})`,
  without: (a, b) => `(${a} NOT ${b})`,
  where: (locale, condition, kind) =>
    sql`${ftsTable(locale)} WHERE ${ftsTable(locale)} MATCH ${condition}${kind ? sql` AND rowid % ${KIND_MASK + 1} = ${kindIndex(kind)}` : sql``}`,
  key: sql`rowid`,
}

const postgresEngine: Engine<Sql> = {
  matches: (plan, titleOnly) => sql`${titleOnly ? sql`title` : sql`terms`} @@ ${tsQuery(plan)}::tsquery`,
  and: (a, b) => sql`(${a} AND ${b})`,
  without: (a, b) => sql`(${a} AND NOT ${b})`,
  where: (locale, condition, kind) => sql`${termsTable(locale)} WHERE ${condition}${kind ? sql` AND rank_key % ${KIND_MASK + 1} = ${kindIndex(kind)}` : sql``}`,
  // `+ 0`: sorting the few matches beats walking every row in key order and testing each.
  key: sql`rank_key + 0`,
}

type Tier<C> = { condition: C; exact: boolean; inTitle: boolean }

/** The tiers in rank order. Suggestions (titleOnly) match titles only: exact, then typo-corrected. */
function tiersOf<C>(engine: Engine<C>, plan: Plan, titleOnly: boolean): Tier<C>[] {
  const all = engine.matches(plan, titleOnly)
  const title = engine.matches(plan, true)
  const exact = hasFuzzy(plan) ? engine.matches(exactOnly(plan), titleOnly) : null
  if (titleOnly) {
    return exact
      ? [
          { condition: exact, exact: true, inTitle: true },
          { condition: engine.without(all, exact), exact: false, inTitle: true },
        ]
      : [{ condition: all, exact: true, inTitle: true }]
  }
  return exact
    ? [
        { condition: engine.and(exact, title), exact: true, inTitle: true },
        { condition: engine.without(exact, title), exact: true, inTitle: false },
        { condition: engine.without(title, exact), exact: false, inTitle: true },
        { condition: engine.without(engine.without(all, exact), title), exact: false, inTitle: false },
      ]
    : [
        { condition: title, exact: true, inTitle: true },
        { condition: engine.without(all, title), exact: true, inTitle: false },
      ]
}

function rankedIn<C, T>(engine: Engine<C>, db: SqlRunner, plan: Plan, page: Page, titleOnly: boolean, columns: string): Promise<(T & Ranked)[]> {
  return walkTiers<T>(
    db,
    plan.locale,
    tiersOf(engine, plan, titleOnly).map((tier) => ({ ...tier, where: engine.where(plan.locale, tier.condition, page.kind) })),
    engine.key,
    page,
    columns,
  )
}

/**
 * Skips whole tiers before the page's offset (by counting them), then reads rows until the page is
 * full: each tier's statement ranks its keys and reads their rows from search_docs at once.
 */
async function walkTiers<T>(
  db: SqlRunner,
  locale: Locale,
  tiers: { where: Sql; exact: boolean; inTitle: boolean }[],
  key: Sql,
  page: Page,
  columns: string,
): Promise<(T & Ranked)[]> {
  const found: (T & Ranked)[] = []
  let offset = page.offset
  for (const [i, tier] of tiers.entries()) {
    if (found.length >= page.limit) break
    if (offset > 0 && i < tiers.length - 1) {
      const [row] = await db.all<{ n: number | string }>(sql`SELECT count(*) AS n FROM ${tier.where}`)
      const size = Number(row?.n ?? 0)
      if (offset >= size) {
        offset -= size
        continue
      }
    }
    const rows = await db.all<T & { rank_key: number | string }>(sql`
      SELECT rank_key, ${raw(columns)} FROM search_docs WHERE locale = ${locale} AND rank_key IN (
        SELECT ${key} FROM ${tier.where} ORDER BY ${key} DESC LIMIT ${page.limit - found.length} OFFSET ${offset}
      ) ORDER BY rank_key DESC`)
    offset = 0
    found.push(...rows.map((row) => ({ ...row, exact: tier.exact, in_title: tier.inTitle })))
  }
  return found
}

/**
 * One page of matches, whole rows with the given columns of search_docs: exact before
 * typo-corrected, title before body, then by rank key.
 */
export const rankedRows = <T>(db: SqlRunner, plan: Plan, page: Page, columns: string, titleOnly = false): Promise<(T & Ranked)[]> =>
  db.dialect === 'postgres'
    ? rankedIn<Sql, T>(postgresEngine, db, plan, page, titleOnly, columns)
    : rankedIn<string, T>(sqliteEngine, db, plan, page, titleOnly, columns)

/** How many documents of each type index (rank key modulo 16) match the plan anywhere. */
export function countStatement(db: SqlRunner, plan: Plan): Sql {
  const where =
    db.dialect === 'postgres'
      ? postgresEngine.where(plan.locale, postgresEngine.matches(plan, false))
      : sqliteEngine.where(plan.locale, sqliteEngine.matches(plan, false))
  const key = db.dialect === 'postgres' ? sql`rank_key` : sql`rowid`
  return sql`SELECT ${key} % ${KIND_MASK + 1} AS kind, count(*) AS n FROM ${where} GROUP BY 1`
}
