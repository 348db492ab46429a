import { describe, expect, it } from 'vitest'

import { chooseHomeLanguage } from './home'

describe('chooseHomeLanguage', () => {
  it('keeps a remembered language over the browser’s', () => {
    expect(chooseHomeLanguage('uz', 'ru-RU,ru;q=0.9')).toEqual({ locale: 'uz', remembered: true })
  })

  it('takes the browser’s language when nothing valid is remembered', () => {
    expect(chooseHomeLanguage(undefined, 'ru-RU,ru;q=0.9,en;q=0.8')).toEqual({ locale: 'ru', remembered: false })
    expect(chooseHomeLanguage('de', 'de-DE,uz;q=0.5')).toEqual({ locale: 'uz', remembered: false })
    expect(chooseHomeLanguage(undefined, undefined)).toEqual({ locale: 'en', remembered: false })
  })
})
