// Latin slugs from titles in any of our languages. Russian and Uzbek Cyrillic share most
// letters but not their Latin spelling: Russian х is "kh", Uzbek х is "x" (the Uzbek Latin
// alphabet of 1995). Uzbek apostrophes (oʻ gʻ) are dropped, everything else reduced to a-z0-9-.
import type { Locale } from '@/i18n/locales'
import { UZBEK_LATIN } from '@/i18n/uzbekLatin'

// Russian as the passport transliteration spells it: the letters Uzbek writes otherwise differ.
// (A title with a letter only Uzbek has is read as Uzbek, so those are never looked up here.)
const RUSSIAN: Record<string, string> = { ...UZBEK_LATIN, ж: 'zh', х: 'kh', ц: 'ts', щ: 'shch', ы: 'y' }

// Uzbek as the search reads it (src/i18n/uzbekLatin.ts), but ц as ts: addresses made before
// the two shared a table keep their spelling.
const UZBEK: Record<string, string> = { ...UZBEK_LATIN, ц: 'ts' }

/** Letters only Uzbek Cyrillic has: a title with one of them is Uzbek whatever the editor's language. */
const UZBEK_ONLY = /[ўқғҳ]/
const VOWELS = 'аеёиоуўэюяaeiou'

export type SlugLanguage = Locale

function transliterate(text: string, table: Record<string, string>, uzbek: boolean): string {
  let out = ''
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    const letter = table[ch]
    if (letter === undefined) {
      out += ch
    } else if (uzbek && ch === 'е') {
      // Uzbek е is "ye" at the start of a word and after a vowel (Ереван → Yerevan, оила → …).
      const before = text[i - 1]
      out += before === undefined || !/\p{L}/u.test(before) || VOWELS.includes(before) ? 'ye' : 'e'
    } else {
      out += letter
    }
  }
  return out
}

/** The slug of a title written in `language` (the Uzbek rules for Uzbek, the Russian ones otherwise). */
export function slugify(input: string, language: SlugLanguage = 'ru'): string {
  const text = input.toLowerCase()
  const uzbek = language === 'uz' || UZBEK_ONLY.test(text)
  return transliterate(text, uzbek ? UZBEK : RUSSIAN, uzbek)
    .replace(/[ʻʼ'`’‘]/g, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '')
}

/** `base`, or `base-2`, `base-3`… : the first that is not in `taken`. */
export function firstFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken)
  if (!used.has(base)) return base
  for (let n = 2; ; n++) {
    const candidate = `${base.slice(0, 80 - String(n).length - 1).replace(/-+$/, '')}-${n}`
    if (!used.has(candidate)) return candidate
  }
}
