// Whether an address on this site answers with a page, judged from the site's own routes and
// content (no request is made): a redirect must not send visitors to a 404, and the broken-link
// report (src/redirects/admin/BrokenLinks.tsx) lists the redirects and menu items that would.
import type { Payload, PayloadRequest, Where } from 'payload'

import { LISTED_PAGES, UNLISTED_PAGES } from '@/lib/sitePages'

import { documentAt, normalizePath, PAGE_COLLECTIONS, type PageCollection, splitLocale } from './paths'

/** Addresses that are pages whatever the content (the lists, forms and tools of the site). */
const FIXED_PAGES = new Set<string>([...LISTED_PAGES, ...UNLISTED_PAGES])

/** First segments under which the site has routes deeper than one document page (list views, programmes). */
const DEEPER_ROUTES = ['/news/', '/events/', '/faculties/', '/admissions/', '/feed', '/api/']

export type PathVerdict = 'page' | 'missing' | 'unchecked'

/** A document's page answers when the document is published and not in the trash (a trashed one is left out by Payload's reads). */
async function publishedSlugs(payload: Payload, collection: PageCollection, slugs: string[], req?: PayloadRequest): Promise<Set<string>> {
  if (slugs.length === 0) return new Set()
  const drafts = Boolean(payload.collections[collection].config.versions?.drafts)
  const where: Where = drafts ? { and: [{ slug: { in: slugs } }, { _status: { equals: 'published' } }] } : { slug: { in: slugs } }
  const { docs } = await payload.find({ collection, where, pagination: false, depth: 0, overrideAccess: true, req, select: { slug: true } })
  return new Set(docs.map((doc) => (doc as { slug?: string | null }).slug ?? ''))
}

/**
 * Judges many addresses at once (one read per kind of document): `page` when the site answers
 * 200, `missing` when it answers 404, `unchecked` for addresses elsewhere or routes this does not
 * judge (a programme of a faculty, a list view's page).
 */
export async function judgePaths(payload: Payload, values: string[], req?: PayloadRequest): Promise<Map<string, PathVerdict>> {
  const verdicts = new Map<string, PathVerdict>()
  const wanted = new Map<PageCollection, Map<string, string[]>>()
  for (const value of values) {
    const normal = value.startsWith('/') ? normalizePath(value) : null
    if (!normal) {
      verdicts.set(value, 'unchecked')
      continue
    }
    const { path } = splitLocale(normal)
    if (FIXED_PAGES.has(path)) {
      verdicts.set(value, 'page')
      continue
    }
    const page = documentAt(path)
    if (page) {
      for (const collection of page.collections) {
        const bySlug = wanted.get(collection) ?? new Map<string, string[]>()
        bySlug.set(page.slug, [...(bySlug.get(page.slug) ?? []), value])
        wanted.set(collection, bySlug)
      }
      continue
    }
    verdicts.set(value, DEEPER_ROUTES.some((prefix) => path.startsWith(prefix)) ? 'unchecked' : 'missing')
  }
  for (const collection of PAGE_COLLECTIONS) {
    const bySlug = wanted.get(collection)
    if (!bySlug) continue
    const live = await publishedSlugs(payload, collection, [...bySlug.keys()], req)
    // An address two kinds share (/team/…) is a page when either has it.
    for (const [slug, sources] of bySlug)
      for (const source of sources) if (verdicts.get(source) !== 'page') verdicts.set(source, live.has(slug) ? 'page' : 'missing')
  }
  return verdicts
}

/** One address: false only when the site would answer it with a 404. */
export async function answersWithPage(req: PayloadRequest, value: string): Promise<boolean> {
  return (await judgePaths(req.payload, [value], req)).get(value) !== 'missing'
}
