import type { Metadata } from 'next'

import { defaultLocale, type Locale, localeLabels, locales, localizePath } from './locales'

/** Canonical link and hreflang alternates of one page (path without language prefix). */
export function alternatesFor(locale: Locale, path: string): Metadata['alternates'] {
  const languages: Record<string, string> = Object.fromEntries(locales.map((code) => [localeLabels[code].hreflang, localizePath(code, path)]))
  languages['x-default'] = localizePath(defaultLocale, path)
  return { canonical: localizePath(locale, path), languages }
}
