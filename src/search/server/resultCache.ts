// Answers to recent searches, kept per process and valid while the index is unchanged: each
// lookup first reads the index's change count (one row), so an edit through any instance makes
// every instance's cached answers stale at once. Popular queries (an admissions campaign's
// "contract", "dormitory") are then answered without running the search again.
import { env } from '@/env'

import { sql, type SqlRunner } from '@/database/sql'

const answers = new Map<string, { version: number; value: unknown }>()
/** The newest version of the index a lookup has read here, and who wants to know when it moves. */
let seenVersion: number | null = null
const changeListeners: ((db: SqlRunner, version: number) => void)[] = []

/** Calls `listener` when a lookup finds the index changed since the last one (popular queries are then worked out again). */
export function onIndexChange(listener: (db: SqlRunner, version: number) => void): void {
  changeListeners.push(listener)
}

export async function indexVersion(db: SqlRunner): Promise<number> {
  const [row] = await db.all<{ version: number | string }>(sql`SELECT version FROM search_version WHERE id = 1`)
  return Number(row?.version ?? 0)
}

/** The cached answer for this key at the index's current version, or a fresh one (then kept). */
export async function cachedAnswer<T>(db: SqlRunner, key: string, compute: () => Promise<T>): Promise<T> {
  const limit = env.SEARCH_CACHE_ENTRIES
  if (limit === 0) return compute()
  const version = await indexVersion(db)
  if (seenVersion !== null && version > seenVersion) for (const listener of changeListeners) listener(db, version)
  if (seenVersion === null || version > seenVersion) seenVersion = version
  const hit = answers.get(key)
  if (hit && hit.version === version) {
    // Most recently used last: the oldest entry is the first to go.
    answers.delete(key)
    answers.set(key, hit)
    return hit.value as T
  }
  const value = await compute()
  answers.delete(key)
  answers.set(key, { version, value })
  if (answers.size > limit) answers.delete(answers.keys().next().value!)
  return value
}
