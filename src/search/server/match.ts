// A plan in each engine's own query language: an FTS5 MATCH expression for SQLite, a
// tsquery for PostgreSQL. Terms hold only letters, digits and the stem mark, so quoting
// them is enough. titleOnly limits FTS5 to the title column; PostgreSQL keeps the title's
// terms in a tsvector of their own (search_terms.title).
import type { Plan } from '../shared/plan'

type Options = { titleOnly?: boolean }

export function ftsMatch(plan: Plan, { titleOnly = false }: Options = {}): string {
  const groups = plan.groups.map((group) => `(${group.alternatives.map((alt) => `"${alt.term}"${alt.prefix ? '*' : ''}`).join(' OR ')})`)
  const expression = groups.join(plan.mode === 'any' ? ' OR ' : ' AND ')
  return titleOnly ? `{title} : (${expression})` : expression
}

export function tsQuery(plan: Plan): string {
  return plan.groups
    .map((group) => `(${group.alternatives.map((alt) => `'${alt.term}'${alt.prefix ? ':*' : ''}`).join(' | ')})`)
    .join(plan.mode === 'any' ? ' | ' : ' & ')
}
