// The places of one event, held while a sign-up, a cancellation or a staff delete decides who has
// one, so twenty people asking for the last three places get exactly three (src/database/held.ts).
import type { Payload, PayloadRequest } from 'payload'

import { withHeld } from '@/database/held'

/** Runs `work` with the event's places held; a failure leaves nothing written. */
export const withPlacesHeld = <T>(payload: Payload, eventId: number, work: (req: PayloadRequest) => Promise<T>, outer?: PayloadRequest): Promise<T> =>
  withHeld(payload, `event-places:${eventId}`, work, outer)

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
