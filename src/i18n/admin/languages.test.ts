// The admin's three languages hold the same texts: every key of Payload's English in our
// Uzbek (a Payload upgrade that adds keys fails here, listing them), the rich-text editor's
// words, and our own texts in en/ru/uz — each with the same {{placeholders}} and markup.
import config from '@payload-config'
import { en } from '@payloadcms/translations/languages/en'
import { describe, expect, it } from 'vitest'

import { adminTranslations } from './translations'
import { uz } from './uz'

type Texts = { [key: string]: Texts | string }

/** `namespace:key` → text, however deep. */
function flatten(texts: Texts, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>()
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}:${key}` : key
    if (typeof value === 'string') flat.set(path, value)
    else for (const [inner, text] of flatten(value, path)) flat.set(inner, text)
  }
  return flat
}

/** What a translation must carry over untouched: {{placeholders}} and the <0>…</0>, <a>, <br> markup. */
const tokens = (text: string) => [...text.matchAll(/\{\{\s*\w+\s*\}\}|<\/?(?:\d+|a|br)\b/g)].map(([token]) => token.replace(/\s/g, '')).sort()

/** Every difference between a translation and its English: keys missing, keys extra, tokens changed. */
function compare(english: Texts, translated: Texts) {
  const source = flatten(english)
  const target = flatten(translated)
  return {
    missing: [...source.keys()].filter((key) => !target.has(key)),
    extra: [...target.keys()].filter((key) => !source.has(key)),
    tokens: [...source].filter(([key, text]) => target.has(key) && tokens(text).join() !== tokens(target.get(key)!).join()).map(([key]) => key),
    empty: [...target].filter(([, text]) => !text.trim()).map(([key]) => key),
  }
}

const noDifferences = { missing: [], extra: [], tokens: [], empty: [] }

// Words that are the same in Uzbek (names, codes) or a symbol that reads the same way.
const SAME_IN_UZBEK = new Set(['general:import'])

describe('the admin in Uzbek', () => {
  it('translates every key of Payload’s English, keeping placeholders and markup', () => {
    expect(compare(en.translations, uz.translations)).toEqual(noDifferences)
  })

  it('is a translation, not a copy of the English', () => {
    const english = flatten(en.translations)
    const copies = [...flatten(uz.translations)].filter(([key, text]) => text === english.get(key) && !SAME_IN_UZBEK.has(key)).map(([key]) => key)
    expect(copies).toEqual([])
  })

  it('uses the modern Latin orthography: oʻ and gʻ with U+02BB, the tutuq belgisi with U+02BC', () => {
    const texts = [...flatten(uz.translations), ...flatten(adminTranslations.uz)]
    const wrong = texts.filter(([, text]) => /[oOgG][‘’'`]/.test(text) || /[a-zA-Z][‘’'`][a-z]/.test(text)).map(([key]) => key)
    expect(wrong).toEqual([])
  })

  it('translates every word of the rich-text editor', async () => {
    const { translations } = (await config).i18n as unknown as { translations: Record<string, { lexical: Texts }> }
    expect(Object.keys(translations.en.lexical).length).toBeGreaterThan(5)
    expect(compare(translations.en.lexical, translations.uz.lexical)).toEqual(noDifferences)
  })

  it('translates every word of the SEO fields', async () => {
    const { translations } = (await config).i18n as unknown as { translations: Record<string, { 'plugin-seo': Texts }> }
    expect(Object.keys(translations.en['plugin-seo']).length).toBeGreaterThan(5)
    expect(compare(translations.en['plugin-seo'], translations.uz['plugin-seo'])).toEqual(noDifferences)
    expect(compare(translations.en['plugin-seo'], translations.ru['plugin-seo'])).toEqual(noDifferences)
  })
})

describe('our own admin texts', () => {
  const { lexical: _editorWords, 'plugin-seo': _seoWords, ...uzbek } = adminTranslations.uz

  it('exist in Russian and Uzbek for every English key, with the same placeholders', () => {
    expect(compare(adminTranslations.en, adminTranslations.ru)).toEqual(noDifferences)
    expect(compare(adminTranslations.en, uzbek)).toEqual(noDifferences)
  })

  it('are what the configuration gives Payload', async () => {
    const { translations } = (await config).i18n as unknown as { translations: Record<string, Texts> }
    for (const language of ['en', 'ru', 'uz'] as const) {
      const configured = flatten(translations[language])
      for (const [key, text] of flatten(adminTranslations[language])) expect(configured.get(key), key).toBe(text)
    }
  })
})
