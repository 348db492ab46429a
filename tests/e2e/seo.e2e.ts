import { expect, test } from './fixtures'

import { adminHeaders } from './helpers'

test('the sitemap lists every seeded document in three languages with hreflang alternates', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  const documents = {
    // static: ten pages, the privacy policy and the accessibility statement.
    news: 16,
    events: 10,
    partners: 8,
    gallery: 6,
    static: 12,
  }
  for (const [section, count] of Object.entries(documents)) {
    for (const prefix of ['', '/ru', '/uz']) {
      // The events archive is a list, not a document.
      const matching = locs.filter((path) => path.startsWith(`${prefix}/${section}/`) && path !== `${prefix}/events/archive`)
      expect(matching.length, `${prefix}/${section}`).toBe(count)
    }
  }
  expect(locs).toContain('/uz/faculties')
  expect(locs).toContain('/ru/events/archive')
  expect(xml).toMatch(/<xhtml:link rel="alternate" hreflang="ru" href="[^"]+\/ru\/news\/computer-science-open-day"/)
})

test('robots.txt allows the site and its public pictures and PDFs, not the admin or the API, and points at the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text()
  expect(text).toMatch(/Sitemap: http.+\/sitemap\.xml/)
  // As crawlers read it: the longest rule whose path starts the address decides; Allow wins a tie.
  const rules = [...text.matchAll(/^(Allow|Disallow): (\S+)$/gm)].map(([, kind, path]) => ({ allow: kind === 'Allow', path: path! }))
  const allowed = (address: string) =>
    rules.filter(({ path }) => address.startsWith(path)).sort((a, b) => b.path.length - a.path.length || Number(b.allow) - Number(a.allow))[0]?.allow ?? true
  const documents = await (await request.get('/documents')).text()
  const pdf = documents.match(/href="(\/api\/documents\/file\/[^"]+\.pdf)"/)?.[1]
  expect(pdf).toBeTruthy()
  for (const address of ['/', '/ru/news', pdf!, '/api/media/file/banner-home.webp']) expect(allowed(address), address).toBe(true)
  for (const address of ['/admin', '/api/apply', '/api/console', '/ru/search']) expect(allowed(address), address).toBe(false)
})

test('each language has its own news feed', async ({ request }) => {
  const response = await request.get('/ru/feed')
  expect(response.headers()['content-type']).toContain('application/rss+xml')
  const xml = await response.text()
  expect(xml).toContain('<language>ru</language>')
  expect(xml).toContain('Первая программа за два часа: день открытых дверей на факультете компьютерных наук')
  expect((xml.match(/<item>/g) ?? []).length).toBe(16)
})

test('a story carries its title, description, social cards and structured data', async ({ page }) => {
  await page.goto('/ru/news/computer-science-open-day')
  await expect(page).toHaveTitle(/Первая программа за два часа/)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/)
  await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /\/api\/media\/file\//)
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
  const types = await page.locator('script[type="application/ld+json"]').evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? '{}')['@type']))
  expect(types).toEqual(expect.arrayContaining(['NewsArticle', 'BreadcrumbList']))
  await page.goto('/ru/events/open-day-2026')
  const eventTypes = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? '{}')['@type']))
  expect(eventTypes).toContain('Event')
  await page.goto('/uz')
  const homeTypes = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? '{}')['@type']))
  expect(homeTypes).toContain('CollegeOrUniversity')
})

test('images have sizes for every screen and never shift the layout', async ({ page }) => {
  await page.goto('/news')
  const images = page.locator('main img')
  const count = await images.count()
  expect(count).toBeGreaterThan(5)
  for (let i = 0; i < count; i++) {
    const img = images.nth(i)
    const srcset = await img.getAttribute('srcset')
    expect(srcset, 'responsive srcset').toMatch(/ \d+w/)
    // Laid out by the stylesheet when it fills its box (the `img-fill` class), as the browser sees it.
    const fills = await img.evaluate((element) => getComputedStyle(element).position === 'absolute')
    const sized = (await img.getAttribute('width')) !== null || fills
    expect(sized, 'image has dimensions or fills a sized box').toBe(true)
  }
})

test('pictures have short addresses that the optimizer answers, and odd ones are refused', async ({ page, request }) => {
  await page.goto('/ru/news')
  // Every entry of each picture's srcset is /img/<file>?w=<width> (src/lib/shortImages.ts).
  const sets = await page.locator('main img[srcset]').evaluateAll((images) => images.map((image) => image.getAttribute('srcset') ?? ''))
  expect(sets.length).toBeGreaterThan(5)
  for (const set of sets) for (const entry of set.split(', ')) expect(entry).toMatch(/^\/img\/[\w.-]+\?w=\d+ \d+w$/)
  const card = page.getByTestId('news-card').first().locator('img')
  await card.scrollIntoViewIfNeeded()
  await expect.poll(() => card.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0)
  // The same picture as the optimizer's own address gives: same type, same bytes.
  const address = sets[0]!.split(', ')[0]!.split(' ')[0]!
  const short = await request.get(address, { headers: { Accept: 'image/webp' } })
  expect(short.status()).toBe(200)
  expect(short.headers()['content-type']).toBe('image/webp')
  const [, file, width] = /^\/img\/([^?]+)\?w=(\d+)$/.exec(address)!
  const long = await request.get(`/_next/image?url=${encodeURIComponent(`/api/media/file/${file}`)}&w=${width}&q=75`, { headers: { Accept: 'image/webp' } })
  expect(Buffer.compare(await short.body(), await long.body())).toBe(0)
  for (const odd of [`${address}&q=10`, `/img/${file}`, '/img/..%2F..%2Fapi%2Fusers?w=640', `${address}&url=%2F%2Fevil.example%2Fx.jpg`])
    expect((await request.get(odd)).status(), odd).toBe(400)
})

// The words search engines and screen readers would find alone in a link (Lighthouse's list for
// these languages): each such link also says what it is about.
const generic: Record<string, string[]> = {
  '/': ['learn more', 'view all', 'more', 'read more', 'click here', 'here'],
  '/ru': ['подробнее', 'смотреть все', 'далее', 'здесь'],
  '/uz': ['batafsil', 'barchasini koʻrish', 'bu yerda'],
}
for (const [home, words] of Object.entries(generic)) {
  test(`${home}: every link says where it leads, and the banner image is fetched first`, async ({ page }) => {
    await page.goto(home)
    // The words as read aloud and indexed (home sections below the first screen are not laid out yet, so no innerText).
    const names = await page.locator('a[href]').evaluateAll((links) => links.map((link) => (link.textContent ?? '').replace(/\s+/g, ' ').trim().toLowerCase()))
    const about = names.filter((name) => name.includes(':'))
    expect(about.length, 'the "learn more" and "view all" links name their section').toBeGreaterThanOrEqual(5)
    expect(names.filter((name) => words.includes(name))).toEqual([])
    // The largest image of the first screen: preloaded at high priority, never lazy.
    const banner = page.locator('link[rel="preload"][as="image"][fetchpriority="high"]')
    await expect(banner).toHaveCount(1)
    expect(await banner.getAttribute('imagesrcset')).toMatch(/ 640w/)
  })
}

test('an editor’s meta title and description show in their language only; empty ones fall back to the page’s own words', async ({ page, request }) => {
  const headers = await adminHeaders(request)
  const slug = 'computer-science-open-day'
  const story = (await (await request.get(`/api/news?where[slug][equals]=${slug}&locale=ru&depth=0`, { headers })).json()).docs[0]
  const setMeta = async (locale: 'ru' | 'uz', meta: { title: string | null; description: string | null }) => {
    const response = await request.patch(`/api/news/${story.id}?locale=${locale}`, { headers, data: { meta, _status: 'published' } })
    expect(response.status(), await response.text()).toBe(200)
  }
  const home = async (locale: 'en' | 'uz', meta: { title: string | null; description: string | null }) => {
    const response = await request.post(`/api/globals/home?locale=${locale}`, { headers, data: { meta, _status: 'published' } })
    expect(response.status(), await response.text()).toBe(200)
  }
  try {
    await setMeta('ru', { title: 'День открытых дверей ИТ-факультета 2026', description: 'Программа дня, адрес и запись для абитуриентов.' })
    await home('uz', { title: 'Registon universiteti — Samarqanddagi oliy taʼlim', description: 'Qabul, fakultetlar va talabalar hayoti.' })
    await expect(async () => {
      await page.goto(`/ru/news/${slug}`)
      await expect(page).toHaveTitle('День открытых дверей ИТ-факультета 2026 — Университет Регистан', { timeout: 1_000 })
    }).toPass({ timeout: 15_000 })
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Программа дня, адрес и запись для абитуриентов.')
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'День открытых дверей ИТ-факультета 2026')
    // The Russian meta texts are not borrowed by the other languages: each keeps its own title.
    await page.goto(`/uz/news/${slug}`)
    await expect(page).toHaveTitle('Kompyuter fanlari fakultetida ochiq eshiklar kuni: abituriyentlar ikki soatda ilk dasturini yozdi — Registon universiteti')
    await expect(page.locator('meta[name="description"]')).not.toHaveAttribute('content', /Программа дня/)
    await page.goto(`/news/${slug}`)
    await expect(page).toHaveTitle('Applicants write their first program at the Computer Science open day — Registan University')

    await expect(async () => {
      await page.goto('/uz')
      await expect(page).toHaveTitle('Registon universiteti — Samarqanddagi oliy taʼlim', { timeout: 1_000 })
    }).toPass({ timeout: 15_000 })
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Qabul, fakultetlar va talabalar hayoti.')
    // English has no meta title of its own: the site's name, not the Uzbek one.
    await page.goto('/')
    await expect(page).toHaveTitle('Registan University')
  } finally {
    await setMeta('ru', { title: null, description: null })
    await home('uz', { title: null, description: null })
  }
})

test('the sitemap names the English page as x-default for every address', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  const urls = xml.split('<url>').slice(1)
  expect(urls.length).toBeGreaterThan(100)
  for (const url of urls) expect(url, url.slice(0, 200)).toMatch(/hreflang="x-default" href="https?:\/\/[^/]+\/(?!ru\/|uz\/)/)
  expect(xml).toMatch(/<loc>[^<]+\/uz\/news\/computer-science-open-day<\/loc>[\s\S]*?hreflang="x-default" href="[^"]+\/news\/computer-science-open-day"/)
})
