import type { MetadataRoute } from 'next'

import { listSitemapEntries } from '@/data/sitemap'
import { env } from '@/env'
import { defaultLocale, localeLabels, locales, localizePath } from '@/i18n/locales'
import { LISTED_PAGES } from '@/lib/sitePages'

// Rebuilt when content changes (its data is tagged), never at build time.
export const dynamic = 'force-dynamic'

/** Every public page in every language, each with its hreflang alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const documents = await listSitemapEntries()
  const pages = [...LISTED_PAGES.map((path) => ({ path, lastModified: undefined as string | undefined })), ...documents]
  const absolute = (path: string) => new URL(path, env.SITE_URL).toString()
  return pages.flatMap(({ path, lastModified }) => {
    const languages = Object.fromEntries(locales.map((code) => [localeLabels[code].hreflang, absolute(localizePath(code, path))]))
    // Search engines send a visitor whose language is none of ours to the English page.
    languages['x-default'] = absolute(localizePath(defaultLocale, path))
    return locales.map((locale) => ({
      url: absolute(localizePath(locale, path)),
      lastModified,
      alternates: { languages },
    }))
  })
}
