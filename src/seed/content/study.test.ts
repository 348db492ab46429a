// The demo's faculties and programmes read like a real university's: each page its own text in
// every language, a curriculum year by year, fees that differ by subject and degree.
import { describe, expect, it } from 'vitest'

import { locales } from '@/i18n/locales'

import { programTexts, seedFaculties } from './study'

const programmes = seedFaculties.flatMap((faculty) => faculty.programs.map((program) => ({ faculty, program, texts: programTexts(program) })))
const words = (text: string) => text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length
const sentences = (lines: string[]) =>
  lines
    .map((line) => line.replace(/^(- |### )/, ''))
    .flatMap((line) => line.split(/(?<=[.!?])\s+/))
    .map((sentence) => sentence.trim())
    .filter((sentence) => words(sentence) >= 5)

describe('programme pages', () => {
  it('covers all fifteen programmes', () => {
    expect(programmes).toHaveLength(15)
  })

  for (const { program, texts } of programmes) {
    for (const locale of locales) {
      it(`${program.name.en} (${locale}) has every section, with 2–3 overview paragraphs and 4–6 outcomes`, () => {
        const page = texts[locale]
        for (const lines of Object.values(page)) expect(lines.every((line) => line.trim().length > 0) && lines.length > 0).toBe(true)
        expect(page.overview.length).toBeGreaterThanOrEqual(2)
        expect(page.overview.length).toBeLessThanOrEqual(3)
        expect(page.outcomes.every((line) => line.startsWith('- '))).toBe(true)
        expect(page.outcomes.length).toBeGreaterThanOrEqual(4)
        expect(page.outcomes.length).toBeLessThanOrEqual(6)
      })

      it(`${program.name.en} (${locale}) has a curriculum heading for each of its ${program.years} years, with courses under each`, () => {
        const lines = texts[locale].curriculum
        const headings = lines.flatMap((line, at) => (line.startsWith('### ') ? [at] : []))
        expect(headings).toHaveLength(program.years)
        expect(lines[0]).toMatch(/^### /)
        headings.forEach((at, year) => {
          expect(lines[at]).toContain(String(year + 1))
          const courses = lines.slice(at + 1, headings[year + 1] ?? lines.length)
          expect(courses.length).toBeGreaterThanOrEqual(3)
          expect(courses.every((line) => line.startsWith('- '))).toBe(true)
        })
      })
    }
  }

  it('shares no sentence between two programmes, in any language', () => {
    const seen = new Map<string, string>()
    const shared: string[] = []
    for (const { program, texts } of programmes) {
      for (const locale of locales) {
        const { overview, outcomes, requirements, careers } = texts[locale]
        for (const sentence of new Set(sentences([...overview, ...outcomes, ...requirements, ...careers]))) {
          const owner = seen.get(sentence)
          if (owner && owner !== program.code) shared.push(`${owner} and ${program.code}: ${sentence}`)
          seen.set(sentence, program.code)
        }
      }
    }
    expect(shared).toEqual([])
  })

  it('charges a different fee for each programme, and more for a master’s or doctorate than for any bachelor’s of its faculty', () => {
    const fees = programmes.map(({ program }) => program.fee)
    expect(new Set(fees).size).toBe(fees.length)
    for (const faculty of seedFaculties) {
      const bachelor = faculty.programs.filter((program) => program.degree === 'bachelor').map((program) => program.fee)
      for (const program of faculty.programs.filter((program) => program.degree !== 'bachelor')) {
        expect(program.fee, program.name.en).toBeGreaterThan(Math.max(...bachelor))
      }
    }
    expect(fees.every((fee) => fee >= 10_000_000 && fee <= 40_000_000 && fee % 100_000 === 0)).toBe(true)
  })

  it('writes Uzbek with ʻ in oʻ and gʻ and ʼ as the apostrophe, never a typewriter quote', () => {
    const uzbek = [
      ...programmes.flatMap(({ texts }) => Object.values(texts.uz).flat()),
      ...seedFaculties.flatMap((faculty) => [...faculty.description.uz, faculty.summary.uz]),
    ]
    expect(uzbek.filter((line) => /['`‘’]/.test(line))).toEqual([])
    expect(uzbek.filter((line) => /(?<![oOgG])ʻ/.test(line))).toEqual([])
  })
})

describe('faculty pages', () => {
  for (const faculty of seedFaculties) {
    for (const locale of locales) {
      it(`${faculty.name.en} (${locale}) is described in 150–300 words, with a summary and a dean`, () => {
        const count = words(faculty.description[locale].join(' '))
        expect(count).toBeGreaterThanOrEqual(150)
        expect(count).toBeLessThanOrEqual(300)
        expect(faculty.summary[locale].length).toBeGreaterThan(0)
        expect(faculty.summary[locale].length).toBeLessThanOrEqual(300)
        expect(faculty.dean[locale]).toMatch(/\p{L}+ \p{L}+/u)
      })
    }
  }

  it('gives each faculty a description of its own', () => {
    for (const locale of locales) {
      const texts = seedFaculties.map((faculty) => faculty.description[locale].join(' '))
      expect(new Set(texts).size).toBe(texts.length)
    }
  })
})
