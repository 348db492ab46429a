// The site search on the real database (SQLite or PostgreSQL, one run each): documents are
// created through Payload as editors would, indexed by the collection hooks, and found (or
// not) through the same search the pages and the JSON calls use.
import type { CollectionSlug, Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Locale } from '@/i18n/locales'
import { reindexAll } from '@/search/server/indexer'
import { openReadConnection, type ReadConnection } from '@/database/connections'
import { forgetQueries, popularQueries } from '@/search/server/popular'
import { popularWarming, searchSite, suggestTitles } from '@/search/server/search'
import { sql } from '@/database/sql'
import { countStatement } from '@/search/server/tiers'
import { planQuery } from '@/search/shared/plan'
import { richText } from '@/seed/richText'

import { dialect, testPayload } from '../helpers/payload'

let payload: Payload
let db: ReadConnection
let cover: number
const ids: Record<string, number> = {}

type Texts = Partial<Record<Locale, Record<string, unknown>>>

/** Creates a document in English, then adds its Russian and Uzbek texts. */
async function make(key: string, collection: CollectionSlug, shared: Record<string, unknown>, texts: Texts, draft = false) {
  const status = draft ? { _status: 'draft' } : collection === 'news' || collection === 'events' || collection === 'pages' ? { _status: 'published' } : {}
  const doc = await payload.create({ collection, draft, data: { ...shared, ...texts.en, ...status } as never })
  for (const locale of ['ru', 'uz'] as const) {
    if (texts[locale]) await payload.update({ collection, id: doc.id, locale, draft, data: { ...texts[locale], ...status } as never })
  }
  ids[key] = doc.id as number
  return doc.id as number
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()
const titleOf = (segments: { text: string }[]) => segments.map((s) => s.text).join('')

async function titlesFound(locale: Locale, query: string) {
  const answer = await searchSite(db, { locale, query })
  return answer.results.map((result) => titleOf(result.title))
}

beforeAll(async () => {
  payload = await testPayload()
  db = openReadConnection()
  const data = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
    .png()
    .toBuffer()
  cover = (
    await payload.create({ collection: 'media', data: { alt: 'Search test' }, file: { data, mimetype: 'image/png', name: 'search.png', size: data.length } })
  ).id
  await make(
    'hackathon',
    'news',
    { date: daysAgo(1), cover },
    {
      en: {
        title: 'Hackathon weekend for young programmers',
        excerpt: 'Teams build apps in 48 hours.',
        body: richText('Applying is free; the programme includes mentoring.'),
      },
      ru: { title: 'Выходные хакатона для молодых программистов', body: richText('Приём заявок открыт до пятницы.') },
      uz: { title: 'Yosh dasturchilar uchun xakaton', body: richText('Arizalar qabul qilinmoqda.') },
    },
  )
  await make('oldHackathon', 'news', { date: daysAgo(400), cover }, { en: { title: 'Hackathon results announced' } })
  await make(
    'tuition',
    'pages',
    {},
    {
      en: { title: 'Tuition fee', body: richText('The tuition for a bachelor year is fixed in the contract.') },
      ru: { title: 'Стоимость обучения', body: richText('Стоимость обучения за год. Документы для приёма принимаются летом.') },
      uz: { title: 'Toʻlov-kontrakt narxi', body: richText('Bakalavriat uchun yillik toʻlov.') },
    },
  )
  await make(
    'dormitory',
    'pages',
    {},
    {
      en: { title: 'Dormitory', body: richText('Rooms for two or three students with robotics-free quiet floors.') },
      ru: { title: 'Общежитие', body: richText('Места в общежитии предоставляются иногородним студентам.') },
      uz: { title: 'Ётоқхона', body: richText('Талабалар учун турар жой.') },
    },
  )
  await make(
    'winners',
    'pages',
    {},
    { en: { title: 'Olympiad winners' }, uz: { title: 'Olimpiada gʻoliblari', body: richText('Етакчи талабалар тақдирланди.') } },
  )
  await make(
    'openDay',
    'events',
    { startsAt: daysAgo(-10), cover },
    {
      en: { title: 'Open day for applicants', place: 'Main hall' },
      ru: { title: 'День открытых дверей', place: 'Актовый зал' },
      uz: { title: 'Ochiq eshiklar kuni' },
    },
  )
  const faculty = await make(
    'faculty',
    'faculties',
    { image: cover },
    {
      en: { name: 'Faculty of Engineering', summary: 'Located on the main campus, with labs for robotics.' },
      ru: { name: 'Инженерный факультет' },
      uz: { name: 'Muhandislik fakulteti' },
    },
  )
  const degree = (await payload.create({ collection: 'degrees', data: { name: 'Bachelor', code: 'search-bachelor' } as never })).id
  const form = (await payload.create({ collection: 'study-forms', data: { name: 'Full-time', code: 'search-full-time' } as never })).id
  await make(
    'program',
    'programs',
    { faculty, degree, studyForms: [form], languages: ['en'], durationYears: 4, tuitionFee: 1000 },
    { en: { name: 'Software engineering' }, ru: { name: 'Программная инженерия' } },
  )
  await make(
    'partner',
    'partners',
    { logo: cover },
    { en: { name: 'Northbridge University', country: 'United Kingdom' }, ru: { name: 'Университет Нортбридж' } },
  )
  await make(
    'club',
    'clubs',
    { image: cover },
    { en: { name: 'Robotics club', description: 'Meets in the café on Fridays.' }, ru: { name: 'Клуб робототехники' } },
  )
  await make('person', 'team', { photo: cover }, { en: { name: 'Dilnoza Karimova', position: 'Vice-rector for academic affairs' } })
  await make('member', 'members', {}, { en: { name: 'Rustam Aliyev', role: 'Professor of physics' } })
  await make('gallery', 'galleries', { date: daysAgo(3), cover, kind: 'photo' }, { en: { title: 'Graduation ceremony at Campos hall' } })
  await make('draft', 'news', { date: daysAgo(1), cover }, { en: { title: 'Secret zeppelin plans' } }, true)
  const unpublished = await make('unpublished', 'news', { date: daysAgo(1), cover }, { en: { title: 'Quokka festival' } })
  await payload.update({ collection: 'news', id: unpublished, data: { _status: 'draft' } })
}, 120_000)

afterAll(async () => {
  await db?.close()
})

// [locale, query, a title that must be among the results]
const FINDS: [Locale, string, string][] = [
  ['en', 'hackathon', 'Hackathon weekend for young programmers'],
  ['en', 'HACKATHON', 'Hackathon weekend for young programmers'],
  ['en', 'hackathons', 'Hackathon weekend for young programmers'],
  ['en', 'hakathon', 'Hackathon weekend for young programmers'],
  ['en', 'hackathno', 'Hackathon weekend for young programmers'],
  ['en', 'hackkathon', 'Hackathon weekend for young programmers'],
  ['en', 'hackatxon', 'Hackathon weekend for young programmers'],
  ['en', 'hack', 'Hackathon weekend for young programmers'],
  ['en', 'programmer', 'Hackathon weekend for young programmers'],
  ['en', 'apply', 'Hackathon weekend for young programmers'],
  ['en', 'programmes', 'Hackathon weekend for young programmers'],
  ['en', 'tution', 'Tuition fee'],
  ['en', 'tuiton', 'Tuition fee'],
  ['en', 'Northbridge', 'Northbridge University'],
  ['en', 'north', 'Northbridge University'],
  ['en', 'open day', 'Open day for applicants'],
  ['en', 'main hall', 'Open day for applicants'],
  ['en', 'cafe', 'Robotics club'],
  ['en', 'karimova', 'Dilnoza Karimova'],
  ['en', 'vice-rector', 'Dilnoza Karimova'],
  ['en', 'physics', 'Rustam Aliyev'],
  ['en', 'software', 'Software engineering'],
  ['en', 'engineering', 'Faculty of Engineering'],
  ['en', 'graduation', 'Graduation ceremony at Campos hall'],
  ['ru', 'хакатон', 'Выходные хакатона для молодых программистов'],
  ['ru', 'Хакатона', 'Выходные хакатона для молодых программистов'],
  ['ru', 'хакатоан', 'Выходные хакатона для молодых программистов'],
  ['ru', 'стоимость', 'Стоимость обучения'],
  ['ru', 'СТОИМОСТИ', 'Стоимость обучения'],
  ['ru', 'стоимсть', 'Стоимость обучения'],
  ['ru', 'приём', 'Стоимость обучения'],
  ['ru', 'приема', 'Стоимость обучения'],
  ['ru', 'приёму', 'Стоимость обучения'],
  ['ru', 'общежития', 'Общежитие'],
  ['ru', 'общежитии', 'Общежитие'],
  ['ru', 'робототех', 'Клуб робототехники'],
  ['ru', 'день открытых', 'День открытых дверей'],
  ['ru', 'нортбридж', 'Университет Нортбридж'],
  ['uz', "To'lov", 'Toʻlov-kontrakt narxi'],
  ['uz', 'Toʻlov', 'Toʻlov-kontrakt narxi'],
  ['uz', 'To‘lov', 'Toʻlov-kontrakt narxi'],
  ['uz', 'To’lov', 'Toʻlov-kontrakt narxi'],
  ['uz', 'To`lov', 'Toʻlov-kontrakt narxi'],
  ['uz', 'Toʼlov', 'Toʻlov-kontrakt narxi'],
  ['uz', 'tolov', 'Toʻlov-kontrakt narxi'],
  ['uz', 'тўлов', 'Toʻlov-kontrakt narxi'],
  ['uz', 'контракт', 'Toʻlov-kontrakt narxi'],
  ['uz', 'ётоқхона', 'Ётоқхона'],
  ['uz', 'yotoqxona', 'Ётоқхона'],
  ['uz', 'YOTOQXONA', 'Ётоқхона'],
  ['uz', 'goliblari', 'Olimpiada gʻoliblari'],
  ['uz', 'ғолиблари', 'Olimpiada gʻoliblari'],
  ['uz', 'yetakchi', 'Olimpiada gʻoliblari'],
  ['uz', 'муҳандислик', 'Muhandislik fakulteti'],
  ['uz', 'xakaton', 'Yosh dasturchilar uchun xakaton'],
  ['uz', 'хакатон', 'Yosh dasturchilar uchun xakaton'],
  ['uz', 'dastur', 'Yosh dasturchilar uchun xakaton'],
  ['uz', 'turar joy', 'Ётоқхона'],
]

describe(`site search on ${dialect()}`, () => {
  it.each(FINDS)('%s: "%s" finds "%s"', async (locale, query, title) => {
    expect(await titlesFound(locale, query)).toContain(title)
  })

  it('does not find what is not there, nor with two typos', async () => {
    expect(await titlesFound('en', 'zanzibar')).toEqual([])
    expect(await titlesFound('en', 'hakatohn')).toEqual([])
    // Short words get no typo tolerance: "hall" must not find "hell".
    expect(await titlesFound('en', 'hull')).toEqual([])
  })

  it('shows documents with some of the words when none has them all, and says so', async () => {
    const answer = await searchSite(db, { locale: 'en', query: 'hackathon zanzibar' })
    expect(answer.anyWord).toBe(true)
    expect(answer.results.map((r) => titleOf(r.title))).toContain('Hackathon weekend for young programmers')
    expect((await searchSite(db, { locale: 'en', query: 'hackathon weekend' })).anyWord).toBe(false)
    expect((await searchSite(db, { locale: 'en', query: 'hackathon weekend' })).total).toBe(1)
  })

  it('ranks title before body, exact before typo, newer news before older', async () => {
    expect((await titlesFound('en', 'robotics'))[0]).toBe('Robotics club')
    const campus = await titlesFound('en', 'campus')
    expect(campus.indexOf('Faculty of Engineering')).toBeLessThan(campus.indexOf('Graduation ceremony at Campos hall'))
    expect(campus.indexOf('Graduation ceremony at Campos hall')).toBeGreaterThan(-1)
    expect((await titlesFound('en', 'hackathon')).slice(0, 2)).toEqual(['Hackathon weekend for young programmers', 'Hackathon results announced'])
  })

  it('marks the matched words in titles and snippets, in their written form', async () => {
    const [first] = (await searchSite(db, { locale: 'ru', query: 'приема' })).results
    expect(first!.snippet.filter((s) => s.mark).map((s) => s.text)).toContain('приёма')
    const [uz] = (await searchSite(db, { locale: 'uz', query: "to'lov" })).results
    expect(uz!.title.filter((s) => s.mark).map((s) => s.text)).toContain('Toʻlov')
  })

  it('counts per type, filters by type and pages', async () => {
    const all = await searchSite(db, { locale: 'en', query: 'engineering' })
    expect(all.counts.study).toBe(2)
    const people = await searchSite(db, { locale: 'en', query: 'for', kind: 'people' })
    expect(people.results.map((r) => r.kind)).toEqual(['people'])
    expect(people.total).toBe(1)
    // Faculties and programmes lead to their own pages.
    expect(all.results[0]!.url).toMatch(/^\/faculties\/[a-z0-9-]+(\/[a-z0-9-]+)?$/)
    expect((await searchSite(db, { locale: 'ru', query: 'инженерный' })).results[0]!.url).toMatch(/^\/ru\/faculties\/[a-z0-9-]+/)

    // A page past the last (an old link) shows the last page, never an empty list.
    const beyond = await searchSite(db, { locale: 'en', query: 'engineering', page: 7 })
    expect([beyond.page, beyond.pages]).toEqual([all.pages, all.pages])
    expect(beyond.results.length).toBeGreaterThan(0)
  })

  it('never shows drafts, unpublished documents or private collections', async () => {
    for (const locale of ['en', 'ru', 'uz'] as const) {
      expect(await titlesFound(locale, 'zeppelin')).toEqual([])
      expect(await titlesFound(locale, 'quokka')).toEqual([])
      expect(await suggestTitles(db, { locale, query: 'zeppel' })).toEqual([])
    }
    const collections = await db.all<{ collection: string }>(sql`SELECT DISTINCT collection FROM search_docs`)
    for (const { collection } of collections)
      expect(['news', 'events', 'pages', 'faculties', 'programs', 'partners', 'clubs', 'team', 'members', 'galleries']).toContain(collection)
  })

  it('suggests titles for an unfinished word', async () => {
    const suggestions = await suggestTitles(db, { locale: 'en', query: 'hackat' })
    expect(suggestions.map((s) => titleOf(s.title))).toContain('Hackathon weekend for young programmers')
  })

  it('finds a story as soon as it is published, and no longer once deleted or renamed away', async () => {
    const id = await make('fresh', 'news', { date: daysAgo(0), cover }, { en: { title: 'Axolotl exhibition opens' } }, true)
    expect(await titlesFound('en', 'axolotl')).toEqual([])
    await payload.update({ collection: 'news', id, data: { _status: 'published' } })
    expect(await titlesFound('en', 'axolotl')).toEqual(['Axolotl exhibition opens'])
    await payload.update({ collection: 'news', id, data: { title: 'Capybara exhibition opens', slug: 'capybara-exhibition' } })
    expect(await titlesFound('en', 'axolotl')).toEqual([])
    expect((await searchSite(db, { locale: 'en', query: 'capybara' })).results[0]!.url).toBe('/news/capybara-exhibition')
    await payload.delete({ collection: 'news', id })
    expect(await titlesFound('en', 'capybara')).toEqual([])
  })

  it('shows a renamed faculty in its programmes’ entries', async () => {
    await payload.update({ collection: 'faculties', id: ids.faculty!, data: { name: 'Faculty of Engineering and Robotics' } })
    const [program] = (await searchSite(db, { locale: 'en', query: 'software' })).results
    expect(titleOf(program!.snippet)).toContain('Faculty of Engineering and Robotics')
  })

  it('answers a repeated search from memory until the index changes, on any instance', async () => {
    const first = await searchSite(db, { locale: 'en', query: 'northbridge' })
    // A change that bypasses the change count is not seen: the answer is the remembered one.
    await db.run(sql`UPDATE search_docs SET title = 'Renamed behind the cache' WHERE title = 'Northbridge University'`)
    expect(await searchSite(db, { locale: 'en', query: 'northbridge' })).toBe(first)
    // Any real change (here through Payload, as another instance would) counts, and is seen.
    await payload.update({ collection: 'partners', id: ids.partner!, data: { country: 'Scotland' } })
    const fresh = await searchSite(db, { locale: 'en', query: 'northbridge' })
    expect(fresh).not.toBe(first)
    expect(titleOf(fresh.results[0]!.snippet)).toContain('Scotland')
  })

  it('works out the most asked queries again as soon as a lookup finds the index changed', async () => {
    forgetQueries()
    for (let i = 0; i < 3; i++) await searchSite(db, { locale: 'en', query: 'northbridge' })
    await searchSite(db, { locale: 'uz', query: 'ётоқхона' })
    // A query that found nothing, a second page and one type only are not counted.
    await searchSite(db, { locale: 'en', query: 'zeppelin' })
    await searchSite(db, { locale: 'en', query: 'hackathon', page: 2 })
    await searchSite(db, { locale: 'en', query: 'hackathon', kind: 'news' })
    expect(popularQueries()).toEqual([
      { locale: 'en', query: 'northbridge' },
      { locale: 'uz', query: 'ётоқхона' },
    ])

    await payload.update({ collection: 'partners', id: ids.partner!, data: { country: 'Wales' } })
    // The first lookup after the change, of anything, sets the popular ones going.
    await searchSite(db, { locale: 'en', query: 'software' })
    await popularWarming()
    // Worked out already: a change made behind the cache's back since then is not in the answer.
    await db.run(sql`UPDATE search_docs SET title = 'Renamed behind the cache' WHERE title = 'Northbridge University'`)
    const answer = await searchSite(db, { locale: 'en', query: 'northbridge' })
    expect(titleOf(answer.results[0]!.title)).toBe('Northbridge University')
    expect(titleOf(answer.results[0]!.snippet)).toContain('Wales')
    await payload.update({ collection: 'partners', id: ids.partner!, data: { country: 'Scotland' } })
  })

  it('rebuilds the same index from scratch', async () => {
    const before = await titlesFound('uz', 'ётоқхона')
    const { documents } = await reindexAll(payload)
    expect(documents).toBeGreaterThanOrEqual(13)
    expect(await titlesFound('uz', 'ётоқхона')).toEqual(before)
    expect(await titlesFound('en', 'zeppelin')).toEqual([])
  })

  // The index is split by language (docs/decisions/072): a prefix common in another language's
  // words is not looked up there, nor are that language's rows read; and the language's own rows
  // are found through its GIN index, not by reading them all.
  it.runIf(dialect() === 'postgres')("reads only its own language's part of the index, through its GIN index", async () => {
    for (const locale of ['en', 'ru', 'uz'] as const) {
      const { plan } = planQuery('hack', locale)
      const lines = await db.all<Record<string, string>>(sql`EXPLAIN ${countStatement(db, plan)}`)
      const text = lines.map((line) => Object.values(line)[0]).join('\n')
      const parts = new Set([...text.matchAll(/search_terms_(en|ru|uz)/g)].map((found) => found[1]))
      expect([...parts]).toEqual([locale])
      expect(text).toContain(`Bitmap Index Scan on search_terms_${locale}_terms_idx`)
    }
  })
})
