import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { TAGS } from '@/cache/tags'
import { countPlaces } from '@/events/server/places'

import { getPayloadClient } from './payload'

/**
 * Places taken on an event that takes sign-ups, for its page. The page stays cached: every
 * sign-up, cancellation and staff delete expires this figure's tag (src/collections/events/signUpHooks.ts),
 * and it is read again at most every minute besides, so the form closes by itself at its closing
 * time with nobody saving (docs/decisions/062-event-sign-ups.md).
 */
export const PLACES_REFRESH_SECONDS = 60

export const findPlacesTaken = cache((eventId: number) =>
  unstable_cache(async () => (await countPlaces(await getPayloadClient(), eventId)).taken, ['event-places', String(eventId)], {
    tags: [TAGS.eventPlaces(eventId)],
    revalidate: PLACES_REFRESH_SECONDS,
  })(),
)
