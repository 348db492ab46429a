import { describe, expect, it } from 'vitest'

import { indexTerms, normalizeText, russianBase, uzbekToLatin, wordsOf } from './normalize'
import { matchesWord, planQuery } from './plan'
import { deletionVariants, withinOneEdit } from './typos'

describe('search normalisation', () => {
  it('folds case and accents in every script, ё to е', () => {
    expect(normalizeText('Café ÉCOLE', 'en')).toBe('cafe ecole')
    expect(normalizeText('ПРИЁМ', 'ru')).toBe('прием')
    expect(normalizeText('Новый', 'ru')).toBe('новый') // й keeps its breve: Russian endings need it
  })

  it('makes every Uzbek apostrophe form one, and Cyrillic Uzbek Latin', () => {
    const forms = ["o'", 'oʻ', 'o‘', 'o’', 'o`', 'oʼ'].map((ap) => normalizeText(`T${ap}lov`, 'uz'))
    expect(new Set(forms)).toEqual(new Set(['tolov']))
    expect(uzbekToLatin('ётоқхона')).toBe('yotoqxona')
    expect(uzbekToLatin('ер шаҳар ғалаба ўқув чой юз яхши цирк')).toBe('yer shahar galaba oquv choy yuz yaxshi sirk')
    expect(uzbekToLatin('оила ерга келди')).toBe('oila yerga keldi')
    expect(wordsOf('Маъруза', 'uz')).toEqual(['maruza'])
  })

  it('indexes words with their marked stems, and never stems Uzbek', () => {
    expect(indexTerms('Programmes', 'en')).toEqual(['programmes', '~programm'])
    expect(indexTerms('общежития', 'ru')).toEqual(['общежития', '~общежит'])
    expect(indexTerms('universitetga', 'uz')).toEqual(['universitetga'])
    expect(indexTerms('open', 'en')).toEqual(['open'])
    expect(russianBase('приёма'.normalize('NFD').replace(/\u0308/g, ''))).toBe('прием')
  })

  it('accepts exactly one typo', () => {
    expect(withinOneEdit('tution', 'tuition')).toBe(true)
    expect(withinOneEdit('hackathno', 'hackathon')).toBe(true)
    expect(withinOneEdit('hackatxon', 'hackathon')).toBe(true)
    expect(withinOneEdit('hakathno', 'hackathon')).toBe(false)
    expect(withinOneEdit('abc', 'abcde')).toBe(false)
    expect(deletionVariants('abc')).toEqual(['abc', 'bc', 'ac', 'ab'])
  })

  it('plans the last word as a prefix and marks words by the same rules', () => {
    const { plan, typoWords } = planQuery('open hack', 'en')
    expect(plan.groups.map((g) => g.alternatives.some((a) => a.prefix))).toEqual([false, true])
    expect(typoWords).toEqual([])
    expect(matchesWord(plan, 'hackathon', () => 'hackathon')).toBe(true)
    expect(matchesWord(plan, 'opening', () => 'open')).toBe(true)
    expect(matchesWord(plan, 'closed', () => 'close')).toBe(false)
  })
})
