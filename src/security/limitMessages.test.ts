// Every refusal and challenge the limits answer with exists in the three languages, says what to
// do, and an hourly limit says "hour", never "a minute" (docs/decisions/044-limits-for-a-crowd.md).
import { describe, expect, it } from 'vitest'

import en from '@/i18n/messages/en.json'
import ru from '@/i18n/messages/ru.json'
import uz from '@/i18n/messages/uz.json'

const files = { en, ru, uz }
const hour = { en: /hour/, ru: /час/, uz: /soat/ }
const minutesAhead = {
  en: /try again in \{minutes\} min\./,
  ru: /Попробуйте через \{minutes\} мин\./,
  uz: /\{minutes\} daqiqadan soʻng qayta urinib koʻring\./,
}
const wait = { en: /wait/i, ru: /подожд/i, uz: /kuting/i }

const keys = (value: unknown, path = ''): string[] =>
  value && typeof value === 'object' ? Object.entries(value).flatMap(([key, inner]) => keys(inner, path ? `${path}.${key}` : key)) : [path]

describe('the limits’ messages', () => {
  it('has the same messages, none empty, in en, ru and uz', () => {
    for (const [locale, messages] of Object.entries(files)) {
      expect(keys(messages.limits), locale).toEqual(keys(en.limits))
      for (const key of keys(messages.limits)) {
        const text = key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], messages.limits)
        expect(typeof text === 'string' && text.trim().length > 3, `${locale} limits.${key}`).toBe(true)
      }
    }
  })

  for (const locale of ['en', 'ru', 'uz'] as const) {
    it(`${locale}: an hourly limit says so and when to come back; the challenge says to wait; nothing says "a minute"`, () => {
      const { limits, applyErrors, newsletter } = files[locale]
      for (const text of [...Object.values(limits.identity), limits.hourly]) {
        expect(text).toMatch(hour[locale])
        expect(text).toMatch(minutesAhead[locale])
      }
      expect(limits.busy).toContain('{seconds}')
      expect(limits.challenge).toMatch(wait[locale])
      expect(applyErrors.rateLimited).not.toMatch(/minute|минут|daqiqa/i)
      expect(newsletter.rateLimited).toBeTruthy()
    })
  }

  it('Uzbek is in Latin script and Russian in Cyrillic', () => {
    expect(JSON.stringify(uz.limits)).not.toMatch(/[а-яё]/i)
    for (const key of ['challenge', 'busy', 'hourly'] as const) expect(ru.limits[key]).toMatch(/[а-яё]/i)
  })
})
