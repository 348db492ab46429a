import { env } from '@/env'
import { isLocale, localizePath } from '@/i18n/locales'

/** The preview switch's address for a page of the site, in the admin's content language. */
export const previewUrlFor = (path: string, locale: string | undefined) =>
  `${env.SITE_URL}/api/preview?path=${encodeURIComponent(localizePath(isLocale(locale) ? locale : 'en', path))}`

/** The admin's "Preview" button: opens the page with unpublished changes, staff only. */
export const previewUrl =
  (pathOf: (slug: string) => string) =>
  (doc: Record<string, unknown>, { locale }: { locale?: string }) => {
    if (typeof doc.slug !== 'string' || !doc.slug) return null
    return previewUrlFor(pathOf(doc.slug), locale)
  }

const SITE = 'http://site.invalid'
/** Control characters and backslashes, written out or percent-encoded, and a slash encoded right after the first. */
const UNSAFE = /[\u0000-\u001f\u007f\\]|%(?:[01][0-9a-f]|7f|5c)|^\/%2f/i

/**
 * Only paths on this site: never an open redirect. Browsers drop tabs and line breaks and read
 * a backslash as a slash, so `/<TAB>/evil.example` or `/\evil.example` would leave the site;
 * such paths, their percent-encoded forms and anything that does not resolve to this site are refused.
 */
export const isSitePath = (path: string | null): path is string => {
  if (!path || !path.startsWith('/') || path.startsWith('//') || UNSAFE.test(path)) return false
  try {
    return new URL(path, SITE).origin === SITE
  } catch {
    return false
  }
}
