// Where the admin's Preview button and live preview open a document: the preview switch
// (/api/preview) on the origin the admin itself was opened at, in the language being edited.
// The staff member's session cookie belongs to that origin, so a preview at SITE_URL from an admin
// opened at http://127.0.0.1:3000 would find no session (docs/decisions/050-live-preview.md).
import type { PayloadRequest } from 'payload'

import { env } from '@/env'
import { isLocale, localizePath } from '@/i18n/locales'
import { adminOrigins } from '@/security/adminOrigins'

type Doc = Record<string, unknown>
type HeaderReader = Pick<Headers, 'get'>
/** A document's page on the site, or null when it has none yet (no slug). */
type PathOf = (doc: Doc, req: PayloadRequest) => string | null | Promise<string | null>

let allowed: string[] | undefined
/** The origins the admin works at: the same list as its CSRF check (src/payload.config.ts). */
export const allowedAdminOrigins = () => (allowed ??= adminOrigins({ siteUrl: env.SITE_URL, port: env.PORT, extra: env.ADMIN_ORIGINS }))

/**
 * The origin the request was made to (Host, and the scheme nginx names in X-Forwarded-Proto) when
 * it is one the admin is allowed at; null for any other, so a forged Host never names another site.
 */
export function requestOrigin(headers: HeaderReader, origins: string[] = allowedAdminOrigins()): string | null {
  const host = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host')
  if (!host) return null
  const scheme = headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https' ? 'https' : 'http'
  let origin: string
  try {
    origin = new URL(`${scheme}://${host}`).origin
  } catch {
    return null
  }
  return origins.includes(origin) ? origin : null
}

/**
 * The preview switch's address for a page of the site, in the admin's content language, on the
 * admin's own origin; a path without an origin (which the browser reads against the admin's
 * address) when the request names no allowed one.
 */
export function previewUrlFor(path: string, locale: string | undefined, headers: HeaderReader): string {
  const target = localizePath(isLocale(locale) ? locale : 'en', path)
  return `${requestOrigin(headers) ?? ''}/api/preview?path=${encodeURIComponent(target)}`
}

const slugOf = (doc: Doc) => (typeof doc.slug === 'string' && doc.slug ? doc.slug : null)
const idOf = (value: unknown) => (typeof value === 'object' && value !== null ? (value as Doc).id : value)

/** A programme's page sits under its faculty's. */
async function programPath(doc: Doc, req: PayloadRequest): Promise<string | null> {
  const slug = slugOf(doc)
  const faculty = idOf(doc.faculty)
  if (!slug || (typeof faculty !== 'number' && typeof faculty !== 'string')) return null
  const found = await req.payload
    .findByID({ collection: 'faculties', id: faculty, depth: 0, locale: req.locale ?? undefined, select: { slug: true }, overrideAccess: true, req })
    .catch(() => null)
  return found?.slug ? `/faculties/${found.slug}/${slug}` : null
}

/** Each previewable collection's and global's page on the site. */
export const PREVIEW_PATHS: Record<string, PathOf> = {
  news: (doc) => slugOf(doc) && `/news/${slugOf(doc)}`,
  events: (doc) => slugOf(doc) && `/events/${slugOf(doc)}`,
  pages: (doc) => slugOf(doc) && `/static/${slugOf(doc)}`,
  faculties: (doc) => slugOf(doc) && `/faculties/${slugOf(doc)}`,
  programs: programPath,
  home: () => '/',
}

/** The admin's Preview button for `slug` (a collection's or the Home global's). */
export const previewUrl =
  (slug: keyof typeof PREVIEW_PATHS) =>
  async (doc: Doc, { locale, req }: { locale?: string; req: PayloadRequest }) => {
    const path = await PREVIEW_PATHS[slug]?.(doc, req)
    return path ? previewUrlFor(path, locale, req.headers) : null
  }

/** Live preview's frame beside the editor: the same address as the Preview button. */
export async function livePreviewUrl({
  collectionConfig,
  globalConfig,
  data,
  locale,
  req,
}: {
  collectionConfig?: { slug: string }
  globalConfig?: { slug: string }
  data: Doc
  locale: { code: string }
  req: PayloadRequest
}): Promise<string | null> {
  const slug = collectionConfig?.slug ?? globalConfig?.slug
  return slug && slug in PREVIEW_PATHS ? previewUrl(slug)(data, { locale: locale.code, req }) : null
}

/** The frame's sizes besides "responsive": a phone and a desktop (no words: the same in every admin language). */
export const PREVIEW_BREAKPOINTS = [
  { name: 'phone', label: '375 × 667', width: 375, height: 667 },
  { name: 'desktop', label: '1440 × 900', width: 1440, height: 900 },
]
