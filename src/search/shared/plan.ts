// What a query asks for, independent of the database: every word must match (AND), each
// through any of its alternatives (OR): its stem, its Russian base or Uzbek word as a prefix,
// the last word as a prefix, and vocabulary words one typo away.
import type { Locale } from '@/i18n/locales'

import { russianBase, STEM_MARK, stemOf, wordsOf } from './normalize'
import { TYPO_MIN_LENGTH } from './typos'

export type Alternative = { term: string; prefix: boolean; fuzzy: boolean }
export type WordGroup = { word: string; alternatives: Alternative[] }
/** all: every word must match; any: at least one (the fallback when no document has them all). */
export type Plan = { locale: Locale; groups: WordGroup[]; mode?: 'all' | 'any' }

/** More words than this in a query are ignored: nobody searches a paragraph. */
export const MAX_QUERY_WORDS = 8
const MIN_PREFIX = 2
const UZBEK_PREFIX = 3

function alternativesOf(word: string, locale: Locale, last: boolean): Alternative[] {
  const list = new Map<string, Alternative>()
  const add = (term: string, prefix: boolean) => {
    const key = `${prefix ? '*' : '='}${term}`
    if (!list.has(key)) list.set(key, { term, prefix, fuzzy: false })
  }
  add(word, false)
  const stem = stemOf(word, locale)
  // Documents hold a marked stem only where it differs from the word, else the word itself.
  if (stem) {
    add(STEM_MARK + stem, false)
    add(stem, false)
  }
  const base = locale === 'uz' ? null : russianBase(word)
  if (base) add(base, true)
  // Uzbek adds endings to words (universitetga, universitetning): every word is a prefix.
  if (locale === 'uz' && [...word].length >= UZBEK_PREFIX) add(word, true)
  if (last && [...word].length >= MIN_PREFIX) add(word, true)
  // A prefix covers the exact word too.
  return [...list.values()].filter((alt) => alt.prefix || !list.has(`*${alt.term}`))
}

/** The plan for a typed query; words needing typo candidates are listed for the vocabulary. */
export function planQuery(text: string, locale: Locale): { plan: Plan; typoWords: string[] } {
  const words = [...new Set(wordsOf(text, locale))].slice(0, MAX_QUERY_WORDS)
  const groups = words.map((word, index) => ({ word, alternatives: alternativesOf(word, locale, index === words.length - 1) }))
  const typoWords = words.filter((word) => [...word].length >= TYPO_MIN_LENGTH)
  return { plan: { locale, groups }, typoWords }
}

/** Adds the vocabulary words found one typo away from a query word. */
export function withTypos(plan: Plan, candidates: Map<string, string[]>): Plan {
  return {
    ...plan,
    groups: plan.groups.map((group) => {
      const known = new Set(group.alternatives.map((alt) => alt.term))
      const fuzzy = (candidates.get(group.word) ?? []).filter((term) => !known.has(term))
      return { ...group, alternatives: [...group.alternatives, ...fuzzy.map((term) => ({ term, prefix: false, fuzzy: true }))] }
    }),
  }
}

export const hasFuzzy = (plan: Plan) => plan.groups.some((group) => group.alternatives.some((alt) => alt.fuzzy))

/** The plan without its typo alternatives: what an exact match means for ranking. */
export const exactOnly = (plan: Plan): Plan => ({
  ...plan,
  groups: plan.groups.map((group) => ({ ...group, alternatives: group.alternatives.filter((alt) => !alt.fuzzy) })),
})

/**
 * Whether one normalised word of a text is matched by the plan: for highlighting. The stem is
 * asked for only when a stem alternative could match (stems keep a word's first letters).
 */
export function matchesWord(plan: Plan, word: string, stem: () => string | null): boolean {
  return plan.groups.some((group) =>
    group.alternatives.some((alt) => {
      if (!alt.term.startsWith(STEM_MARK)) return alt.prefix ? word.startsWith(alt.term) : word === alt.term
      if (!word.startsWith(alt.term.slice(1, 3))) return false
      return STEM_MARK + stem() === alt.term
    }),
  )
}
