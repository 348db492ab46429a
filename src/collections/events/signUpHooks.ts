// What sign-ups do to the rest of the site when they change: the event's page shows its places
// again (its tag expires); a place staff delete goes to the first person waiting, as a cancelled
// one does; and an event deleted for good takes its sign-ups with it (decision 047: what a record
// owns goes with it), in the delete's own transaction.
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionBeforeDeleteHook } from 'payload'

import { expireTags } from '@/cache/revalidate'
import { TAGS } from '@/cache/tags'
import { wakeSignUpMailer } from '@/events/server/mailer'
import { promoteWaiting, withPlacesHeld } from '@/events/server/places'
import type { EventRegistration } from '@/payload-types'

/** Set while an event's own delete removes its sign-ups: nobody is moved up to a place in an event that is going. */
const EVENT_GOING = 'eventGoing'

const eventOf = (doc: EventRegistration) => (typeof doc.event === 'object' && doc.event ? doc.event.id : doc.event)

export const expirePlaces: CollectionAfterChangeHook<EventRegistration> = ({ doc, req }) => {
  expireTags(req, [TAGS.eventPlaces(eventOf(doc))])
  return doc
}

export const freePlaceOnDelete: CollectionAfterDeleteHook<EventRegistration> = async ({ doc, req }) => {
  const eventId = eventOf(doc)
  if (doc.state === 'confirmed' && !req.context[EVENT_GOING]) {
    const event = await req.payload.findByID({ collection: 'events', id: eventId, depth: 0, overrideAccess: true, req }).catch(() => null)
    const capacity = event?.registration?.capacity
    if (event && capacity && new Date() < new Date(event.startsAt)) {
      const promoted = await withPlacesHeld(req.payload, eventId, (held) => promoteWaiting(req.payload, held, eventId, capacity), req)
      if (promoted) wakeSignUpMailer()
    }
  }
  expireTags(req, [TAGS.eventPlaces(eventId)])
  return doc
}

export const deleteSignUpsWithEvent: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'event-registrations', where: { event: { equals: id } }, overrideAccess: true, req, context: { [EVENT_GOING]: true } })
}
