import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { seed } from '@/seed'
import { seedPages } from '@/seed/content/pages'
import { seedNews, UNTRANSLATED_NEWS_SLUG } from '@/seed/content/stories'

import { dialect, testPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe(`demo content on ${dialect()}`, () => {
  it('fills settings, a three-level menu and the static pages in three languages, and a second run changes nothing', async () => {
    await seed(payload)
    const collections = [
      'media',
      'videos',
      'documents',
      'pages',
      'news',
      'events',
      'partners',
      'galleries',
      'clubs',
      'team',
      'members',
      'faculties',
      'programs',
    ] as const
    const counts = async () => Object.fromEntries(await Promise.all(collections.map(async (c) => [c, (await payload.count({ collection: c })).totalDocs])))
    const first = await counts()
    expect(first).toMatchObject({
      videos: 2,
      pages: seedPages.length,
      news: seedNews.length,
      events: 10,
      partners: 8,
      galleries: 6,
      clubs: 6,
      team: 36,
      members: 7,
      faculties: 6,
      programs: 15,
      documents: 4,
    })
    // Each faculty has its staff (a dean, a deputy, two lecturers), and every person a page with
    // their office, hours, phone and a biography in each language.
    const faculties = await payload.find({ collection: 'faculties', depth: 0, pagination: false })
    for (const faculty of faculties.docs) {
      expect((await payload.count({ collection: 'team', where: { faculty: { equals: faculty.id } } })).totalDocs, faculty.slug ?? '').toBeGreaterThanOrEqual(4)
    }
    for (const locale of ['en', 'ru', 'uz'] as const) {
      const people = await payload.find({ collection: 'team', locale, fallbackLocale: false, pagination: false, depth: 0 })
      for (const person of people.docs) {
        expect(
          [person.slug, person.office, person.officeHours, person.phone, person.bio?.root.children.length].every(Boolean),
          `${person.name} in ${locale}`,
        ).toBe(true)
      }
      expect(new Set(people.docs.map((person) => person.name)).size).toBe(people.docs.length)
    }
    const council = await payload.find({ collection: 'members', locale: 'uz', fallbackLocale: false, pagination: false, depth: 0 })
    expect(council.docs.every((member) => member.slug && member.bio)).toBe(true)
    expect(seedPages.length).toBeGreaterThanOrEqual(10)
    await seed(payload)
    expect(await counts()).toEqual(first)

    const ru = await payload.findGlobal({ slug: 'settings', locale: 'ru' })
    expect(ru.siteTitle).toBe('Университет Регистан')
    const menu = await payload.findGlobal({ slug: 'menu', locale: 'uz' })
    const structure = menu.items?.[0].children?.find((item) => item.slug === 'structure')
    expect(structure?.grandchildren?.map((item) => item.title)).toEqual(['Rektorat', 'Kafedralar'])
    const page = await payload.find({ collection: 'pages', where: { slug: { equals: 'library' } }, locale: 'uz' })
    expect(page.docs[0].title).toBe('Kutubxona')

    // One story is deliberately left untranslated, to show the fallback notice.
    const untranslated = await payload.find({ collection: 'news', where: { slug: { equals: UNTRANSLATED_NEWS_SLUG } }, locale: 'uz', fallbackLocale: false })
    expect(untranslated.docs[0].title).toBeFalsy()
    const home = await payload.findGlobal({ slug: 'home', locale: 'ru' })
    expect(home.journey?.steps?.map((step) => step.title)).toContain('Подайте заявку онлайн')
    // The banner plays the committed demo clip, WebM and MP4, over its first frame as the picture.
    expect(home.banner?.videoFiles?.map((file) => typeof file === 'object' && file.mimeType).sort()).toEqual(['video/mp4', 'video/webm'])
    expect(home.banner?.image).toMatchObject({ filename: 'banner-home.webp' })
  }, 300_000) // two full seeds: about 55 s on a quiet machine, more than twice that on a busy one

  it('writes programme pages with outcomes as a list and a curriculum subheading a year, and faculties several paragraphs, in every language', async () => {
    type Block = { type: string; tag?: string }
    const blocks = (field: unknown) => (field as { root: { children: Block[] } }).root.children
    for (const locale of ['en', 'ru', 'uz'] as const) {
      const { docs } = await payload.find({ collection: 'programs', where: { code: { equals: '60610500' } }, locale, fallbackLocale: false, limit: 1 })
      const [programme] = docs
      expect(blocks(programme.outcomes).map((block) => block.type)).toEqual(['list'])
      expect(blocks(programme.curriculum).filter((block) => block.tag === 'h3')).toHaveLength(programme.durationYears)
      for (const field of [programme.overview, programme.requirements, programme.careers]) expect(blocks(field).length).toBeGreaterThan(1)
      const faculty = await payload.find({ collection: 'faculties', where: { slug: { equals: 'law' } }, locale, fallbackLocale: false, limit: 1 })
      expect(blocks(faculty.docs[0].description).length).toBeGreaterThanOrEqual(3)
    }
  })
})
