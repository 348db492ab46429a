// Addresses for the people already on an install when their pages (/team/{slug}) arrived: the
// migration that adds the slug column gives each one from their name, as an editor's save would.
import { firstFreeSlug, type SlugLanguage, slugify } from './slugify'

export type NameRow = { id: number | string; locale: string; name: string | null }

const PREFERENCE: SlugLanguage[] = ['en', 'ru', 'uz']

/** One free slug per person, from their name in English, else Russian, else Uzbek; `person-{id}` for a nameless one. */
export function personSlugs(rows: NameRow[]): Map<number | string, string> {
  const names = new Map<number | string, Map<string, string>>()
  for (const row of rows) {
    if (!names.has(row.id)) names.set(row.id, new Map())
    if (row.name?.trim()) names.get(row.id)!.set(row.locale, row.name)
  }
  const taken: string[] = []
  const slugs = new Map<number | string, string>()
  for (const [id, byLocale] of names) {
    const language = PREFERENCE.find((locale) => byLocale.has(locale))
    const base = (language && slugify(byLocale.get(language)!, language)) || `person-${id}`
    const slug = firstFreeSlug(base, taken)
    taken.push(slug)
    slugs.set(id, slug)
  }
  return slugs
}
