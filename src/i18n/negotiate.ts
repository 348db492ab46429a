import { defaultLocale, isLocale, type Locale } from './locales'

/** Picks our best language from an Accept-Language header; anything unknown is English. */
export function negotiateLocale(header: string | null | undefined): Locale {
  if (!header) return defaultLocale
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { base: tag.toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1 }
    })
    .filter((entry) => entry.base && entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q)
  return ranked.map((entry) => entry.base).find(isLocale) ?? defaultLocale
}
