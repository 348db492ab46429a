// A redirect follows its page out of existence: a page deleted or unpublished leaves its old
// addresses answering 404 (never a 301 to a 404), back to 301 when the page returns, and the
// admin's broken-link report names every redirect and menu item that leads nowhere.
import { initI18n } from '@payloadcms/translations'
import type { Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'
import { BrokenLinks } from '@/redirects/admin/BrokenLinks'
import { findBrokenLinks } from '@/redirects/admin/brokenLinks'
import { redirectTable } from '@/redirects/table'
import { openReadConnection } from '@/database/connections'

import { dialect, testPayload } from '../helpers/payload'

let payload: Payload
let cover: number
let reader: ReturnType<typeof openReadConnection>
let table: ReturnType<typeof redirectTable>

beforeAll(async () => {
  payload = await testPayload()
  const data = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#553377' } })
    .png()
    .toBuffer()
  cover = (
    await payload.create({
      collection: 'media',
      data: { alt: 'Redirect target cover' },
      file: { data, mimetype: 'image/png', name: 'target-cover.png', size: data.length },
    })
  ).id
  reader = openReadConnection()
  table = redirectTable(reader)
})

afterAll(async () => {
  await reader?.close()
})

const story = (title: string, slug: string) =>
  payload.create({ collection: 'news', data: { title, slug, date: new Date().toISOString(), cover, _status: 'published' } })
const rename = (id: number, slug: string) => payload.update({ collection: 'news', id, data: { slug, _status: 'published' } })
const redirectFrom = async (from: string) => (await payload.find({ collection: 'redirects', where: { from: { equals: from } }, depth: 0 })).docs[0]

describe(`redirects whose page is gone on ${dialect()}`, () => {
  it('a deleted story’s old address stops sending visitors on, in every language, and stays listed as gone', async () => {
    const doc = await story('Night library', 'night-library')
    await rename(doc.id, 'night-library-2026')
    expect(await table.find('/news/night-library')).toEqual({ location: '/news/night-library-2026', status: 301 })

    await payload.delete({ collection: 'news', id: doc.id })

    expect(await table.find('/news/night-library')).toBeNull()
    expect(await table.find('/ru/news/night-library')).toBeNull()
    expect(await redirectFrom('/news/night-library')).toMatchObject({ automatic: true, gone: true, resolved: '/news/night-library-2026' })
  })

  it('an unpublished story’s old addresses answer 404 until it is published again', async () => {
    const doc = await story('Chess club', 'chess-club')
    await rename(doc.id, 'chess-club-open')
    await payload.update({ collection: 'news', id: doc.id, data: { _status: 'draft' } })
    expect(await redirectFrom('/news/chess-club')).toMatchObject({ gone: true })
    expect(await table.find('/uz/news/chess-club')).toBeNull()

    await payload.update({ collection: 'news', id: doc.id, data: { _status: 'published' } })
    expect(await redirectFrom('/news/chess-club')).toMatchObject({ gone: false })
    expect(await table.find('/uz/news/chess-club')).toEqual({ location: '/uz/news/chess-club-open', status: 301 })
  })

  it('an editor’s redirect to an address that is no page waits for the page, then sends on', async () => {
    await payload.create({ collection: 'redirects', data: { from: '/robotics', toType: 'path', toPath: '/news/robotics-week', status: '301', locale: 'all' } })
    expect(await redirectFrom('/robotics')).toMatchObject({ gone: true })
    expect(await table.find('/robotics')).toBeNull()

    await story('Robotics week', 'robotics-week')
    expect(await redirectFrom('/robotics')).toMatchObject({ gone: false })
    expect(await table.find('/robotics')).toEqual({ location: '/news/robotics-week', status: 301 })
    // A list page of the site always answers.
    await payload.create({ collection: 'redirects', data: { from: '/all-news', toType: 'path', toPath: '/news', status: '301', locale: 'all' } })
    expect(await table.find('/all-news')).toEqual({ location: '/news', status: 301 })
  })

  it('the broken-link report lists redirects and menu items that lead to a 404, for editors, in their language', async () => {
    const live = await story('Graduation', 'graduation')
    await payload.updateGlobal({
      slug: 'menu',
      data: {
        items: [
          { title: 'News', slug: 'news', path: '/news' },
          { title: 'Graduation', slug: 'graduation', path: `/news/${live.slug}` },
          { title: 'About', slug: 'about', children: [{ title: 'History', slug: 'history-of-the-university' }] },
        ],
      },
    })
    const broken = await findBrokenLinks(payload, 'en')
    expect(broken).toContainEqual(expect.objectContaining({ kind: 'redirect', label: '/news/night-library', target: '/news/night-library-2026' }))
    expect(broken).toContainEqual(expect.objectContaining({ kind: 'menu', label: 'About › History', target: '/static/history-of-the-university' }))
    expect(broken.map((link) => link.label)).not.toContain('News')
    expect(broken.map((link) => link.label)).not.toContain('Graduation')
    expect(broken.map((link) => link.label)).not.toContain('/robotics')

    // The story behind a menu item goes: the item is listed.
    await payload.delete({ collection: 'news', id: live.id })
    expect((await findBrokenLinks(payload, 'en')).map((link) => link.label)).toContain('Graduation')

    const seenBy = async (roles: User['roles'], language: 'en' | 'ru' | 'uz') => {
      const i18n = await initI18n({ config: payload.config.i18n, context: 'client', language: language as 'en' })
      const element = await BrokenLinks({ payload, user: { roles } as never, i18n } as never)
      return element ? renderToStaticMarkup(element) : ''
    }
    expect(await seenBy(['editor'], 'en')).toContain('Links that lead nowhere')
    expect(await seenBy(['editor'], 'ru')).toContain('Ссылки в никуда')
    expect(await seenBy(['admin'], 'uz')).toContain('Hech qayerga olib bormaydigan havolalar')
    expect(await seenBy(['editor'], 'ru')).toContain('Пункт меню')
    expect(await seenBy(['admissions'], 'en')).toBe('')
  })
})
