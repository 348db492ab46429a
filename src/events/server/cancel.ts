// The cancellation link: the page reads what the token names (a GET never changes anything, since
// mail scanners follow links), and the page's button posts the token back to cancel. Cancelling
// a place gives it, with the places held, to the first person waiting.
import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { Event, EventRegistration } from '@/payload-types'

import { matchesHash, registrationOf } from './cancelTokens'
import { wakeSignUpMailer } from './mailer'
import { promoteWaiting, withPlacesHeld } from './places'
import { settingsOf } from './signUp'

export type Cancellation = { registration: EventRegistration; event: Event }

/** The sign-up and its event a token names, if it is the newest token sent for it; otherwise null. */
export async function findCancellation(payload: Payload, token: unknown, locale?: Locale): Promise<Cancellation | null> {
  const id = registrationOf(token)
  if (id === undefined || typeof token !== 'string') return null
  const { docs } = await payload.find({
    collection: 'event-registrations',
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const registration = docs[0]
  if (!registration || !matchesHash(token, registration.cancelTokenHash)) return null
  const eventId = typeof registration.event === 'object' ? registration.event.id : registration.event
  const event = await payload.findByID({ collection: 'events', id: eventId, depth: 0, overrideAccess: true, draft: false, locale }).catch(() => null)
  return event ? { registration, event } : null
}

/** Cancels the sign-up the token names; 'unknown' for a token that names none (any more). */
export async function cancelSignUp(payload: Payload, token: unknown, now = new Date()): Promise<'cancelled' | 'unknown'> {
  const found = await findCancellation(payload, token)
  if (!found) return 'unknown'
  const { registration, event } = found
  if (registration.state === 'cancelled') return 'cancelled'
  const promoted = await withPlacesHeld(payload, event.id, async (req) => {
    const current = await payload.findByID({ collection: 'event-registrations', id: registration.id, depth: 0, overrideAccess: true, req })
    if (current.state === 'cancelled') return 0
    await payload.update({
      collection: 'event-registrations',
      id: registration.id,
      data: { state: 'cancelled', cancelledAt: now.toISOString(), mailDueAt: null, mailKind: null },
      overrideAccess: true,
      depth: 0,
      req,
    })
    const settings = settingsOf(event)
    // A place freed before the event starts goes to the waiting list; after, nobody could use it.
    return current.state === 'confirmed' && settings.capacity && now < new Date(event.startsAt) ? promoteWaiting(payload, req, event.id, settings.capacity) : 0
  })
  if (promoted) wakeSignUpMailer()
  return 'cancelled'
}
