// How text becomes search terms, the same for what is indexed and what is typed:
// lower case, no accents (ё = е), every apostrophe form dropped, Uzbek Cyrillic written in
// Uzbek Latin, then words; English and Russian words also give their Snowball stem.
import { stemmer as englishStem } from '@orama/stemmers/english'
import { stemmer as russianStem } from '@orama/stemmers/russian'

import { type Locale, locales } from '@/i18n/locales'
import { UZBEK_LATIN } from '@/i18n/uzbekLatin'

/** ' ` ʻ ʼ ‘ ’ ʹ ′ ´ — the ways people type the Uzbek oʻ, gʻ and the tutuq belgisi. */
export const APOSTROPHES = /['`\u02BB\u02BC\u2018\u2019\u02B9\u2032\u00B4]/g

/** Stems are stored beside the words they come from, marked so the two never collide. */
export const STEM_MARK = '~'

const VOWELS_AND_SIGNS = /[аеёиоуўэюяъь]/

/**
 * Uzbek Cyrillic to the Latin alphabet (apostrophes dropped, as everywhere in search):
 * е is "ye" at the start of a word and after a vowel or a sign, "e" elsewhere.
 */
export function uzbekToLatin(lower: string): string {
  let out = ''
  for (let i = 0; i < lower.length; i++) {
    const ch = lower[i]!
    if (ch === 'е') {
      const before = lower[i - 1]
      out += !before || !/\p{L}/u.test(before) || VOWELS_AND_SIGNS.test(before) ? 'ye' : 'e'
    } else {
      out += UZBEK_LATIN[ch] ?? ch
    }
  }
  return out
}

/** Combining marks go (é → e, ё → е), except the breve of й, which Russian endings need. */
const stripMarks = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, (mark, at: number, all: string) => (mark === '\u0306' && (all[at - 1] === 'и' || all[at - 1] === 'И') ? mark : ''))
    .normalize('NFC')

/** ASCII and the basic Russian alphabet (а–я, which includes й): nothing to decompose. */
const NOTHING_TO_STRIP = /^[\u0000-\u007f\u0410-\u044f]*$/

/** The text as search compares it, in one language's rules. */
export function normalizeText(text: string, locale: Locale): string {
  let lower = text.toLowerCase()
  if (locale === 'uz') lower = uzbekToLatin(lower)
  lower = lower.replace(APOSTROPHES, '')
  return NOTHING_TO_STRIP.test(lower) ? lower : stripMarks(lower)
}

/** The words of a text, normalised. */
export const wordsOf = (text: string, locale: Locale): string[] => normalizeText(text, locale).match(/[\p{L}\p{N}]+/gu) ?? []

/**
 * The words of one written token (a snippet's words are tested one by one): a bounded memo per
 * language, as a page of results repeats a language's common words.
 */
export function wordsOfToken(token: string, locale: Locale): string[] {
  const memo = tokenWords[locale]
  let words = memo.get(token)
  if (words === undefined) {
    words = wordsOf(token, locale)
    if (memo.size >= TOKENS_REMEMBERED) memo.clear()
    memo.set(token, words)
  }
  return words
}

const tokenWords = Object.fromEntries(locales.map((locale) => [locale, new Map<string, string[]>()])) as Record<Locale, Map<string, string[]>>
const TOKENS_REMEMBERED = 50_000

const CYRILLIC = /\p{Script=Cyrillic}/u
const LATIN = /\p{Script=Latin}/u

/**
 * The Snowball stem of a word, or null where we do not stem: Uzbek (agglutinative, matched by
 * prefix instead) and words in neither script.
 */
export function stemOf(word: string, locale: Locale): string | null {
  if (locale === 'uz') return null
  let stem = stems.get(word)
  if (stem === undefined) {
    stem = CYRILLIC.test(word) ? russianStem(word) : LATIN.test(word) ? englishStem(word) : word
    if (stems.size >= STEMS_REMEMBERED) stems.clear()
    stems.set(word, stem)
  }
  return stem
}

/** Stems already worked out (a language's common words recur in every text): a bounded memo. */
const stems = new Map<string, string>()
const STEMS_REMEMBERED = 50_000

/**
 * A Russian word without its final vowels and soft sign, for matching other forms by prefix:
 * Snowball stems приём to "при" but приёма to "прием"; both forms start with "прием".
 */
export function russianBase(word: string): string | null {
  if (!CYRILLIC.test(word)) return null
  const base = word.replace(/[аеиоуыэюяйь]{1,2}$/u, '')
  return base.length >= 4 ? base : null
}

/**
 * The terms a text is indexed under: each distinct word, and each distinct marked stem that
 * differs from its word (a word that is its own stem is found through the word itself).
 */
export function indexTerms(text: string, locale: Locale): string[] {
  const terms = new Set<string>()
  for (const word of wordsOf(text, locale)) {
    terms.add(word)
    const stem = stemOf(word, locale)
    if (stem && stem !== word) terms.add(STEM_MARK + stem)
  }
  return [...terms]
}
