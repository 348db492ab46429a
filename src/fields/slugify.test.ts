import { describe, expect, it } from 'vitest'

import { firstFreeSlug, slugify } from './slugify'

describe('slugify', () => {
  it('spells Russian titles by Russian rules', () => {
    expect(slugify('Правила приёма', 'ru')).toBe('pravila-priyoma')
    expect(slugify('Химия и журналистика', 'ru')).toBe('khimiya-i-zhurnalistika')
    expect(slugify('Объявление о съезде', 'ru')).toBe('obyavlenie-o-sezde')
  })

  it('spells Uzbek Cyrillic titles by the Uzbek Latin alphabet', () => {
    const table: [string, string][] = [
      ['Хорижий тиллар', 'xorijiy-tillar'],
      ['Ҳуқуқ факултети', 'huquq-fakulteti'],
      ['Ўқув режа', 'oquv-reja'],
      ['Боғ ва тоғ', 'bog-va-tog'],
      ['Шаҳар чорраҳаси', 'shahar-chorrahasi'],
      ['Ёшлар юбилейи', 'yoshlar-yubileyi'],
      ['Янги цех', 'yangi-tsex'],
      ['Қабул комиссияси', 'qabul-komissiyasi'],
      ['Еркин мавзу', 'yerkin-mavzu'],
      ['Маъруза ва таълим', 'maruza-va-talim'],
    ]
    for (const [title, slug] of table) expect(slugify(title, 'uz'), title).toBe(slug)
  })

  it('uses the Uzbek rules for a title with Uzbek-only letters whatever the editor’s language', () => {
    expect(slugify('Хўжалик', 'ru')).toBe('xojalik')
    expect(slugify('Хўжалик', 'en')).toBe('xojalik')
    expect(slugify('Хозяйство', 'ru')).toBe('khozyaystvo')
  })

  it('drops Uzbek Latin apostrophes and punctuation', () => {
    expect(slugify('Toʻlov-kontrakt narxi', 'uz')).toBe('tolov-kontrakt-narxi')
    expect(slugify("O'quv  reja — 2026!", 'uz')).toBe('oquv-reja-2026')
    expect(slugify('Gʻalaba va oʼzgarish', 'uz')).toBe('galaba-va-ozgarish')
  })

  it('keeps slugs short and without trailing hyphens', () => {
    const slug = slugify('word '.repeat(40))
    expect(slug.length).toBeLessThanOrEqual(80)
    expect(slug.endsWith('-')).toBe(false)
  })
})

describe('firstFreeSlug', () => {
  it('keeps a free slug and numbers a taken one from 2', () => {
    expect(firstFreeSlug('open-day', [])).toBe('open-day')
    expect(firstFreeSlug('open-day', ['open-day'])).toBe('open-day-2')
    expect(firstFreeSlug('open-day', ['open-day', 'open-day-2', 'open-day-3'])).toBe('open-day-4')
    expect(firstFreeSlug('open-day', ['open-day', 'open-day-3'])).toBe('open-day-2')
  })

  it('stays within 80 characters with its number', () => {
    const base = 'a'.repeat(80)
    expect(firstFreeSlug(base, [base])).toBe(`${'a'.repeat(78)}-2`)
  })
})
