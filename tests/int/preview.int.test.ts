// The admin's Preview button and live preview: their addresses follow the origin the admin was
// opened at (never a host it was not allowed at), only a staff session gets draft mode, drafts are
// read only while both hold, and no answer of the switch may be stored.
import type { Payload, PayloadRequest } from 'payload'
import sharp from 'sharp'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { dialect, testPayload } from '../helpers/payload'

const next = vi.hoisted(() => {
  // Read by src/env.ts when the config loads: one more origin the admin is opened at.
  process.env.ADMIN_ORIGINS = 'https://admin.example.uz'
  return { draftMode: false, enabled: 0, headers: new Headers() }
})

// What Next gives a route handler or page: the draft-mode switch and the request's headers.
vi.mock('next/headers', () => ({
  draftMode: async () => ({
    get isEnabled() {
      return next.draftMode
    },
    enable: () => {
      next.draftMode = true
      next.enabled++
    },
    disable: () => {
      next.draftMode = false
    },
  }),
  headers: async () => next.headers,
}))

// Next's data cache exists only inside a request it serves: here every read goes to the database.
vi.mock('next/cache', async (original) => ({ ...(await original<typeof import('next/cache')>()), unstable_cache: <T>(read: T) => read }))

const { GET: previewSwitch } = await import('@/app/api/preview/route')
const { isPreview } = await import('@/data/preview')
const { findNewsBySlug } = await import('@/data/news')

let payload: Payload
let staffCookie: string
let facultyId: number
let cover: number

const requestAt = (host: string, extra: Record<string, string> = {}) =>
  ({ payload, locale: 'en', headers: new Headers({ host, ...extra }) }) as unknown as PayloadRequest
// As a browser asks from the admin's page: Payload takes a session cookie only with Sec-Fetch-Site
// same-origin (or none, typed in) when no allowed Origin is sent.
const browser = (cookie?: string) => new Headers({ 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}) })
const ask = (path: string, cookie?: string) =>
  previewSwitch(new Request(`http://localhost:3000/api/preview?path=${encodeURIComponent(path)}`, { headers: browser(cookie) }))

beforeAll(async () => {
  payload = await testPayload()
  await payload.create({ collection: 'users', data: { email: 'first-admin@example.edu', password: 'first-admin-pass-1', roles: ['admin'] } })
  await payload.create({ collection: 'users', data: { email: 'preview-editor@example.edu', password: 'preview-editor-1', roles: ['editor'] } })
  const { token } = await payload.login({ collection: 'users', data: { email: 'preview-editor@example.edu', password: 'preview-editor-1' } })
  staffCookie = `payload-token=${token}`
  const data = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#224466' } })
    .png()
    .toBuffer()
  cover = (
    await payload.create({ collection: 'media', data: { alt: 'Cover' }, file: { data, mimetype: 'image/png', name: 'preview-cover.png', size: data.length } })
  ).id
  const faculty = await payload.create({ collection: 'faculties', data: { name: 'Faculty of Physics', slug: 'physics', image: cover } })
  await payload.update({ collection: 'faculties', id: faculty.id, locale: 'uz', data: { name: 'Fizika fakulteti', slug: 'fizika' } })
  facultyId = faculty.id
})

beforeEach(() => {
  next.draftMode = false
  next.enabled = 0
  next.headers = new Headers()
})

describe(`preview addresses on ${dialect()}`, () => {
  const newsPreview = () => payload.collections.news.config.admin.preview
  const doc = { slug: 'open-day' }

  it('opens the preview on the origin the admin was opened at: SITE_URL, the machine’s own addresses, ADMIN_ORIGINS', async () => {
    const preview = newsPreview()
    expect(preview).toBeTypeOf('function')
    const at = (host: string, extra?: Record<string, string>) => preview?.(doc, { locale: 'ru', req: requestAt(host, extra), token: null })
    expect(await at('localhost:3000')).toBe('http://localhost:3000/api/preview?path=%2Fru%2Fnews%2Fopen-day')
    expect(await at('127.0.0.1:3000')).toBe('http://127.0.0.1:3000/api/preview?path=%2Fru%2Fnews%2Fopen-day')
    // Behind nginx: the host it was asked for and the scheme it names.
    expect(await at('admin.example.uz', { 'x-forwarded-proto': 'https' })).toBe('https://admin.example.uz/api/preview?path=%2Fru%2Fnews%2Fopen-day')
  })

  it('never names a host the admin is not allowed at: the browser reads the path against its own address', async () => {
    const preview = newsPreview()
    const at = (host: string, extra?: Record<string, string>) => preview?.(doc, { locale: 'en', req: requestAt(host, extra), token: null })
    expect(await at('evil.example')).toBe('/api/preview?path=%2Fnews%2Fopen-day')
    expect(await at('admin.example.uz')).toBe('/api/preview?path=%2Fnews%2Fopen-day') // listed as https only
    expect(await at('localhost:3000', { 'x-forwarded-host': 'evil.example' })).toBe('/api/preview?path=%2Fnews%2Fopen-day')
  })

  it('gives live preview the page of each document in the language being edited, at a phone’s and a desktop’s width', async () => {
    const live = payload.config.admin.livePreview
    expect(live?.breakpoints?.map(({ width }) => width)).toEqual([375, 1440])
    expect(live?.collections).toEqual(expect.arrayContaining(['news', 'events', 'pages', 'faculties', 'programs']))
    expect(live?.globals).toEqual(['home'])
    const url = live?.url
    if (typeof url !== 'function') throw new Error('live preview needs a url function')
    const req = requestAt('127.0.0.1:3000')
    const of = (slug: string, data: Record<string, unknown>, locale: string, global = false) =>
      url({
        ...(global ? { globalConfig: payload.config.globals.find((g) => g.slug === slug) } : { collectionConfig: payload.collections[slug as 'news'].config }),
        data,
        locale: { code: locale, label: '' },
        payload,
        req,
      })
    const origin = 'http://127.0.0.1:3000/api/preview?path='
    expect(await of('events', { slug: 'concert' }, 'uz')).toBe(`${origin}${encodeURIComponent('/uz/events/concert')}`)
    expect(await of('pages', { slug: 'history' }, 'en')).toBe(`${origin}${encodeURIComponent('/static/history')}`)
    expect(await of('faculties', { slug: 'physics' }, 'ru')).toBe(`${origin}${encodeURIComponent('/ru/faculties/physics')}`)
    // A programme's page is under its faculty's, whose slug is read in the same language.
    expect(await of('programs', { slug: 'optika', faculty: facultyId }, 'uz')).toBe(`${origin}${encodeURIComponent('/uz/faculties/fizika/optika')}`)
    expect(await of('home', {}, 'ru', true)).toBe(`${origin}${encodeURIComponent('/ru')}`)
    // A new document without a slug has no page yet.
    expect(await of('news', {}, 'en')).toBeNull()
  })
})

describe(`the admin at any of its addresses on ${dialect()}`, () => {
  it('gets each picture’s thumbnail as a path, which loads from whichever address the admin was opened at', async () => {
    const media = await payload.findByID({ collection: 'media', id: cover })
    expect(media.thumbnailURL).toBe(`/api/media/file/${encodeURIComponent(media.filename ?? '')}`)
  })
})

describe(`the preview switch on ${dialect()}`, () => {
  it('refuses a visitor without a staff session in the page’s language, and never turns draft mode on', async () => {
    const refused = await ask('/ru/news/open-day')
    expect(refused.status).toBe(401)
    expect(await refused.text()).toBe('Войдите в панель управления, чтобы просмотреть неопубликованные изменения.')
    expect(refused.headers.get('cache-control')).toContain('no-store')
    const forged = await ask('/uz/news/open-day', 'payload-token=not-a-session')
    expect(forged.status).toBe(401)
    expect(await forged.text()).toContain('boshqaruv paneliga kiring')
    expect(next.enabled).toBe(0)
  })

  it('turns draft mode on for a staff member and opens the page, with nothing kept by any cache', async () => {
    const opened = await ask('/ru/news/open-day', staffCookie)
    expect(opened.status).toBe(307)
    expect(opened.headers.get('location')).toBe('/ru/news/open-day')
    expect(opened.headers.get('cache-control')).toContain('no-store')
    expect(next.enabled).toBe(1)
  })

  it('refuses a path of another site, even for staff', async () => {
    const refused = await ask('https://evil.example/', staffCookie)
    expect(refused.status).toBe(400)
    expect(await refused.text()).toBe('A page path of this site is required, such as /news.')
    expect(next.enabled).toBe(0)
  })
})

describe(`reading drafts on ${dialect()}`, () => {
  it('shows a draft only while draft mode is on and the staff session is there', async () => {
    const story = await payload.create({
      collection: 'news',
      data: { title: 'Published words', slug: 'preview-story', date: new Date().toISOString(), cover, _status: 'published' },
    })
    await payload.update({ collection: 'news', id: story.id, draft: true, data: { title: 'Words being written' } })

    // Draft mode left on after signing out (or a copied cookie): no preview.
    next.draftMode = true
    next.headers = browser()
    expect(await isPreview()).toBe(false)
    next.headers = browser('payload-token=not-a-session')
    expect(await isPreview()).toBe(false)

    // Draft mode and the staff session: the draft.
    next.headers = browser(staffCookie)
    expect(await isPreview()).toBe(true)
    expect((await findNewsBySlug('en', 'preview-story'))?.title).toBe('Words being written')

    // The session alone, without draft mode: no preview either.
    next.draftMode = false
    expect(await isPreview()).toBe(false)
  })
})
