import { describe, expect, it } from 'vitest'

import { slugify } from './slugify'

describe('slugify', () => {
  it('turns Russian and Uzbek Cyrillic titles into readable Latin', () => {
    expect(slugify('Правила приёма')).toBe('pravila-priyoma')
    expect(slugify('Қабул комиссияси')).toBe('qabul-komissiyasi')
  })

  it('drops Uzbek apostrophes and punctuation', () => {
    expect(slugify('Toʻlov-kontrakt narxi')).toBe('tolov-kontrakt-narxi')
    expect(slugify("O'quv  reja — 2026!")).toBe('oquv-reja-2026')
  })

  it('keeps slugs short and without trailing hyphens', () => {
    const slug = slugify('word '.repeat(40))
    expect(slug.length).toBeLessThanOrEqual(80)
    expect(slug.endsWith('-')).toBe(false)
  })
})
