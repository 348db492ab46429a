// The places of one event, held while a sign-up or a cancellation decides who has one: on
// PostgreSQL a lock for the rest of the transaction, named after the event (other events and
// the event's own edits go on); on SQLite nothing more is needed, since Payload opens every
// transaction with BEGIN IMMEDIATE and so holds the database's one write lock already.
import type { Payload, PayloadRequest } from 'payload'

import { payloadConnection } from '@/database/payloadConnection'
import { sql } from '@/database/sql'

export async function holdPlaces(payload: Payload, req: PayloadRequest, eventId: number): Promise<void> {
  if (payload.db.name !== 'postgres') return
  const db = await payloadConnection(payload, req)
  await db.run(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`campus:event-places:${eventId}`}, 0))`)
}

/** Places taken (confirmed sign-ups) and people waiting, as the transaction sees them. */
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
