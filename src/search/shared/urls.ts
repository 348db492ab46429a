import { type Locale, localizePath } from '@/i18n/locales'

import type { SearchKind } from './kinds'

/** The results page address for a query, optionally one type and a page after the first. */
export function searchHref(locale: Locale, query: string, kind?: SearchKind | null, page = 1): string {
  const params = new URLSearchParams({ q: query })
  if (kind) params.set('type', kind)
  if (page > 1) params.set('page', String(page))
  return `${localizePath(locale, '/search')}?${params}`
}
