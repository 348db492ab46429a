// One decision at a time about one thing (an event's places, an invoice's balance), across every
// instance sharing the database. On PostgreSQL: a transaction with a lock named after the thing
// (other things go on). On SQLite, which one process serves (decision 023) and where Payload runs
// without transactions, a queue per thing in this process: each decision starts once the one
// before has been written.
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

import { processWide } from '@/lib/processWide'

import { payloadConnection } from './payloadConnection'
import { sql } from './sql'

const queues = () => processWide('database.heldQueues', () => new Map<string, Promise<unknown>>())

/** Runs `work` after every earlier decision on `name` in this process has finished. */
async function inQueue<T>(name: string, work: () => Promise<T>): Promise<T> {
  const waiting = queues()
  const before = waiting.get(name) ?? Promise.resolve()
  const mine = before.then(work, work)
  const settled = mine.catch(() => undefined)
  waiting.set(name, settled)
  void settled.then(() => {
    if (waiting.get(name) === settled) waiting.delete(name)
  })
  return mine
}

/**
 * Runs `work` with `name` held, in a transaction where the database has them (`outer`'s, when
 * called inside a save, or one of its own). A failure leaves nothing written on PostgreSQL.
 */
export async function withHeld<T>(payload: Payload, name: string, work: (req: PayloadRequest) => Promise<T>, outer?: PayloadRequest): Promise<T> {
  if (payload.db.name !== 'postgres') return inQueue(name, async () => work(outer ?? (await createLocalReq({}, payload))))
  const req = outer ?? (await createLocalReq({}, payload))
  const ownTransaction = !outer && (await initTransaction(req))
  try {
    const db = await payloadConnection(payload, req)
    await db.run(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`campus:${name}`}, 0))`)
    const result = await work(req)
    if (ownTransaction) await commitTransaction(req)
    return result
  } catch (error) {
    if (ownTransaction) await killTransaction(req)
    throw error
  }
}
