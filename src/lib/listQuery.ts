// The query strings of the news and events lists: read from the address, and written back in one
// order (category, year or month, page; page 1 left out), so each view has exactly one address —
// the one its canonical link, its pagination and the sitemap all use.
import { type Locale, localizePath } from '@/i18n/locales'

import { parseMonth } from './eventTimes'

type Raw = Record<string, string | string[] | undefined>

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** A page number as typed (`?page=2`); `null` when it is not a whole number from 1 to 10,000. */
function parsePage(value: string | undefined): number | null {
  if (value === undefined) return 1
  return /^[1-9]\d{0,3}$/.test(value) ? Number(value) : null
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A slug-shaped category, or `null` for none; `false` for one that cannot exist. */
function parseCategory(value: string | undefined): string | null | false {
  if (value === undefined || value === '') return null
  return SLUG.test(value) && value.length <= 100 ? value : false
}

export type NewsQuery = { category: string | null; year: number | null; page: number }
export type EventsQuery = { category: string | null; month: string | null; page: number }

/** The news list's view from the address, or `null` when some part of it is not a valid value. */
export function readNewsQuery(raw: Raw): NewsQuery | null {
  const page = parsePage(one(raw.page))
  const category = parseCategory(one(raw.category))
  const yearText = one(raw.year)
  const year = yearText === undefined || yearText === '' ? null : /^(19|20|21)\d\d$/.test(yearText) ? Number(yearText) : false
  if (page === null || category === false || year === false) return null
  return { category, year, page }
}

/** The events list's or archive's view from the address, or `null` when some part is not valid. */
export function readEventsQuery(raw: Raw): EventsQuery | null {
  const page = parsePage(one(raw.page))
  const category = parseCategory(one(raw.category))
  const monthText = one(raw.month)
  const month = monthText === undefined || monthText === '' ? null : (parseMonth(monthText) ?? false)
  if (page === null || category === false || month === false) return null
  return { category, month, page }
}

function withQuery(path: string, entries: [string, string | number | null][]) {
  const params = new URLSearchParams()
  for (const [key, value] of entries) if (value !== null && value !== '' && !(key === 'page' && value === 1)) params.set(key, String(value))
  const query = params.toString()
  return query ? `${path}?${query}` : path
}

/** The one address of a news view (without the language prefix). */
export const newsPath = ({ category = null, year = null, page = 1 }: Partial<NewsQuery>) =>
  withQuery('/news', [
    ['category', category],
    ['year', year],
    ['page', page],
  ])

/** The one address of an events view: the upcoming list or the archive. */
export const eventsPath = (archive: boolean, { category = null, month = null, page = 1 }: Partial<EventsQuery>) =>
  withQuery(archive ? '/events/archive' : '/events', [
    ['category', category],
    ['month', month],
    ['page', page],
  ])

export const newsHref = (locale: Locale, query: Partial<NewsQuery>) => localizePath(locale, newsPath(query))
export const eventsHref = (locale: Locale, archive: boolean, query: Partial<EventsQuery>) => localizePath(locale, eventsPath(archive, query))
