// The original front end's JSON calls (seed section 7, src/compat): every call in every
// language code the client sends, each answer validated against /api/openapi.json and read
// with the seed's own field names; errors, caching, CORS, and an edit showing within seconds.
import { type APIRequestContext, expect, test } from './fixtures'
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js'

import { adminHeaders, demo } from './helpers'

type Operation = { responses: Record<string, { content?: Record<string, { schema: object }> }> }
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, object> } }

const CODES = ['en', 'ru', 'oz', 'uz'] as const
const language = (code: (typeof CODES)[number]) => (code === 'oz' ? 'uz' : code)

let document: Document
const validators = new Map<string, ValidateFunction>()
const ajv = new Ajv2020({ strict: false, allErrors: true })

/** The answer's schema in the document, for this path template, method and status. */
function validatorFor(template: string, status: number, method = 'get') {
  const key = `${method} ${template} ${status}`
  if (!validators.has(key)) {
    const schema = document.paths[template]?.[method]?.responses[String(status)]?.content?.['application/json']?.schema
    if (!schema) throw new Error(`${key} is not described in /api/openapi.json`)
    validators.set(key, ajv.compile({ ...schema, components: document.components }))
  }
  return validators.get(key)!
}

/** Asks as the original client does and checks the answer against the document. */
async function call(
  request: APIRequestContext,
  code: string,
  template: string,
  path = template,
  init: { status?: number; method?: 'get' | 'post'; data?: object } = {},
) {
  const address = `/${code}/api/${path}`
  const response = init.method === 'post' ? await request.post(address, { data: init.data, maxRedirects: 0 }) : await request.get(address, { maxRedirects: 0 })
  expect(response.status(), address).toBe(init.status ?? 200)
  expect(response.headers()['content-type'], address).toContain('application/json')
  const body = await response.json()
  const validate = validatorFor(`/{locale}/api/${template}`, response.status(), init.method)
  expect(validate(body) ? [] : validate.errors, `${address} against the OpenAPI document`).toEqual([])
  return { body, headers: response.headers() }
}

test.beforeAll(async ({ request }) => {
  const response = await request.get('/api/openapi.json')
  expect(response.ok()).toBe(true)
  document = await response.json()
  expect(document.openapi).toBe('3.1.0')
})

test('every call of the seed is described', () => {
  const seed = [
    'title',
    'pages/index',
    'menu',
    'menu/sidebar',
    'menu/view/{slug}',
    'news',
    'news/events',
    'news/view/{slug}',
    'news/sidebar/{slug}',
    'partners',
    'partners/view/{slug}',
    'teams',
    'members',
    'clubs',
    'console',
    'social',
    'video',
    'gallery',
    'gallery/view/{id}',
    'regions',
    'select/program',
    'select/study',
    'select/facultet',
    'faculty',
    'search',
    'subscribe',
  ]
  expect(Object.keys(document.paths).sort()).toEqual(expect.arrayContaining(seed.map((path) => `/{locale}/api/${path}`)))
})

for (const code of CODES) {
  test.describe(`in ${code}`, () => {
    test('site title, numbered blocks, menu and social links', async ({ request }) => {
      expect((await call(request, code, 'title')).body).toEqual({ data: { data: demo.siteTitle[language(code)] } })

      for (const index of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 104, 105, 130, 131]) {
        const { body } = await call(request, code, 'pages/index', `pages/index?index=${index}`)
        expect(Object.keys(body.data)).toEqual(expect.arrayContaining(['title', 'option_1', 'short_content', 'status', 'banner_title', 'banner_img']))
        expect(['active', 'inactive']).toContain(body.data.status)
      }
      expect((await call(request, code, 'pages/index', 'pages/index?index=130')).body.data).toMatchObject({ option_1: demo.phone1, status: 'active' })
      expect((await call(request, code, 'pages/index', 'pages/index?index=131')).body.data).toMatchObject({ option_1: demo.phone2 })
      expect((await call(request, code, 'pages/index', 'pages/index?index=2')).body.data.short_content).toMatch(/<p>/)
      expect((await call(request, code, 'pages/index', 'pages/index?index=105')).body.data).toMatchObject({
        status: 'active',
        option_1: expect.stringMatching(/\S/),
      })
      await call(request, code, 'pages/index', 'pages/index?index=999', { status: 404 })
      await call(request, code, 'pages/index', 'pages/index?index=abc', { status: 400 })

      const menu = (await call(request, code, 'menu')).body.data
      expect(menu[0].title).toBe(demo.menuTop[language(code)])
      expect(Object.keys(menu[0]).sort()).toEqual(['child', 'group', 'has_category', 'id', 'options', 'slug', 'title'])
      const second = menu.flatMap((item: { child: { slug: string; child: unknown[] }[] }) => item.child)
      expect(second.length).toBeGreaterThan(0)
      const { body: sidebar } = await call(request, code, 'menu/sidebar', `menu/sidebar?options=${second[0].slug}`)
      expect(sidebar.data.title).toBe(menu[0].title)
      expect(sidebar.menu.map((item: { slug: string }) => item.slug)).toContain(second[0].slug)
      const { body: view } = await call(request, code, 'menu/view/{slug}', `menu/view/${second[0].slug}`)
      expect(view.data.content).toMatch(/<p>/)
      expect(Array.isArray(view.gallery) && Array.isArray(view.menu)).toBe(true)
      await call(request, code, 'menu/view/{slug}', 'menu/view/no-such-page', { status: 404 })

      const social = (await call(request, code, 'social')).body.data
      expect(social.length).toBeGreaterThan(0)
      expect(Object.keys(social[0]).sort()).toEqual(['id', 'title', 'url'])
    })

    test('news and events: lists with count, pages, details with gallery, banners', async ({ request }) => {
      const { body: news } = await call(request, code, 'news')
      expect(news.count).toBeGreaterThanOrEqual(news.data.length)
      expect(news.data.length).toBeGreaterThan(2)
      const { body: paged } = await call(request, code, 'news', 'news?page=2&limit=2')
      expect(paged.data).toHaveLength(2)
      expect(paged.data[0].slug).toBe(news.data[2].slug)
      await call(request, code, 'news', 'news?page=0', { status: 400 })

      const slug = news.data[0].slug
      const { body: item } = await call(request, code, 'news/view/{slug}', `news/view/${slug}`)
      expect(item.data).toMatchObject({ slug, title: news.data[0].title })
      expect(Array.isArray(item.gallery)).toBe(true)
      expect((await call(request, code, 'news/sidebar/{slug}', `news/sidebar/${slug}`)).body.data.banner_title).toBe(news.data[0].title)
      await call(request, code, 'news/view/{slug}', 'news/view/no-such-news', { status: 404 })

      const { body: events } = await call(request, code, 'news/events')
      expect(events.count).toBeGreaterThan(0)
      const event = await call(request, code, 'news/view/{slug}', `news/view/${events.data[0].slug}`)
      expect(event.body.data.title).toBe(events.data[0].title)
    })

    test('partners, people, clubs, galleries, videos, faculties and the form’s lists', async ({ request }) => {
      const partners = (await call(request, code, 'partners')).body.data
      const partner = await call(request, code, 'partners/view/{slug}', `partners/view/${partners[0].slug}`)
      expect(partner.body.data.title).toBe(partners[0].title)
      expect(Array.isArray(partner.body.gallery)).toBe(true)

      // The original client asks with a trailing slash: answered, not redirected.
      expect((await call(request, code, 'teams', 'teams/')).body.data.length).toBeGreaterThan(0)
      expect((await call(request, code, 'members')).body.data.length).toBeGreaterThan(0)
      expect((await call(request, code, 'clubs')).body.data.length).toBeGreaterThan(0)

      const videos = (await call(request, code, 'video')).body.data
      expect(videos.length).toBeGreaterThan(0)
      for (const one of videos) expect(one.src).toBe(one.link)
      const galleries = (await call(request, code, 'gallery')).body.data
      const photos = galleries.find((gallery: { kind: string }) => gallery.kind === 'photo')
      const gallery = await call(request, code, 'gallery/view/{id}', `gallery/view/${photos.id}`)
      expect(gallery.body.gallery.length).toBe(photos.count)

      expect((await call(request, code, 'faculty')).body.data[0].programs.length).toBeGreaterThan(0)
      expect((await call(request, code, 'regions')).body.data.length).toBeGreaterThan(10)
      const degrees = (await call(request, code, 'select/program')).body.data
      const forms = (await call(request, code, 'select/study', `select/study?program=${degrees[0].id}`)).body.data
      expect(forms.length).toBeGreaterThan(0)
      const directions = (await call(request, code, 'select/facultet', `select/facultet?program=${degrees[0].id}&study=${forms[0].id}`)).body.data
      expect(directions.length).toBeGreaterThan(0)
      // Asked before a degree is chosen: an empty list, as the original client expects.
      expect((await call(request, code, 'select/study', 'select/study?program=')).body.data).toEqual([])
    })

    test('search and the status check', async ({ request }) => {
      const word = { en: 'university', ru: 'университет', uz: 'universitet' }[language(code)]
      const { body } = await call(request, code, 'search', `search?q=${encodeURIComponent(word)}`)
      expect(body.count).toBeGreaterThan(0)
      // An unknown number and a known one with the wrong date: one answer, never stored.
      const lookup = 'console?application_number=2026-000000&birth_date=2000-01-01'
      const asked = await call(request, code, 'console', lookup, { status: 404 })
      expect(asked.headers['cache-control']).toContain('no-store')
      const posted = await call(request, code, 'console', 'console', {
        status: 404,
        method: 'post',
        data: { application_number: '2026-000000', birth_date: '2000-01-01' },
      })
      expect(posted.body).toEqual(asked.body)
    })
  })
}

test('errors are JSON in the address’s language, never a page', async ({ request }) => {
  for (const [address, status, message] of [
    ['/ru/api/no-such-call', 404, 'По этому адресу API ничего не найдено.'],
    ['/oz/api/news/view/no-such-news', 404, 'APIning bu manzilida hech narsa topilmadi.'],
    ['/en/api/news?limit=500', 400, 'The parameter “limit” is not valid.'],
    ['/en/api/pages/index?index=', 400, 'The parameter “index” is not valid.'],
  ] as const) {
    const response = await request.get(address)
    expect(response.status(), address).toBe(status)
    expect(response.headers()['content-type']).toContain('application/json')
    expect((await response.json()).errors[0].message).toBe(message)
  }
  const post = await request.post('/en/api/news', { data: {} })
  expect(post.status()).toBe(405)
  expect(post.headers().allow).toContain('GET')
})

test('public answers may be kept for seconds, and read by the listed origins only', async ({ request }) => {
  const plain = await request.get('/en/api/news')
  expect(plain.headers()['cache-control']).toBe('public, max-age=5, stale-while-revalidate=30')
  expect(plain.headers()['access-control-allow-origin']).toBeUndefined()
  // Asked twice: the second answer is the kept one, with the other origin's CORS headers.
  for (let i = 0; i < 2; i++) {
    const listed = await request.get('/en/api/news', { headers: { origin: 'https://app.example.uz' } })
    expect(listed.headers()['access-control-allow-origin']).toBe('https://app.example.uz')
    const other = await request.get('/en/api/news', { headers: { origin: 'https://elsewhere.example' } })
    expect(other.headers()['access-control-allow-origin']).toBeUndefined()
  }
  const preflight = await request.fetch('/en/api/news', {
    method: 'OPTIONS',
    headers: { origin: 'https://app.example.uz', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-app-version' },
  })
  expect(preflight.status()).toBe(204)
  expect(preflight.headers()['access-control-allow-methods']).toContain('GET')
  expect(preflight.headers()['access-control-allow-headers']).toBe('x-app-version')
})

test('an edit in the admin shows in the API within seconds', async ({ request }) => {
  const headers = await adminHeaders(request)
  const list = (await call(request, 'ru', 'news')).body.data
  const slug = list[1].slug
  const before = (await call(request, 'ru', 'news/view/{slug}', `news/view/${slug}`)).body.data.title
  const found = await (await request.get(`/api/news?where[slug][equals]=${slug}&depth=0&locale=ru`, { headers })).json()
  const id = found.docs[0].id
  const edited = `${before} — обновлено`
  const save = (title: string) => request.patch(`/api/news/${id}?locale=ru`, { headers, data: { title } })
  try {
    expect((await save(edited)).ok()).toBe(true)
    await expect.poll(async () => (await call(request, 'ru', 'news/view/{slug}', `news/view/${slug}`)).body.data.title, { timeout: 10_000 }).toBe(edited)
    await expect.poll(async () => (await call(request, 'ru', 'news')).body.data[1].title, { timeout: 10_000 }).toBe(edited)
  } finally {
    await save(before)
  }
})
