// The queries visitors ask most, per language, so their answers can be worked out again as soon as
// the index changes (resultCache.ts) rather than by the next visitor who asks. Only what is needed
// for that is counted: the query's words, for a first page of results over every type that found
// something; no address, no time, nothing about who asked. Kept in this process's memory only,
// bounded, and halved when full so that today's questions overtake last week's.
import type { Locale } from '@/i18n/locales'

/** Queries worked out again after each change of the index, per language. */
export const WARMED_PER_LANGUAGE = 20
/** Distinct queries counted per language; when full, every count is halved and the rarest go. */
const COUNTED_PER_LANGUAGE = 1_000

const counts = new Map<Locale, Map<string, number>>()

/** A visitor asked `query` (already cleaned) in `locale` and got results. */
export function noteQuery(locale: Locale, query: string): void {
  let language = counts.get(locale)
  if (!language) counts.set(locale, (language = new Map()))
  language.set(query, (language.get(query) ?? 0) + 1)
  if (language.size <= COUNTED_PER_LANGUAGE) return
  for (const [text, count] of language) {
    const halved = Math.floor(count / 2)
    if (halved === 0) language.delete(text)
    else language.set(text, halved)
  }
}

/** The most asked queries of each language, most asked first. */
export function popularQueries(limit = WARMED_PER_LANGUAGE): { locale: Locale; query: string }[] {
  return [...counts].flatMap(([locale, language]) =>
    [...language]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([query]) => ({ locale, query })),
  )
}

/** Forgets every count (tests). */
export function forgetQueries(): void {
  counts.clear()
}
