import { env } from '@/env'
import { isLocale, localizePath } from '@/i18n/locales'

/** The admin's "Preview" button: opens the page with unpublished changes, staff only. */
export const previewUrl =
  (pathOf: (slug: string) => string) =>
  (doc: Record<string, unknown>, { locale }: { locale?: string }) => {
    if (typeof doc.slug !== 'string' || !doc.slug) return null
    const path = localizePath(isLocale(locale) ? locale : 'en', pathOf(doc.slug))
    return `${env.SITE_URL}/api/preview?path=${encodeURIComponent(path)}`
  }

/** Only paths on this site: never an open redirect. */
export const isSitePath = (path: string | null): path is string => Boolean(path && path.startsWith('/') && !path.startsWith('//') && !path.includes('\\'))
