// The places of one event, held while a sign-up, a cancellation or a staff delete decides who has
// one, so twenty people asking for the last three places get exactly three. On PostgreSQL: a
// transaction with a lock named after the event (other events and the event's own edits go on).
// On SQLite, which one process serves (decision 023) and where Payload runs without
// transactions, a queue per event in this process: each decision starts once the one before has
// been written.
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

import { payloadConnection } from '@/database/payloadConnection'
import { sql } from '@/database/sql'
import { processWide } from '@/lib/processWide'

const queues = () => processWide('events.placeQueues', () => new Map<number, Promise<unknown>>())

/** Runs `work` after every earlier decision on this event in this process has finished. */
async function inQueue<T>(eventId: number, work: () => Promise<T>): Promise<T> {
  const waiting = queues()
  const before = waiting.get(eventId) ?? Promise.resolve()
  const mine = before.then(work, work)
  const settled = mine.catch(() => undefined)
  waiting.set(eventId, settled)
  void settled.then(() => {
    if (waiting.get(eventId) === settled) waiting.delete(eventId)
  })
  return mine
}

/**
 * Runs `work` with the event's places held, in a transaction where the database has them
 * (`outer`'s, when called inside a save, or one of its own). A failure leaves nothing written.
 */
export async function withPlacesHeld<T>(payload: Payload, eventId: number, work: (req: PayloadRequest) => Promise<T>, outer?: PayloadRequest): Promise<T> {
  if (payload.db.name !== 'postgres') return inQueue(eventId, async () => work(outer ?? (await createLocalReq({}, payload))))
  const req = outer ?? (await createLocalReq({}, payload))
  const ownTransaction = !outer && (await initTransaction(req))
  try {
    const db = await payloadConnection(payload, req)
    await db.run(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`campus:event-places:${eventId}`}, 0))`)
    const result = await work(req)
    if (ownTransaction) await commitTransaction(req)
    return result
  } catch (error) {
    if (ownTransaction) await killTransaction(req)
    throw error
  }
}

/** Places taken (confirmed sign-ups) and people waiting, as `req`'s transaction sees them. */
export async function countPlaces(payload: Payload, eventId: number, req?: PayloadRequest): Promise<{ taken: number; waiting: number }> {
  const count = async (state: 'confirmed' | 'waiting') =>
    (await payload.count({ collection: 'event-registrations', where: { event: { equals: eventId }, state: { equals: state } }, overrideAccess: true, req }))
      .totalDocs
  const [taken, waiting] = await Promise.all([count('confirmed'), count('waiting')])
  return { taken, waiting }
}

/**
 * Gives freed places to the people waiting longest, as many as are free, each with an e-mail
 * owed saying so. Call with the places held; returns how many moved up.
 */
export async function promoteWaiting(payload: Payload, req: PayloadRequest, eventId: number, capacity: number): Promise<number> {
  const { taken } = await countPlaces(payload, eventId, req)
  const free = capacity - taken
  if (free <= 0) return 0
  const { docs } = await payload.find({
    collection: 'event-registrations',
    where: { event: { equals: eventId }, state: { equals: 'waiting' } },
    sort: ['createdAt', 'id'],
    limit: free,
    depth: 0,
    overrideAccess: true,
    req,
  })
  for (const waiting of docs) {
    await payload.update({
      collection: 'event-registrations',
      id: waiting.id,
      data: { state: 'confirmed', mailDueAt: new Date().toISOString(), mailKind: 'promoted' },
      overrideAccess: true,
      depth: 0,
      req,
    })
  }
  return docs.length
}
