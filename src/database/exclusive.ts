// Work that must run in one place at a time across every instance sharing the database: on
// PostgreSQL a session advisory lock on a connection of its own (PostgreSQL frees it if the
// process or its connection dies, so a crash never leaves work locked); on SQLite, which one
// process serves, a lock in this process (docs/decisions/023-jobs-run-once.md).
import type { Payload } from 'payload'
import { processWide } from '@/lib/processWide'
import { postgresPool } from './drizzle'

const heldHere = () => processWide('database.exclusiveHeld', () => new Set<string>())

const POLL_MS = 100

/**
 * Runs `work` unless the named lock is held elsewhere (another instance or this process): then
 * resolves with `{ ran: false }`, at once or after trying for `waitMs`.
 */
export async function exclusively<T>(
  payload: Payload,
  name: string,
  work: () => Promise<T>,
  { waitMs = 0 } = {},
): Promise<{ ran: true; value: T } | { ran: false }> {
  const until = Date.now() + waitMs
  for (;;) {
    const outcome = await tryExclusively(payload, name, work)
    if (outcome.ran || Date.now() >= until) return outcome
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}

async function tryExclusively<T>(payload: Payload, name: string, work: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
  const held = heldHere()
  // The same process never runs a named piece twice at once, whatever the database.
  if (held.has(name)) return { ran: false }
  held.add(name)
  try {
    if (payload.db.name !== 'postgres') return { ran: true, value: await work() }
    const client = await postgresPool(payload).connect()
    let locked = false
    let broken: Error | undefined
    try {
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock(hashtextextended($1, 0)) as locked', [`campus:${name}`])
      locked = rows[0]!.locked
      if (!locked) return { ran: false }
      return { ran: true, value: await work() }
    } finally {
      // A connection that cannot unlock is closed instead, which frees the lock too.
      if (locked) await client.query('select pg_advisory_unlock(hashtextextended($1, 0))', [`campus:${name}`]).catch((error: Error) => (broken = error))
      client.release(broken)
    }
  } finally {
    held.delete(name)
  }
}
