import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { TAGS } from '@/cache/tags'
import type { Locale } from '@/i18n/locales'
import type { Event } from '@/payload-types'

import { formatRange } from '@/lib/dates'

import { type Image, toImage, toImages } from './images'
import { isPreview } from './preview'
import { findTranslated } from './translated'

export const EVENTS_PAGE_SIZE = 9

export type EventCard = {
  slug: string
  title: string
  startsAt: string
  endsAt: string | null
  /** When, as the visitor reads it, formatted on the server. */
  whenText: string
  place: string | null
  excerpt: string | null
  cover: Image | null
  untranslated: boolean
}

export type EventDetail = EventCard & { body: Event['body']; gallery: Image[]; registrationUrl: string | null; updatedAt: string; inEnglish: string[] }

const toCard = (doc: Event & { untranslated: boolean }, locale: Locale): EventCard => ({
  slug: doc.slug ?? '',
  title: doc.title,
  startsAt: doc.startsAt,
  endsAt: doc.endsAt ?? null,
  whenText: formatRange(locale, doc.startsAt, doc.endsAt ?? null),
  place: doc.place ?? null,
  excerpt: doc.excerpt ?? null,
  cover: toImage(doc.cover),
  untranslated: doc.untranslated,
})

/** One page of the events list, latest start first. */
export const listEvents = cache((locale: Locale, page = 1, limit = EVENTS_PAGE_SIZE) =>
  unstable_cache(
    async () => {
      const result = await findTranslated<Event>({ collection: 'events', locale, sort: '-startsAt', page, limit })
      return { items: result.docs.map((doc) => toCard(doc, locale)), total: result.totalDocs, hasMore: result.hasNextPage }
    },
    ['events-list', locale, String(page), String(limit)],
    { tags: [TAGS.events] },
  )(),
)

async function loadEvent(locale: Locale, slug: string, draft: boolean): Promise<EventDetail | null> {
  const { docs } = await findTranslated<Event>({ collection: 'events', locale, where: { slug: { equals: slug } }, limit: 1, draft })
  const doc = docs[0]
  if (!doc) return null
  return {
    ...toCard(doc, locale),
    body: doc.body ?? null,
    gallery: toImages(doc.gallery),
    registrationUrl: doc.registrationUrl ?? null,
    updatedAt: doc.updatedAt,
    inEnglish: doc.inEnglish,
  }
}

export const findEventBySlug = cache(async (locale: Locale, slug: string) =>
  (await isPreview())
    ? loadEvent(locale, slug, true)
    : unstable_cache(() => loadEvent(locale, slug, false), ['event', locale, slug], { tags: [TAGS.events, TAGS.event(slug)] })(),
)
