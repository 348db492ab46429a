import { initI18n } from '@payloadcms/translations'
import { createLocalReq, type Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { redirectTable } from '@/redirects/table'
import { openReadConnection } from '@/database/connections'

import { dialect, testPayload } from '../helpers/payload'

let payload: Payload
let cover: number

beforeAll(async () => {
  payload = await testPayload()
  const data = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#335577' } })
    .png()
    .toBuffer()
  cover = (
    await payload.create({
      collection: 'media',
      data: { alt: 'Redirect test cover' },
      file: { data, mimetype: 'image/png', name: 'redirect-cover.png', size: data.length },
    })
  ).id
})

const story = (title: string, slug: string) =>
  payload.create({ collection: 'news', data: { title, slug, date: new Date().toISOString(), cover, _status: 'published' } })
const rename = (id: number, slug: string, status: 'published' | 'draft' = 'published') =>
  payload.update({ collection: 'news', id, data: { slug, _status: status }, ...(status === 'draft' ? { draft: true } : {}) })
const redirectsFrom = async (from: string) => (await payload.find({ collection: 'redirects', where: { from: { equals: from } }, depth: 0 })).docs
/** The message of a refused save, in the admin language asked for. */
async function refusal(data: Record<string, unknown>, language: 'en' | 'ru' | 'uz' = 'en'): Promise<string> {
  // Payload's types list only the languages it ships; Uzbek is ours (src/i18n/admin/languages.ts).
  const i18n = await initI18n({ config: payload.config.i18n, context: 'api', language: language as 'en' })
  const req = await createLocalReq({ req: { i18n } }, payload)
  try {
    await payload.create({ collection: 'redirects', data: data as never, req })
  } catch (error) {
    return String((error as { data?: { errors?: { message: string }[] } }).data?.errors?.[0]?.message ?? (error as Error).message)
  }
  throw new Error('the save was accepted')
}

describe(`redirects on ${dialect()}`, () => {
  it('a published page whose address changes keeps its old address working, for every language', async () => {
    const doc = await story('Library opening hours', 'library-hours')
    await rename(doc.id, 'library-opening-hours')
    const [redirect] = await redirectsFrom('/news/library-hours')
    expect(redirect).toMatchObject({ locale: 'all', status: '301', automatic: true, resolved: '/news/library-opening-hours' })

    const reader = openReadConnection()
    try {
      const table = redirectTable(reader)
      expect(await table.find('/news/library-hours')).toEqual({ location: '/news/library-opening-hours', status: 301 })
      expect(await table.find('/ru/news/library-hours?from=mail')).toEqual({ location: '/ru/news/library-opening-hours?from=mail', status: 301 })
      expect(await table.find('/uz/news/library-hours/')).toEqual({ location: '/uz/news/library-opening-hours', status: 301 })
      expect(await table.find('/news/library-opening-hours')).toBeNull()
      expect(await table.find('/api/news/library-hours')).toBeNull()
    } finally {
      await reader.close()
    }
  })

  it('collapses chains: a second change leads the first old address straight to the newest', async () => {
    const doc = await story('Sports day', 'sports-day-a')
    await rename(doc.id, 'sports-day-b')
    await rename(doc.id, 'sports-day-c')
    expect((await redirectsFrom('/news/sports-day-a'))[0]?.resolved).toBe('/news/sports-day-c')
    expect((await redirectsFrom('/news/sports-day-b'))[0]?.resolved).toBe('/news/sports-day-c')
  })

  it('counts only published addresses: a draft with a new slug adds nothing until it is published', async () => {
    const doc = await story('Exam timetable', 'exam-timetable')
    await rename(doc.id, 'exam-timetable-2026', 'draft')
    expect(await redirectsFrom('/news/exam-timetable')).toHaveLength(0)
    await payload.update({ collection: 'news', id: doc.id, data: { _status: 'published' } })
    expect((await redirectsFrom('/news/exam-timetable'))[0]?.resolved).toBe('/news/exam-timetable-2026')
  })

  it('lets a page take back an address: the redirect from it goes', async () => {
    const doc = await story('Open lecture', 'open-lecture-old')
    await rename(doc.id, 'open-lecture-new')
    expect(await redirectsFrom('/news/open-lecture-old')).toHaveLength(1)
    await rename(doc.id, 'open-lecture-old')
    expect(await redirectsFrom('/news/open-lecture-old')).toHaveLength(0)
    expect((await redirectsFrom('/news/open-lecture-new'))[0]?.resolved).toBe('/news/open-lecture-old')
  })

  it('refuses loops, in the editor’s language', async () => {
    await payload.create({ collection: 'redirects', data: { from: '/loop-a', toType: 'path', toPath: '/loop-b', status: '302', locale: 'all' } })
    await payload.create({ collection: 'redirects', data: { from: '/loop-b', toType: 'path', toPath: '/loop-c', status: '302', locale: 'all' } })
    expect(await refusal({ from: '/loop-c', toType: 'path', toPath: '/loop-a', status: '301', locale: 'all' })).toContain(
      '/loop-c → /loop-a → /loop-b → /loop-c',
    )
    expect(await refusal({ from: '/loop-d', toType: 'path', toPath: '/loop-d/', status: '301', locale: 'all' })).toMatch(/back to the address/)
    // A loop only in Russian is a loop too; one in another language is not.
    await payload.create({ collection: 'redirects', data: { from: '/ru/only-ru-a', toType: 'path', toPath: '/only-ru-b', status: '301', locale: 'all' } })
    expect(await refusal({ from: '/only-ru-b', toType: 'path', toPath: '/only-ru-a', status: '301', locale: 'ru' })).toMatch(/loop/)
    const otherLanguage = await payload.create({
      collection: 'redirects',
      data: { from: '/only-ru-b', toType: 'path', toPath: '/only-ru-a', status: '301', locale: 'uz' },
    })
    expect(otherLanguage.locale).toBe('uz')
  })

  it('refuses a redirect that would hide a published page, and a bad address', async () => {
    await story('Career fair', 'career-fair')
    expect(await refusal({ from: '/news/career-fair', toType: 'path', toPath: '/events', status: '301', locale: 'all' }, 'ru')).toMatch(
      /опубликованная страница/,
    )
    expect(await refusal({ from: 'news/no-slash', toType: 'path', toPath: '/events', status: '301', locale: 'all' })).toMatch(/starting with \//)
    expect(await refusal({ from: '/old-portal', toType: 'path', toPath: 'javascript:alert(1)', status: '301', locale: 'all' }, 'uz')).toMatch(/https:\/\//)
    const external = await payload.create({
      collection: 'redirects',
      data: { from: '/old-portal', toType: 'path', toPath: 'https://portal.example.uz/apply', status: '302', locale: 'all' },
    })
    expect(external.resolved).toBe('https://portal.example.uz/apply')
  })
})
