import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { TAGS } from '@/cache/tags'
import type { Locale } from '@/i18n/locales'
import type { Event } from '@/payload-types'
import type { Where } from 'payload'

import { formatRange } from '@/lib/dates'
import { campusMonth, pastWhere, startsInMonth, upcomingWhere } from '@/lib/eventTimes'
import type { RegistrationSettings } from '@/events/shared/availability'

import { type Category, categoryOf, listCategories } from './categories'

import { type Image, toImage } from './images'
import type { Seo } from './seo'
import { getPayloadClient } from './payload'
import { isPreview } from './preview'
import { findStory, storyPage } from './stories'
import { findTranslated } from './translated'

export const EVENTS_PAGE_SIZE = 9
/**
 * Lists of upcoming and past events depend on the clock as well as on edits: an edit expires
 * them at once (tags), and they are rendered again at most this often, so an event that has
 * ended leaves the upcoming lists within about a minute with no one saving
 * (docs/decisions/024-events-and-news-lists.md).
 */
export const EVENTS_REFRESH_SECONDS = 60

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
  category: Category | null
  untranslated: boolean
}

export type EventDetail = EventCard & {
  id: number
  body: Event['body']
  gallery: Image[]
  /** An outside page to sign up on. */
  registrationUrl: string | null
  /** Sign-ups on this site (src/events): null when the event takes none. */
  registration: RegistrationSettings | null
  updatedAt: string
  inEnglish: string[]
  seo: Seo
}

export type EventsPage = { items: EventCard[]; total: number; pages: number; hasMore: boolean }

const toCard = (doc: Event & { untranslated: boolean }, locale: Locale, categories: Category[]): EventCard => ({
  slug: doc.slug ?? '',
  title: doc.title,
  startsAt: doc.startsAt,
  endsAt: doc.endsAt ?? null,
  whenText: formatRange(locale, doc.startsAt, doc.endsAt ?? null),
  place: doc.place ?? null,
  excerpt: doc.excerpt ?? null,
  cover: toImage(doc.cover),
  category: categoryOf(categories, doc.category),
  untranslated: doc.untranslated,
})

type Filter = { month: string | null; categoryId: number | null }

const filtered = (when: Where, { month, categoryId }: Filter): Where => ({
  and: [when, ...(month ? [startsInMonth(month)] : []), ...(categoryId ? [{ category: { equals: categoryId } }] : [])],
})

async function findEvents(locale: Locale, where: Where, sort: string, page: number, limit: number): Promise<EventsPage> {
  const [result, categories] = await Promise.all([
    findTranslated<Event>({ collection: 'events', locale, where, sort, page, limit }),
    listCategories(locale, 'events'),
  ])
  return { items: result.docs.map((doc) => toCard(doc, locale, categories)), total: result.totalDocs, pages: result.totalPages, hasMore: result.hasNextPage }
}

const timed = { tags: [TAGS.events, TAGS.categories], revalidate: EVENTS_REFRESH_SECONDS }
const keyOf = (locale: Locale, page: number, limit: number, filter: Filter) => [
  locale,
  String(page),
  String(limit),
  filter.month ?? '',
  String(filter.categoryId ?? ''),
]

/** One page of the events not yet over, soonest first (the home page, the list, the feed). */
export const listUpcomingEvents = cache((locale: Locale, page = 1, limit = EVENTS_PAGE_SIZE, month: string | null = null, categoryId: number | null = null) =>
  unstable_cache(
    () => findEvents(locale, filtered(upcomingWhere(new Date()), { month, categoryId }), 'startsAt', page, limit),
    ['events-upcoming', ...keyOf(locale, page, limit, { month, categoryId })],
    timed,
  )(),
)

/** One page of the archive: events that are over, the latest first. */
export const listPastEvents = cache((locale: Locale, page = 1, limit = EVENTS_PAGE_SIZE, month: string | null = null, categoryId: number | null = null) =>
  unstable_cache(
    () => findEvents(locale, filtered(pastWhere(new Date()), { month, categoryId }), '-startsAt', page, limit),
    ['events-past', ...keyOf(locale, page, limit, { month, categoryId })],
    timed,
  )(),
)

/** The campus months (`YYYY-MM`) that have upcoming (soonest first) or past events (latest first). */
export const listEventMonths = cache((when: 'upcoming' | 'past') =>
  unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const now = new Date()
      const { docs } = await payload.find({
        collection: 'events',
        where: when === 'upcoming' ? upcomingWhere(now) : pastWhere(now),
        select: { startsAt: true },
        depth: 0,
        draft: false,
        overrideAccess: false,
        pagination: false,
      })
      const months = [...new Set(docs.map((doc) => campusMonth(doc.startsAt)))].sort()
      return when === 'upcoming' ? months : months.reverse()
    },
    ['event-months', when],
    timed,
  )(),
)

/** Items `offset` to `offset + count` of a sorted query, read as at most two pages of `count`. */
async function windowOf(locale: Locale, where: Where, sort: string, offset: number, count: number): Promise<EventCard[]> {
  if (count <= 0) return []
  const page = Math.floor(offset / count) + 1
  const skip = offset % count
  const first = await findEvents(locale, where, sort, page, count)
  const second = skip > 0 && first.hasMore ? (await findEvents(locale, where, sort, page + 1, count)).items : []
  return [...first.items, ...second].slice(skip, skip + count)
}

/**
 * Every event, upcoming first (soonest first), then the past ones (latest first): the JSON API's
 * events call, which the original front end pages through with a count of all events.
 */
export const listEventsUpcomingFirst = cache((locale: Locale, page = 1, limit = EVENTS_PAGE_SIZE) =>
  unstable_cache(
    async (): Promise<EventsPage> => {
      const now = new Date()
      const payload = await getPayloadClient()
      const [{ totalDocs: upcoming }, { totalDocs: past }] = await Promise.all(
        [upcomingWhere(now), pastWhere(now)].map((where) => payload.count({ collection: 'events', where, overrideAccess: false })),
      )
      const start = (page - 1) * limit
      const end = start + limit
      const items = [
        ...(start < upcoming ? await windowOf(locale, upcomingWhere(now), 'startsAt', start, Math.min(end, upcoming) - start) : []),
        ...(end > upcoming ? await windowOf(locale, pastWhere(now), '-startsAt', Math.max(0, start - upcoming), end - Math.max(start, upcoming)) : []),
      ]
      const total = upcoming + past
      return { items, total, pages: Math.ceil(total / limit), hasMore: end < total }
    },
    ['events-all', locale, String(page), String(limit)],
    timed,
  )(),
)

async function loadEvent(locale: Locale, slug: string, draft: boolean): Promise<EventDetail | null> {
  const found = await findStory('events', locale, slug, draft)
  if (!found) return null
  const { doc, categories } = found
  const registration: RegistrationSettings | null = doc.registration?.open
    ? {
        open: true,
        capacity: doc.registration.capacity ?? null,
        waitingList: doc.registration.waitingList !== false,
        closesAt: doc.registration.closesAt ?? null,
      }
    : null
  return { ...toCard(doc, locale, categories), ...storyPage(doc), id: doc.id, registrationUrl: doc.registrationUrl ?? null, registration }
}

export const findEventBySlug = cache(async (locale: Locale, slug: string) =>
  (await isPreview())
    ? loadEvent(locale, slug, true)
    : unstable_cache(() => loadEvent(locale, slug, false), ['event', locale, slug], { tags: [TAGS.events, TAGS.event(slug), TAGS.categories] })(),
)
