// What a redirect may be: from an address on this site, to a page or an address, never in a
// circle and never over a published page. Run on every save, by editors or by the automatic
// redirect of a slug change.
import { type CollectionSlug, type PayloadRequest, ValidationError, type Where } from 'payload'

import { ours } from '@/i18n/admin/ours'
import type { Redirect } from '@/payload-types'

import { answersWithPage } from './answers'
import { documentAt, normalizePath, type PageCollection, pagePath, splitLocale } from './paths'

export type RedirectLocale = Redirect['locale']
type Target = Pick<Redirect, 'toType' | 'toPath' | 'toDocument'>

const EXTERNAL = /^https?:\/\/[^\s/]+\.[^\s]*$/i

const fail = (req: PayloadRequest, path: string, message: string): never => {
  throw new ValidationError({ errors: [{ path, message }] }, req.t)
}

/** The page a redirect leads to: a path on this site (without language prefix), a full address, or null when its document is gone. */
export async function resolveTarget(req: PayloadRequest, target: Target): Promise<string | null> {
  if (target.toType === 'path') {
    const value = target.toPath?.trim() ?? ''
    return EXTERNAL.test(value) ? value : normalizePath(value)
  }
  const relation = target.toDocument
  if (!relation) return null
  const id = typeof relation.value === 'object' ? relation.value.id : relation.value
  const doc = await req.payload.findByID({
    collection: relation.relationTo as CollectionSlug,
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    // A document in the trash keeps its address here; whether that address answers is `gone`.
    trash: true,
    req,
    select: { slug: true },
  })
  const slug = (doc as { slug?: string | null } | null)?.slug
  return slug ? pagePath(relation.relationTo as PageCollection, slug) : null
}

/** True when a published document has this page address. */
async function isPublishedPage(req: PayloadRequest, path: string): Promise<boolean> {
  const page = documentAt(path)
  if (!page) return false
  for (const collection of page.collections) {
    const drafts = Boolean(req.payload.collections[collection].config.versions?.drafts)
    const where: Where = drafts ? { and: [{ slug: { equals: page.slug } }, { _status: { equals: 'published' } }] } : { slug: { equals: page.slug } }
    const { totalDocs } = await req.payload.count({ collection, where, overrideAccess: true, req })
    if (totalDocs > 0) return true
  }
  return false
}

const overlaps = (a: RedirectLocale, b: RedirectLocale) => a === 'all' || b === 'all' || a === b

/**
 * Checks and completes a redirect before it is stored: `from` normalised (a language prefix
 * typed into it becomes the redirect's language), the target resolved, and refused when it
 * leads back to itself through any chain of redirects or would hide a published page.
 */
export async function checkRedirect(req: PayloadRequest, data: Partial<Redirect>, id?: number | string): Promise<Partial<Redirect>> {
  const t = ours(req.t)
  const typed = normalizePath(String(data.from ?? ''))
  if (!typed) return fail(req, 'from', t('redirects:fromFormat'))
  const split = splitLocale(typed)
  const prefixed = typed !== split.path
  const locale: RedirectLocale = prefixed ? split.locale : (data.locale ?? 'all')
  const from = split.path
  if (from === '/') return fail(req, 'from', t('redirects:fromFormat'))

  if (data.toType === 'path' && !data.toPath?.trim()) return fail(req, 'toPath', t('redirects:toMissing'))
  if (data.toType !== 'path' && !data.toDocument) return fail(req, 'toDocument', t('redirects:toMissing'))
  const resolved = await resolveTarget(req, data as Target)
  if (data.toType === 'path' && !resolved) return fail(req, 'toPath', t('redirects:toFormat'))
  const field = data.toType === 'path' ? 'toPath' : 'toDocument'
  if (resolved === from) return fail(req, field, t('redirects:samePlace'))

  const others = (
    await req.payload.find({
      collection: 'redirects',
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
      select: { from: true, locale: true, resolved: true, gone: true },
    })
  ).docs.filter((other) => other.id !== id && overlaps(other.locale, locale))
  if (others.some((other) => other.from === from && other.locale === locale)) return fail(req, 'from', t('redirects:taken'))

  // Follow the target through the other redirects: arriving back at `from` is a loop.
  const chain = [from]
  let next = resolved
  // Where the chain ends up: a path that is no redirect's start (or a redirect that leads nowhere).
  let end: { path: string | null; gone: boolean } = { path: resolved, gone: false }
  while (next?.startsWith('/') && chain.length <= others.length + 1) {
    chain.push(next)
    if (next === from) return fail(req, field, t('redirects:loop', { chain: chain.join(' → ') }))
    const step = next
    const hop = others.find((other) => other.from === step)
    next = hop?.resolved ?? null
    if (hop) end = { path: next, gone: Boolean(hop.gone) }
  }

  if (await isPublishedPage(req, from)) return fail(req, 'from', t('redirects:livePage', { path: from }))
  // A redirect to a page that answers 404 is kept, but not followed: the old address answers 404
  // itself, and sends on again when the page is back (src/redirects/automatic.ts re-checks).
  const gone = end.gone || (end.path?.startsWith('/') ? !(await answersWithPage(req, end.path)) : false)
  return { ...data, from, locale, resolved, gone }
}
