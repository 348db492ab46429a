import { describe, expect, it } from 'vitest'

import { localizePath, splitLocale } from './locales'
import { negotiateLocale } from './negotiate'

describe('locale paths', () => {
  it('leaves English unprefixed and prefixes Russian and Uzbek', () => {
    expect(localizePath('en', '/news')).toBe('/news')
    expect(localizePath('ru', '/news')).toBe('/ru/news')
    expect(localizePath('uz', '/')).toBe('/uz')
  })

  it('reads the language back from a path', () => {
    expect(splitLocale('/ru/static/history')).toEqual({ locale: 'ru', path: '/static/history' })
    expect(splitLocale('/uz')).toEqual({ locale: 'uz', path: '/' })
    expect(splitLocale('/static/history')).toEqual({ locale: 'en', path: '/static/history' })
    expect(splitLocale('/ruined')).toEqual({ locale: 'en', path: '/ruined' })
    // The English home as the server renders it, and English pages under the same prefix.
    expect(splitLocale('/en')).toEqual({ locale: 'en', path: '/' })
    expect(splitLocale('/en/news')).toEqual({ locale: 'en', path: '/news' })
    expect(splitLocale('/engineering')).toEqual({ locale: 'en', path: '/engineering' })
  })
})

describe('browser language', () => {
  it('sends Russian and Uzbek readers to their language, everyone else to English', () => {
    expect(negotiateLocale('ru-RU,ru;q=0.9,en;q=0.8')).toBe('ru')
    expect(negotiateLocale('uz-Latn-UZ,uz;q=0.9')).toBe('uz')
    expect(negotiateLocale('de-DE,de;q=0.9')).toBe('en')
    expect(negotiateLocale('en-US,ru;q=0.5')).toBe('en')
    expect(negotiateLocale('fr;q=0.9,ru;q=0.4')).toBe('ru')
    expect(negotiateLocale('ru;q=0')).toBe('en')
    expect(negotiateLocale(null)).toBe('en')
  })
})
