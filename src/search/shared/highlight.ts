// The matched words of a text, marked by the same rules that found it, and the short window
// of a long text around its first match (the result's snippet).
import type { Locale } from '@/i18n/locales'

import { stemOf, wordsOfToken } from './normalize'
import { matchesWord, type Plan } from './plan'
import { escapeHtml } from '@/lib/html'

export type Segment = { text: string; mark?: true }

const TOKEN = /[\p{L}\p{N}\p{M}'`\u02BB\u02BC\u2018\u2019]+/gu
const SNIPPET_CHARS = 220
const LEAD_CHARS = 70
/** A match deeper in a long text than this is not looked for: the snippet then shows its start. */
const SCAN_CHARS = 1500

/** Answers per plan and written token: a page of results repeats most of its words. */
const answers = new WeakMap<Plan, Map<string, boolean>>()

function isMatch(plan: Plan, token: string, locale: Locale): boolean {
  let known = answers.get(plan)
  if (!known) answers.set(plan, (known = new Map()))
  let answer = known.get(token)
  if (answer === undefined) {
    answer = wordsOfToken(token, locale).some((word) => matchesWord(plan, word, () => stemOf(word, locale)))
    known.set(token, answer)
  }
  return answer
}

/** The text cut into plain and marked pieces. */
export function highlight(text: string, plan: Plan): Segment[] {
  const segments: Segment[] = []
  let last = 0
  for (const found of text.matchAll(TOKEN)) {
    if (!isMatch(plan, found[0], plan.locale)) continue
    if (found.index > last) segments.push({ text: text.slice(last, found.index) })
    segments.push({ text: found[0], mark: true })
    last = found.index + found[0].length
  }
  if (last < text.length) segments.push({ text: text.slice(last) })
  return segments
}

const firstMatch = (text: string, plan: Plan) => {
  for (const found of text.matchAll(TOKEN)) if (isMatch(plan, found[0], plan.locale)) return found.index
  return -1
}

/** About two lines of the first text that has a match (else the first non-empty one), marked. */
export function snippet(texts: string[], plan: Plan): Segment[] {
  const flat = texts.map((text) => text.slice(0, SCAN_CHARS).replace(/\s+/g, ' ').trim()).filter(Boolean)
  const withMatch = flat.map((text) => ({ text, at: firstMatch(text, plan) })).find(({ at }) => at >= 0)
  const { text, at } = withMatch ?? { text: flat[0] ?? '', at: 0 }
  let start = Math.max(0, at - LEAD_CHARS)
  if (start > 0) start = text.indexOf(' ', start) + 1 || start
  let end = Math.min(text.length, start + SNIPPET_CHARS)
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end
  const window = `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`
  return highlight(window, plan)
}

/** Segments as HTML: the text escaped, matches in <mark> (the JSON API's form). */
export const segmentsToHtml = (segments: Segment[]) =>
  segments
    .map(({ text, mark }) => {
      const escaped = escapeHtml(text)
      return mark ? `<mark>${escaped}</mark>` : escaped
    })
    .join('')
