// The demo stories read like a university's news: long enough to have substance, structured,
// quoting someone by name, each headline its own, each language written rather than copied.
import { describe, expect, it } from 'vitest'

import { locales } from '@/i18n/locales'

import { seedCategories, seedNews, UNTRANSLATED_NEWS_SLUG } from '../stories'
import { seedFaculties } from '../study'

const languagesOf = (story: (typeof seedNews)[number]) => locales.filter((locale) => story.body[locale])
const words = (lines: string[]) =>
  lines
    .join(' ')
    .replace(/^(#+|>|-) /gm, '')
    .match(/[\p{L}\p{N}][\p{L}\p{N}ʻʼ’'-]*/gu) ?? []
/** Runs of three words a headline shares with another: what a template leaves behind. */
const trigrams = (title: string) => {
  const w = title.toLowerCase().match(/[\p{L}\p{N}ʻʼ]+/gu) ?? []
  return new Set(w.slice(2).map((_, i) => w.slice(i, i + 3).join(' ')))
}

describe('demo news stories', () => {
  it('are at least fourteen, newest first, spread over the faculties, the categories and the last months', () => {
    expect(seedNews.length).toBeGreaterThanOrEqual(14)
    expect(new Set(seedNews.map((s) => s.slug)).size).toBe(seedNews.length)
    const days = seedNews.map((s) => s.daysAgo)
    expect([...days].sort((a, b) => a - b)).toEqual(days)
    expect(new Set(days).size).toBe(days.length)
    expect(seedNews[0].slug).toBe('computer-science-open-day')
    const newsCategories = seedCategories.filter((c) => c.kind === 'news').map((c) => c.slug)
    expect(new Set(seedNews.map((s) => s.category))).toEqual(new Set(newsCategories))
    expect(new Set(seedNews.flatMap((s) => (s.faculty ? [s.faculty] : [])))).toEqual(new Set(seedFaculties.map((f) => f.slug)))
    // The year archive needs a story from more than a year ago.
    expect(Math.max(...days)).toBeGreaterThan(366)
  })

  it('have a gallery on at least half of them', () => {
    expect(seedNews.filter((s) => (s.gallery ?? 0) >= 2).length * 2).toBeGreaterThanOrEqual(seedNews.length)
  })

  it('leave exactly one story without Uzbek, among the newest nine (the first page of the list)', () => {
    const untranslated = seedNews.filter((s) => !s.body.uz)
    expect(untranslated.map((s) => s.slug)).toEqual([UNTRANSLATED_NEWS_SLUG])
    expect(seedNews.indexOf(untranslated[0])).toBeLessThan(9)
    for (const story of seedNews) expect(languagesOf(story), story.slug).toEqual(expect.arrayContaining(['en', 'ru']))
  })

  for (const story of seedNews) {
    describe(story.slug, () => {
      for (const locale of languagesOf(story)) {
        it(`in ${locale}: 300–800 words, a title and excerpt, two to four subheadings and a quotation of a named person`, () => {
          const body = story.body[locale]!
          const count = words(body).length
          expect(count, `${count} words`).toBeGreaterThanOrEqual(300)
          expect(count, `${count} words`).toBeLessThanOrEqual(800)
          expect(story.title[locale]).toBeTruthy()
          expect(story.excerpt[locale]?.length).toBeGreaterThan(40)
          const subheadings = body.filter((line) => /^#{2,3} /.test(line))
          expect(subheadings.length).toBeGreaterThanOrEqual(2)
          expect(subheadings.length).toBeLessThanOrEqual(4)
          // "> «…» — Name Surname, their role"
          expect(body.some((line) => /^> .+ — \p{Lu}\p{L}+ \p{Lu}[\p{L}ʻʼ-]+, .{5,}/u.test(line))).toBe(true)
        })
      }

      it('is written in each language, not copied: its own script, its own sentences', () => {
        const [en, ru, uz] = (['en', 'ru', 'uz'] as const).map((locale) => story.body[locale]?.join('\n') ?? '')
        expect(en).not.toMatch(/[\u0400-\u04ff]/)
        expect(ru.match(/[\u0400-\u04ff]/g)?.length ?? 0).toBeGreaterThan(ru.length / 2)
        expect(uz).not.toMatch(/[\u0400-\u04ff]/)
        const lines = locales.flatMap((locale) => story.body[locale]?.filter((line) => line.length > 40) ?? [])
        expect(new Set(lines).size).toBe(lines.length)
      })

      if (story.body.uz)
        it('spells Uzbek with ʻ in oʻ and gʻ and ʼ for the apostrophe', () => {
          const uz = [story.title.uz, story.excerpt.uz, ...story.body.uz!].join('\n')
          expect(uz).not.toMatch(/['‘’`]/)
          expect(uz).toMatch(/[oOgG]ʻ/)
        })
    })
  }

  it('never repeat a headline, nor three words of one, in any language', () => {
    for (const locale of locales) {
      const titles = seedNews.flatMap((s) => (s.title[locale] ? [s.title[locale]] : []))
      expect(new Set(titles).size, locale).toBe(titles.length)
      const seen = new Map<string, string>()
      for (const title of titles)
        for (const run of trigrams(title)) {
          expect(seen.get(run), `“${run}” in “${title}”`).toBeUndefined()
          seen.set(run, title)
        }
    }
  })
})
