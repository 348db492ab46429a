// Answers kept in this process for a few seconds (the compatibility API's JSON, the search
// results page), so the production server can give a repeated call from memory before Next
// (src/edge/server.ts; the budget is 1,000 calls a second). Any content change (src/cache/revalidate.ts)
// empties it at once, and nothing
// is kept for a moment afterwards: a change is announced before its transaction commits, and an
// answer read in between must not outlive it. Bounded in entries and bytes (bodies are Buffers,
// outside the JavaScript heap); expired entries go first.
import { onRemoteChange } from '@/cache/changes'
import { processWide } from '@/lib/processWide'

export type Kept = { status: number; body: Buffer; headers: Record<string, string>; at: number }

/** As long as nginx keeps a page (deploy/nginx/campus.conf): an edit shows within seconds everywhere. */
export const KEEP_MS = 5_000
/** After a change, answers are given but not kept for this long (the change's commit). */
const SETTLE_MS = 2_000
const MAX_ENTRIES = 5_000
const MAX_BYTES = 32 * 1024 * 1024

type Memo = { entries: Map<string, Kept>; bytes: number; generation: number; changedAt: number }
const memo = processWide<Memo>('cache.answerMemo', () => ({ entries: new Map(), bytes: 0, generation: 0, changedAt: 0 }))

export const generation = () => memo.generation

function drop(key: string) {
  const kept = memo.entries.get(key)
  if (!kept) return
  memo.bytes -= kept.body.length
  memo.entries.delete(key)
}

export function keptAnswer(key: string, now = Date.now()): Kept | undefined {
  const kept = memo.entries.get(key)
  if (kept && now - kept.at < KEEP_MS) return kept
  if (kept) drop(key)
  return undefined
}

/** Whether what was started at `since` (a generation()) may be kept: no content changed since, nor just before. */
export const mayKeep = (since: number, now = Date.now()): boolean => since === memo.generation && now - memo.changedAt >= SETTLE_MS

/** Keeps an answer unless content changed since it was started (`since`, a generation()) or just now. */
export function keepAnswer(key: string, answer: Omit<Kept, 'at'>, since: number, now = Date.now()) {
  if (!mayKeep(since, now)) return
  drop(key)
  // Oldest first: the expired ones, then as many as the limits need.
  for (const [oldest, kept] of memo.entries) {
    const full = memo.entries.size >= MAX_ENTRIES || memo.bytes + answer.body.length > MAX_BYTES
    if (!full && now - kept.at < KEEP_MS) break
    drop(oldest)
  }
  if (answer.body.length > MAX_BYTES) return
  memo.entries.set(key, { ...answer, at: now })
  memo.bytes += answer.body.length
}

/** Content changed: nothing kept may be given again. */
export function forgetAnswers(now = Date.now()) {
  memo.generation++
  memo.changedAt = now
  memo.entries.clear()
  memo.bytes = 0
}

// A change saved on another instance (heard through Redis) empties this one's answers too.
onRemoteChange('compat-answers', () => forgetAnswers())
