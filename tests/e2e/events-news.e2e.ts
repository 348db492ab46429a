// Events upcoming first and the archive, their filters and calendar feed; news categories, page
// links and the year archive — in three languages, with events dated around "now" by the test.
import { type APIRequestContext, expect, type Page, test } from './fixtures'
import ical from 'node-ical'

import { adminHeaders, LOCALES, type Locale, prefix } from './helpers'

const HOUR = 3600 * 1000
// Fixed names: Playwright runs beforeAll again in a new worker after a failure, which must find
// the events already there (and their times) rather than add a second set.
const run = 'e2e'
type L = Record<Locale, string>
const events = {
  yesterday: { title: { en: `Ended yesterday ${run}`, ru: `Закончилось вчера ${run}`, uz: `Kecha tugagan ${run}` }, from: -26, to: -24 },
  tomorrow: { title: { en: `Tomorrow’s talk ${run}`, ru: `Завтрашняя лекция ${run}`, uz: `Ertangi maʼruza ${run}` }, from: 24, to: 26 },
  week: {
    title: { en: `Next week’s seminar ${run}`, ru: `Семинар через неделю ${run}`, uz: `Bir haftadan keyingi seminar ${run}` },
    from: 24 * 7,
    to: 24 * 7 + 3,
  },
  nextYear: {
    title: { en: `Reunion next year ${run}`, ru: `Встреча через год ${run}`, uz: `Bir yildan keyingi uchrashuv ${run}` },
    from: 24 * 400,
    to: 24 * 400 + 2,
  },
} satisfies Record<string, { title: L; from: number; to: number }>
const extraStories = 5
const talks: L = { en: `Talks ${run}`, ru: `Лекции ${run}`, uz: `Maʼruzalar ${run}` }
let startedAt = 0

/** The campus month (UTC+5) of a moment this many hours from the start of the run. */
const campusMonth = (hours: number) => new Date(startedAt + (hours + 5) * HOUR).toISOString().slice(0, 7)

async function createLocalized(
  request: APIRequestContext,
  collection: string,
  data: Record<string, unknown>,
  translations: Record<'ru' | 'uz', Record<string, unknown>>,
) {
  const headers = await adminHeaders(request)
  const existing = (await (await request.get(`/api/${collection}?where[slug][equals]=${data.slug}&depth=0`, { headers })).json()).docs[0]
  if (existing) return existing.id as number
  const created = await request.post(`/api/${collection}?locale=en`, { headers, data })
  expect(created.ok(), await created.text()).toBe(true)
  const { doc } = await created.json()
  for (const locale of ['ru', 'uz'] as const) {
    const updated = await request.patch(`/api/${collection}/${doc.id}?locale=${locale}`, {
      headers,
      data: { ...translations[locale], ...('_status' in data ? { _status: 'published' } : {}) },
    })
    expect(updated.ok(), await updated.text()).toBe(true)
  }
  return doc.id as number
}

/** The cards' titles as read on screen (home sections below the first screen render when scrolled to). */
async function cardTitles(page: Page, list = page.getByTestId('events-list')) {
  await list.scrollIntoViewIfNeeded()
  const titles = list.getByTestId('event-card').locator('h2, h3')
  await expect.poll(async () => (await titles.allInnerTexts()).every(Boolean)).toBe(true)
  return titles.allInnerTexts()
}
const feeds = new Map<Locale, string>()
/** node-ical gives a property with parameters (URL;VALUE=URI:…) as { params, val }. */
const valueOf = (property: unknown) => String(property && typeof property === 'object' && 'val' in property ? property.val : property)

test.beforeAll(async ({ request }) => {
  // The feeds are read (and cached) before the events exist: they must show them all the same.
  for (const locale of LOCALES) expect((await request.get(`${prefix(locale)}/events/calendar.ics`)).ok()).toBe(true)
  const headers = await adminHeaders(request)
  const earlier = (await (await request.get(`/api/events?where[slug][equals]=tomorrow-${run}&depth=0`, { headers })).json()).docs[0]
  startedAt = earlier ? Date.parse(earlier.startsAt) - events.tomorrow.from * HOUR : Date.now()
  const cover = (await (await request.get('/api/media?limit=1&depth=0', { headers })).json()).docs[0].id
  const category = await createLocalized(
    request,
    'categories',
    { title: talks.en, slug: `talks-${run}`, kind: 'events' },
    { ru: { title: talks.ru }, uz: { title: talks.uz } },
  )
  for (const [key, event] of Object.entries(events)) {
    await createLocalized(
      request,
      'events',
      {
        title: event.title.en,
        slug: `${key.toLowerCase()}-${run}`,
        startsAt: new Date(startedAt + event.from * HOUR).toISOString(),
        endsAt: new Date(startedAt + event.to * HOUR).toISOString(),
        place: 'Main building',
        excerpt: `${event.title.en}; details, and more`,
        cover,
        category: key === 'tomorrow' || key === 'yesterday' ? category : undefined,
        _status: 'published',
      },
      { ru: { title: event.title.ru, place: 'Главный корпус' }, uz: { title: event.title.uz, place: 'Bosh bino' } },
    )
  }
  for (const locale of LOCALES) feeds.set(locale, await (await request.get(`${prefix(locale)}/events/calendar.ics`)).text())
  // The seed has five student-life stories: five more, half a year old, make that category longer than a page.
  const studentLife = (await (await request.get('/api/categories?where[slug][equals]=student-life&depth=0', { headers })).json()).docs[0].id
  for (let i = 1; i <= extraStories; i++) {
    await createLocalized(
      request,
      'news',
      {
        title: `Club evening ${i} ${run}`,
        slug: `club-evening-${i}-${run}`,
        date: new Date(startedAt - (180 + i) * 24 * HOUR).toISOString(),
        cover,
        category: studentLife,
        _status: 'published',
      },
      { ru: { title: `Вечер клубов ${i} ${run}` }, uz: { title: `Klublar kechasi ${i} ${run}` } },
    )
  }
})

// Later test files count the seeded events (tests/e2e/seo.e2e.ts): leave only those behind.
test.afterAll(async ({ request }) => {
  const headers = await adminHeaders(request)
  for (const key of Object.keys(events)) await request.delete(`/api/events?where[slug][equals]=${key.toLowerCase()}-${run}`, { headers })
  await request.delete(`/api/categories?where[slug][equals]=talks-${run}`, { headers })
  for (let i = 1; i <= extraStories; i++) await request.delete(`/api/news?where[slug][equals]=club-evening-${i}-${run}`, { headers })
})

for (const locale of LOCALES) {
  const t = (key: keyof typeof events) => events[key].title[locale]

  test.describe(`events in ${locale}`, () => {
    test('home shows the next three events, soonest first, and nothing that has ended', async ({ page }) => {
      await page.goto(prefix(locale) || '/')
      const titles = await cardTitles(page, page.getByTestId('home-events-list'))
      expect(titles.slice(0, 2)).toEqual([t('tomorrow'), t('week')])
      expect(titles).toHaveLength(3)
      expect(titles).not.toContain(t('yesterday'))
    })

    test('the list is upcoming soonest first; what ended yesterday is only in the archive', async ({ page }) => {
      await page.goto(`${prefix(locale)}/events`)
      const upcoming = await cardTitles(page)
      expect(upcoming.slice(0, 2)).toEqual([t('tomorrow'), t('week')])
      expect(upcoming).not.toContain(t('yesterday'))
      await page
        .getByTestId('event-views')
        .getByRole('link', { name: { en: 'Past events', ru: 'Прошедшие мероприятия', uz: 'Oʻtgan tadbirlar' }[locale] })
        .click()
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/events/archive$`))
      const past = await cardTitles(page)
      expect(past[0]).toBe(t('yesterday'))
      expect(past).not.toContain(t('tomorrow'))
      const starts = await page
        .getByTestId('event-card')
        .locator('time')
        .evaluateAll((times) => times.map((time) => time.getAttribute('dateTime') ?? ''))
      expect([...starts].sort().reverse()).toEqual(starts)
    })

    test('filters by month and by category, on the list and in the archive', async ({ page }) => {
      await page.goto(`${prefix(locale)}/events`)
      await page.locator('#events-month').selectOption(campusMonth(events.nextYear.from))
      await page.getByTestId('event-filters').getByRole('button').click()
      // The form sends the empty category too, which counts as none.
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/events\\?month=${campusMonth(events.nextYear.from)}&category=$`))
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${prefix(locale)}/events\\?month=${campusMonth(events.nextYear.from)}$`),
      )
      expect(await cardTitles(page)).toEqual([t('nextYear')])

      await page.locator('#events-month').selectOption('')
      await page.locator('#events-category').selectOption({ label: talks[locale] })
      await page.getByTestId('event-filters').getByRole('button').click()
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/events\\?month=&category=talks-${run}$`))
      expect(await cardTitles(page)).toEqual([t('tomorrow')])
      await expect(page.getByTestId('banner-title')).toContainText(talks[locale])

      await page.goto(`${prefix(locale)}/events/archive?category=talks-${run}`)
      expect(await cardTitles(page)).toEqual([t('yesterday')])
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${prefix(locale)}/events/archive\\?category=talks-${run}$`))
    })

    test('the calendar feed lists every upcoming event, in this language only', async ({ page, request }) => {
      await page.goto(`${prefix(locale)}/events`)
      const href = `${prefix(locale)}/events/calendar.ics`
      await expect(page.locator('link[rel="alternate"][type="text/calendar"]')).toHaveAttribute('href', new RegExp(`${href}$`))
      await expect(page.getByTestId('events-calendar')).toHaveAttribute('href', href)
      const response = await request.get(href)
      expect(response.headers()['content-type']).toMatch(/^text\/calendar/)
      const text = feeds.get(locale)!
      expect(text.split('\r\n').every((line) => !line.includes('\n') && Buffer.byteLength(line) <= 75)).toBe(true)
      const entries = Object.values(ical.sync.parseICS(text)).filter((entry): entry is ical.VEvent => entry?.type === 'VEVENT')
      const summaries = entries.map((entry) => String(entry.summary))
      expect(summaries).toEqual(expect.arrayContaining([t('tomorrow'), t('week'), t('nextYear')]))
      expect(summaries).not.toContain(t('yesterday'))
      for (const other of LOCALES.filter((l) => l !== locale)) expect(summaries).not.toContain(events.tomorrow.title[other])
      for (const entry of entries) expect(entry.end!.getTime()).toBeGreaterThan(startedAt)
      const tomorrow = entries.find((entry) => String(entry.summary) === t('tomorrow'))!
      expect(tomorrow.start.toISOString()).toBe(new Date(startedAt + events.tomorrow.from * HOUR).toISOString().replace(/\.\d{3}Z$/, '.000Z'))
      expect(tomorrow.uid).toBe(`tomorrow-${run}@127.0.0.1`)
      expect(valueOf(tomorrow.url)).toMatch(new RegExp(`${prefix(locale)}/events/tomorrow-${run}$`))
      expect(valueOf(tomorrow.location)).toBe({ en: 'Main building', ru: 'Главный корпус', uz: 'Bosh bino' }[locale])
    })
  })

  test.describe(`news in ${locale}`, () => {
    const research = { en: 'Research', ru: 'Наука', uz: 'Ilm-fan' }[locale]
    const studentLife = { en: 'Student life', ru: 'Студенческая жизнь', uz: 'Talabalar hayoti' }[locale]

    test('a category shows only its news, and load more stays in it', async ({ page }) => {
      await page.goto(`${prefix(locale)}/news`)
      await page.getByTestId('news-categories').getByRole('link', { name: research }).click()
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/news\\?category=research$`))
      await expect(page.getByTestId('news-categories').getByRole('link', { name: research })).toHaveAttribute('aria-current', 'page')
      // Four of the seeded stories are about research (src/seed/content/news).
      await expect(page.getByTestId('card-category')).toHaveText(Array(4).fill(research))

      await page.goto(`${prefix(locale)}/news?category=student-life`)
      await expect(page.getByTestId('news-card')).toHaveCount(9)
      await page.getByTestId('load-more').click()
      await expect(page.getByTestId('news-card')).toHaveCount(5 + extraStories)
      await expect(page.getByTestId('card-category')).toHaveText(Array(5 + extraStories).fill(studentLife))
    })

    test('pages are real links (?page=2) with rel prev/next and the page number in the title', async ({ page }) => {
      await page.goto(`${prefix(locale)}/news`)
      const firstOnPageOne = await page.getByTestId('news-card').first().locator('h2').innerText()
      const next = page.getByTestId('news-pagination').locator('a[rel="next"]')
      await expect(next).toHaveAttribute('href', `${prefix(locale)}/news?page=2`)
      await next.click()
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/news\\?page=2$`))
      await expect(page).toHaveTitle(new RegExp({ en: 'News, page 2', ru: 'Новости, страница 2', uz: 'Yangiliklar, 2-sahifa' }[locale]))
      await expect(page.getByTestId('news-pagination').locator('a[rel="prev"]')).toHaveAttribute('href', `${prefix(locale)}/news`)
      await expect(page.getByTestId('news-pagination').locator('[aria-current="page"]')).toHaveText('2')
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${prefix(locale)}/news\\?page=2$`))
      await expect(page.getByTestId('news-card')).toHaveCount(9)
      await expect(page.getByTestId('news-card').first().locator('h2')).not.toHaveText(firstOnPageOne)
    })

    test('the year archive lists that year’s news only', async ({ page }) => {
      const lastYear = new Date(Date.now() + 5 * HOUR).getUTCFullYear() - 1
      await page.goto(`${prefix(locale)}/news`)
      await page
        .getByTestId('news-years')
        .getByRole('link', { name: String(lastYear) })
        .click()
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/news\\?year=${lastYear}$`))
      const dates = await page
        .getByTestId('news-card')
        .locator('time')
        .evaluateAll((times) => times.map((time) => time.getAttribute('dateTime') ?? ''))
      expect(dates.length).toBeGreaterThan(0)
      for (const date of dates) expect(new Date(new Date(date).getTime() + 5 * HOUR).getUTCFullYear()).toBe(lastYear)
      await expect(page.getByTestId('banner-title')).toContainText(String(lastYear))
    })
  })
}

test('an address no view has is a 404 page, not an error', async ({ request }) => {
  for (const path of ['/news?page=99', '/ru/news?page=zero', '/uz/news?category=no-such-category', '/events?month=2026-13', '/ru/events/archive?page=0']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
  }
})

test('the sitemap lists the archive, each category and each year', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  expect(xml).toContain('/ru/events/archive</loc>')
  expect(xml).toContain('/news?category=research</loc>')
  expect(xml).toContain(`/uz/events?category=talks-${run}</loc>`)
  expect(xml).toMatch(/\/news\?year=\d{4}<\/loc>/)
})

test('the JSON API lists events upcoming first (soonest first), then past ones (latest first)', async ({ request }) => {
  const { data, count } = await (await request.get('/ru/api/news/events?limit=50')).json()
  expect(data).toHaveLength(count)
  const upcoming = data.filter((event: { ends_at: string }) => new Date(event.ends_at).getTime() > Date.now())
  const ends = data.map((event: { ends_at: string }) => new Date(event.ends_at).getTime() > Date.now())
  expect(ends).toEqual([...Array(upcoming.length).fill(true), ...Array(count - upcoming.length).fill(false)])
  expect(data[0].title).toBe(events.tomorrow.title.ru)
  expect(data[upcoming.length].title).toBe(events.yesterday.title.ru)
})
