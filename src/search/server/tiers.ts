import { exactOnly, hasFuzzy, type Plan } from '../shared/plan'
import { ftsMatch } from './match'
import { KIND_MASK, kindIndex } from './rankKey'
import type { Page, Ranked } from './reads'
import { sql, type SqlRunner } from './sql'
import { ftsTable } from './tables'

/**
 * SQLite: the same order as one FTS query per tier (exact in the title, exact elsewhere, typo
 * in the title, typo elsewhere), each walked in row-id order, which is rank-key order: no
 * sorting of every match, however many there are.
 */
export async function rankedKeysByTier(db: SqlRunner, plan: Plan, page: Page, titleOnly: boolean): Promise<Ranked[]> {
  const fts = ftsTable(plan.locale)
  const all = `(${ftsMatch(plan, { titleOnly })})`
  const title = `(${ftsMatch(plan, { titleOnly: true })})`
  const exact = hasFuzzy(plan) ? `(${ftsMatch(exactOnly(plan), { titleOnly })})` : null
  const tiers: { match: string; exact: boolean; inTitle: boolean }[] = titleOnly
    ? exact
      ? [{ match: exact, exact: true, inTitle: true }, { match: `${all} NOT ${exact}`, exact: false, inTitle: true }]
      : [{ match: all, exact: true, inTitle: true }]
    : exact
      ? [
          { match: `${exact} AND ${title}`, exact: true, inTitle: true },
          { match: `${exact} NOT ${title}`, exact: true, inTitle: false },
          { match: `(${title} NOT ${exact})`, exact: false, inTitle: true },
          { match: `(${all} NOT ${exact}) NOT ${title}`, exact: false, inTitle: false },
        ]
      : [
          { match: title, exact: true, inTitle: true },
          { match: `${all} NOT ${title}`, exact: true, inTitle: false },
        ]
  const kind = page.kind ? sql` AND rowid % ${KIND_MASK + 1} = ${kindIndex(page.kind)}` : sql``
  const keys: Ranked[] = []
  let offset = page.offset
  for (const [i, tier] of tiers.entries()) {
    if (keys.length >= page.limit) break
    const where = sql`${fts} MATCH ${tier.match}${kind}`
    if (offset > 0 && i < tiers.length - 1) {
      const [row] = await db.all<{ n: number }>(sql`SELECT count(*) AS n FROM ${fts} WHERE ${where}`)
      const size = Number(row?.n ?? 0)
      if (offset >= size) {
        offset -= size
        continue
      }
    }
    const rows = await db.all<{ rank_key: number }>(sql`
      SELECT rowid AS rank_key FROM ${fts} WHERE ${where} ORDER BY rowid DESC LIMIT ${page.limit - keys.length} OFFSET ${offset}`)
    offset = 0
    keys.push(...rows.map((row) => ({ rank_key: row.rank_key, exact: tier.exact, in_title: tier.inTitle })))
  }
  return keys
}

