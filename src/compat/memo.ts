// Answers of the compatibility API kept in this process for a few seconds, so the production
// server can give a repeated call from memory before Next (src/server.ts; the budget is 1,000
// calls a second). Any content change (src/cache/revalidate.ts) empties it at once; an answer
// computed while a change happened is not kept, so it can never outlive the change.
export type Kept = { status: number; body: string; headers: Record<string, string>; at: number }

/** As long as nginx keeps a page (deploy/nginx/campus.conf): an edit shows within seconds everywhere. */
export const KEEP_MS = 5_000
const MAX_ENTRIES = 5_000

const HOLDER = Symbol.for('campus.compat.memo')
type Memo = { entries: Map<string, Kept>; generation: number }
const memo = ((globalThis as { [HOLDER]?: Memo })[HOLDER] ??= { entries: new Map(), generation: 0 })

export const generation = () => memo.generation

export function keptAnswer(key: string, now = Date.now()): Kept | undefined {
  const kept = memo.entries.get(key)
  if (kept && now - kept.at < KEEP_MS) return kept
  if (kept) memo.entries.delete(key)
  return undefined
}

/** Keeps an answer unless content changed since it was started (`since`, a generation()). */
export function keepAnswer(key: string, answer: Omit<Kept, 'at'>, since: number) {
  if (since !== memo.generation) return
  if (memo.entries.size >= MAX_ENTRIES) memo.entries.delete(memo.entries.keys().next().value!)
  memo.entries.set(key, { ...answer, at: Date.now() })
}

/** Content changed: nothing kept may be given again. */
export function forgetAnswers() {
  memo.generation++
  memo.entries.clear()
}
