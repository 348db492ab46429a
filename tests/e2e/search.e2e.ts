// The site search as visitors use it: the results page in three languages (highlighting,
// type filter, pagination, with and without JavaScript), the popup's suggestions by keyboard,
// the JSON calls, and what editors publish or delete showing up within seconds.
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from './fixtures'

import { adminHeaders } from './helpers'

/** Serious or critical axe findings (WCAG 2 A and AA) on the page as it is now. */
const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.id)

const marks = (page: Page) => page.getByTestId('search-results').locator('mark')

test.describe('search results page', () => {
  test('finds content of every kind in English, marks the words and filters by type', async ({ page }) => {
    await page.goto('/search?q=open%20day')
    await expect(page.getByTestId('banner-title')).toHaveText('open day')
    const results = page.getByTestId('search-results').locator('li')
    await expect(results.first()).toBeVisible()
    expect(await marks(page).allTextContents()).toEqual(expect.arrayContaining(['open', 'day'].map((w) => expect.stringMatching(new RegExp(`^${w}$`, 'i')))))
    const events = page.getByTestId('search-filter').locator('[data-kind="events"]')
    await expect(events).toBeVisible()
    await events.click()
    await expect(page).toHaveURL(/type=events/)
    await expect(page.getByTestId('search-filter').locator('[aria-current="page"]')).toHaveAttribute('data-kind', 'events')
    const kinds = await page
      .getByTestId('search-results')
      .locator('li')
      .evaluateAll((items) => items.map((li) => li.getAttribute('data-kind')))
    expect(new Set(kinds)).toEqual(new Set(['events']))
    expect(await seriousViolations(page)).toEqual([])
  })

  test('Russian: word forms and ё match, and the written form is marked', async ({ page }) => {
    await page.goto('/ru/search?q=%D0%BF%D1%80%D0%B8%D0%B5%D0%BC%D0%B0') // приема
    await expect(page.getByTestId('search-results').locator('li').first()).toBeVisible()
    expect((await marks(page).allTextContents()).map((t) => t.toLowerCase())).toEqual(expect.arrayContaining([expect.stringMatching(/^приём/)]))
    await expect(page.getByRole('heading', { level: 2 }).first()).toContainText('Результаты по запросу')
    expect(await seriousViolations(page)).toEqual([])
  })

  test('Uzbek: Cyrillic finds Latin, any apostrophe finds oʻ', async ({ page }) => {
    await page.goto(`/uz/search?q=${encodeURIComponent('ётоқхона')}`)
    await expect(page.getByTestId('search-results').getByRole('link', { name: 'Yotoqxona', exact: true })).toBeVisible()
    await page.goto(`/uz/search?q=${encodeURIComponent("to'lov")}`)
    await expect(marks(page).first()).toBeVisible()
    expect(await marks(page).allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/^Toʻlov/i)]))
    expect(await seriousViolations(page)).toEqual([])
  })

  test('a fruitless query gets a helpful message in the visitor’s language', async ({ page }) => {
    await page.goto('/uz/search?q=zxqvbnm')
    await expect(page.getByTestId('search-nothing')).toContainText('hech narsa topilmadi')
    await page.goto('/ru/search?q=zxqvbnm')
    await expect(page.getByTestId('search-nothing')).toContainText('ничего не найдено')
  })

  test('pages through many results with real links', async ({ page }) => {
    await page.goto('/search?q=university')
    const pagination = page.getByTestId('search-pagination')
    await expect(pagination).toBeVisible()
    const firstPage = await page.getByTestId('search-results').locator('li h3').allTextContents()
    await pagination.getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(/[?&]page=2/)
    await expect(pagination.locator('[aria-current="page"]')).toHaveText('2')
    const secondPage = await page.getByTestId('search-results').locator('li h3').allTextContents()
    expect(secondPage.length).toBeGreaterThan(0)
    expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([])
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the header search icon and the results form work as plain links and forms', async ({ page }) => {
    await page.goto('/ru/news')
    await page.getByTestId('search-toggle').click()
    await expect(page).toHaveURL(/\/ru\/search$/)
    await page.locator('#search-page-input').fill('хакатон')
    await page.locator('#search-page-input').press('Enter')
    await expect(page).toHaveURL(/\/ru\/search\?q=/)
    await expect(page.getByTestId('search-results').getByRole('link', { name: 'Хакатон кампуса' })).toBeVisible()
    await page.getByTestId('search-filter').locator('[data-kind="events"]').click()
    await expect(page).toHaveURL(/type=events/)
  })
})

test.describe('search popup', () => {
  for (const size of [
    { width: 1440, height: 900 },
    { width: 375, height: 812 },
  ]) {
    test(`suggests titles while typing and is operated by keyboard at ${size.width} px`, async ({ page }) => {
      await page.setViewportSize(size)
      await page.goto('/news')
      await page.getByTestId('search-toggle').click()
      const input = page.getByRole('combobox')
      await expect(input).toBeFocused()
      await input.pressSequentially('hackat')
      const options = page.getByTestId('search-suggestions').getByRole('option')
      await expect(options.first()).toContainText('Campus hackathon')
      await expect(input).toHaveAttribute('aria-expanded', 'true')
      await input.press('ArrowDown')
      await expect(options.first()).toHaveAttribute('aria-selected', 'true')
      await expect(input).toHaveAttribute('aria-activedescendant', 'search-suggestion-0')
      expect(await seriousViolations(page)).toEqual([])
      await input.press('Enter')
      await expect(page).toHaveURL(/\/events\/hackathon-2026$/)
      await expect(page.getByTestId('search-popup')).toHaveCount(0)

      await page.getByTestId('search-toggle').click()
      await input.pressSequentially('hackat')
      await expect(options.first()).toBeVisible()
      await input.press('Escape')
      await expect(page.getByTestId('search-suggestions')).toBeHidden()
      await expect(page.getByTestId('search-popup')).toBeVisible()
      await input.press('Escape')
      await expect(page.getByTestId('search-popup')).toHaveCount(0)
    })
  }

  test('suggests in Russian and Uzbek, whichever script is typed', async ({ page }) => {
    await page.goto('/uz')
    await page.getByTestId('search-toggle').click()
    await page.getByRole('combobox').pressSequentially('ётоқ')
    await expect(page.getByTestId('search-suggestions').getByRole('option').first()).toContainText('Yotoqxona')
    await page.goto('/ru')
    await page.getByTestId('search-toggle').click()
    await page.getByRole('combobox').pressSequentially('общеж')
    await expect(page.getByTestId('search-suggestions').getByRole('option').first()).toContainText('Общежитие')
  })
})

test.describe('search JSON calls and freshness', () => {
  test('answers the original client’s call in every language code, errors as JSON', async ({ request }) => {
    for (const code of ['en', 'ru', 'oz', 'uz']) {
      const response = await request.get(`/${code}/api/search?q=${encodeURIComponent(code === 'ru' ? 'хакатон' : code === 'en' ? 'hackathon' : 'xakaton')}`)
      expect(response.status()).toBe(200)
      const body = await response.json()
      expect(body.count).toBeGreaterThan(0)
      expect(body.data[0]).toEqual(
        expect.objectContaining({ type: expect.any(String), title: expect.any(String), url: expect.any(String), snippet: expect.any(String) }),
      )
      expect(body.data[0].title_html).toContain('<mark>')
    }
    const bad = await request.get('/en/api/search?q=x&type=spaceships')
    expect(bad.status()).toBe(400)
    expect((await bad.json()).errors[0].message).toBe('Unknown result type.')
  })

  test('a published story is found within seconds; a draft never is; a deleted one is gone', async ({ page, request }) => {
    const headers = await adminHeaders(request)
    const media = await request.get('/api/media?limit=1', { headers })
    const cover = (await media.json()).docs[0].id
    const draft = await request.post('/api/news?draft=true', {
      headers,
      data: { title: 'Narwhal research draft', date: new Date().toISOString(), cover, _status: 'draft' },
    })
    expect(draft.ok()).toBe(true)
    const created = await request.post('/api/news', {
      headers,
      data: { title: 'Narwhal research station opens', date: new Date().toISOString(), cover, _status: 'published' },
    })
    expect(created.ok()).toBe(true)
    const { doc } = await created.json()

    await page.goto('/search?q=narwhal')
    await expect(page.getByTestId('search-results').getByRole('link')).toHaveText(['Narwhal research station opens'])
    const api = await (await request.get('/en/api/search/suggest?q=narwh')).json()
    expect(api.data.map((s: { title: string }) => s.title)).toEqual(['Narwhal research station opens'])

    expect((await request.delete(`/api/news/${doc.id}`, { headers })).ok()).toBe(true)
    await page.goto('/search?q=narwhal')
    await expect(page.getByTestId('search-nothing')).toBeVisible()
  })
})

test.describe('results page kept for a repeated query', () => {
  test('a repeated query is answered from memory in every language; a publish or a deletion shows on the next request, a draft never', async ({
    page,
    request,
  }) => {
    // Asked twice in a row, the page comes the second time from memory (it says how old it is).
    const kept = async (address: string) => {
      await expect
        .poll(
          async () => {
            await request.get(address)
            return (await request.get(address)).headers().age
          },
          { timeout: 15_000 },
        )
        .toMatch(/^\d+$/)
      return (await request.get(address)).text()
    }
    for (const address of ['/search?q=okapi', '/ru/search?q=okapi', '/uz/search?q=okapi']) expect(await kept(address)).toContain('data-testid="search-nothing"')
    // nginx in front may keep a visitor's page for its few seconds (from memory or rendered);
    // a signed-in editor's page is theirs alone.
    expect((await request.get('/search?q=okapi')).headers()['cache-control']).toBe('public, max-age=0, s-maxage=2')
    expect((await request.get('/search?q=kettle')).headers()['cache-control']).toBe('public, max-age=0, s-maxage=2')
    expect((await request.get('/search?q=okapi', { headers: { cookie: 'payload-token=x' } })).headers()['cache-control']).toContain('no-store')

    // The kept page is the page: its scripts run under its policy, its results are links.
    const errors: string[] = []
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())))
    await page.goto('/search?q=hackathon')
    await page.goto('/search?q=hackathon')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    await expect(page.getByTestId('search-results').getByRole('link').first()).toBeVisible()
    expect(errors).toEqual([])

    const headers = await adminHeaders(request)
    const cover = (await (await request.get('/api/media?limit=1', { headers })).json()).docs[0].id
    const story = (title: string, status: 'draft' | 'published') =>
      request.post(`/api/news${status === 'draft' ? '?draft=true' : ''}`, { headers, data: { title, date: new Date().toISOString(), cover, _status: status } })

    await kept('/search?q=okapi')
    expect((await story('Okapi sanctuary draft', 'draft')).ok()).toBe(true)
    for (let i = 0; i < 3; i++) expect(await (await request.get('/search?q=okapi')).text()).not.toContain('okapi-sanctuary-draft')

    await kept('/search?q=okapi')
    const created = await story('Okapi sanctuary opens', 'published')
    expect(created.ok()).toBe(true)
    expect(await (await request.get('/search?q=okapi')).text()).toContain('href="/news/okapi-sanctuary-opens"')

    await kept('/search?q=okapi')
    expect((await request.delete(`/api/news/${(await created.json()).doc.id}`, { headers })).ok()).toBe(true)
    expect(await (await request.get('/search?q=okapi')).text()).toContain('data-testid="search-nothing"')
  })
})
