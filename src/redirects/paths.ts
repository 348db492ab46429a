// Where each kind of document with a page of its own lives, by its slug: the automatic redirects
// on a slug change, a redirect's target document, and the check that a redirect does not hide a
// live page all read it here.
import { type Locale, locales } from '@/i18n/locales'

export const PAGE_PREFIXES = {
  news: '/news/',
  events: '/events/',
  pages: '/static/',
  partners: '/partners/',
  galleries: '/gallery/',
  faculties: '/faculties/',
  // Staff and council members share the address space (src/fields/person.ts keeps their slugs apart).
  team: '/team/',
  members: '/team/',
} as const

export type PageCollection = keyof typeof PAGE_PREFIXES
export const PAGE_COLLECTIONS = Object.keys(PAGE_PREFIXES) as PageCollection[]

export const pagePath = (collection: PageCollection, slug: string) => `${PAGE_PREFIXES[collection]}${slug}`

/**
 * The kinds of document a path may be the page of (`/news/open-day` → news "open-day"), if it is
 * one: two for `/team/…`, which is a staff member's page or else a council member's.
 */
export function documentAt(path: string): { collections: PageCollection[]; slug: string } | null {
  const collections = PAGE_COLLECTIONS.filter((collection) => {
    const rest = path.startsWith(PAGE_PREFIXES[collection]) ? path.slice(PAGE_PREFIXES[collection].length) : ''
    return rest && !rest.includes('/')
  })
  return collections.length ? { collections, slug: path.slice(PAGE_PREFIXES[collections[0]].length) } : null
}

/** A path's language and the path without its prefix: `/ru/news/x` → ru, `/news/x`; `/news/x` → en. */
export function splitLocale(path: string): { locale: Locale; path: string } {
  for (const locale of locales) {
    if (path === `/${locale}`) return { locale, path: '/' }
    if (path.startsWith(`/${locale}/`)) return { locale, path: path.slice(locale.length + 1) }
  }
  return { locale: 'en', path }
}

/**
 * A path as redirects store and compare it: decoded, one slash between segments, no trailing
 * slash, no query or fragment. Null for what is not a site path (`https://…`, `//host`, empty).
 */
export function normalizePath(value: string): string | null {
  const trimmed = value.trim()
  if (!trimmed.startsWith('/') || trimmed.startsWith('//')) return null
  const bare = trimmed.replace(/[?#].*$/, '')
  let decoded: string
  try {
    decoded = decodeURI(bare)
  } catch {
    return null
  }
  const path = decoded.replace(/\/{2,}/g, '/').replace(/\/+$/, '')
  return path || '/'
}
