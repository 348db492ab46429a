// The loaders of the seed's section 2 and 8: a progress bar during client navigations and
// requests (failed when a request fails), the page-change loader after 500 ms, the calm
// "still loading" state after 5 s; and the 404 page, which must read without JavaScript.
import { expect, type Page, test } from './fixtures'

import { type Locale, LOCALES, prefix } from './helpers'

const text: Record<Locale, { loading: string; stalled: string; reload: string; notFound: [string, string, string] }> = {
  en: { loading: 'Opening the page…', stalled: 'Still loading…', reload: 'Reload the page', notFound: ['Error', 'Page not found!', 'Go back to home'] },
  ru: {
    loading: 'Открываем страницу…',
    stalled: 'Всё ещё загружается…',
    reload: 'Обновить страницу',
    notFound: ['Ошибка', 'Страница не найдена!', 'Вернуться на главную'],
  },
  uz: {
    loading: 'Sahifa ochilmoqda…',
    stalled: 'Hali ham yuklanmoqda…',
    reload: 'Sahifani qayta yuklash',
    notFound: ['Xatolik', 'Sahifa topilmadi!', 'Bosh sahifaga qaytish'],
  },
}

/**
 * Holds every request for page data (Next's RSC requests: client navigations and prefetches)
 * until the returned function is called, as a slow network would.
 */
async function holdPageData(page: Page): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/*', async (route) => {
    const request = route.request()
    if (request.headers()['rsc'] !== '1' && !new URL(request.url()).searchParams.has('_rsc')) return route.fallback()
    await released
    await route.continue().catch(() => {})
  })
  return release
}

const bar = (page: Page) => page.getByTestId('progress-bar')
const loader = (page: Page) => page.getByTestId('page-loader')
const facultiesLink = (page: Page) => page.getByTestId('desktop-nav').locator('a[href$="/faculties"]')

test.describe('page-change loaders', () => {
  test.use({ scriptsFirst: 'the loaders show while the scripts change the page; a link followed before they run is a full page load' })
  for (const locale of LOCALES) {
    test(`a slow page change shows the progress bar, then the page loader, in ${locale}`, async ({ page }) => {
      const release = await holdPageData(page)
      await page.goto(prefix(locale) || '/')
      await facultiesLink(page).click()

      await expect(bar(page)).toBeVisible()
      await expect(bar(page)).toHaveAttribute('data-state', 'running')
      await expect(loader(page)).toBeVisible()
      await expect(loader(page)).toContainText(text[locale].loading)
      await expect(page.getByRole('status').filter({ hasText: text[locale].loading })).toHaveCount(1)
      await expect(page.locator('#main')).toHaveAttribute('aria-busy', 'true')

      release()
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/faculties$`))
      await expect(bar(page)).toBeHidden()
      await expect(loader(page)).toBeHidden()
      await expect(page.locator('#main')).not.toHaveAttribute('aria-busy', 'true')
    })
  }

  test('after five seconds the loader says the page is still loading and offers a reload', async ({ page }) => {
    const release = await holdPageData(page)
    await page.goto('/ru')
    await facultiesLink(page).click()

    await expect(loader(page)).toContainText(text.ru.loading)
    await expect(loader(page)).toContainText(text.ru.stalled, { timeout: 15_000 })
    await expect(loader(page).getByRole('link', { name: text.ru.reload })).toHaveAttribute('href', '/ru/faculties')
    await expect(bar(page)).toBeVisible()

    release()
    await expect(page).toHaveURL(/\/ru\/faculties$/)
    await expect(loader(page)).toBeHidden()
    await expect(bar(page)).toBeHidden()
  })

  test('at 375 px the loader fits the screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    const release = await holdPageData(page)
    await page.goto('/uz/no-such-page')
    await page.getByTestId('not-found').getByRole('link', { name: text.uz.notFound[2] }).click()

    await expect(bar(page)).toBeVisible()
    await expect(loader(page)).toContainText(text.uz.loading)
    const box = await page.getByTestId('page-loader-card').boundingBox()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(375)

    release()
    await expect(page).toHaveURL(/\/uz$/)
    await expect(loader(page)).toBeHidden()
  })

  test('a link that acts as a button (the search toggle) brings up no loader', async ({ page }) => {
    await page.goto('/')
    await page.getByTestId('search-toggle').click()
    await expect(page.getByTestId('search-popup')).toBeVisible()
    // Longer than the loader's delay: a page change wrongly started would show it by now.
    await page.waitForTimeout(800)
    await expect(loader(page)).toBeHidden()
    await expect(bar(page)).toBeHidden()
  })

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' })

    test('the bar and the loader stand still but stay visible', async ({ page }) => {
      const release = await holdPageData(page)
      await page.goto('/')
      await facultiesLink(page).click()

      await expect(loader(page)).toBeVisible()
      await expect(bar(page)).toBeVisible()
      const animations = await page.evaluate(() =>
        ['[data-testid="progress-bar"]', '[data-testid="page-loader"] [aria-hidden="true"]'].map(
          (selector) => getComputedStyle(document.querySelector(selector)!).animationName,
        ),
      )
      expect(animations).toEqual(['none', 'none'])
      release()
      await expect(loader(page)).toBeHidden()
    })
  })
})

test.describe('the progress bar for requests', () => {
  test('shows while a slow request of the page runs, and goes when it ends', async ({ page }) => {
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/search/suggest**', async (route) => {
      await released
      await route.continue()
    })
    await page.goto('/')
    await page.getByTestId('search-toggle').click()
    await page.locator('#search-popup-input').fill('history')

    await expect(bar(page)).toHaveAttribute('data-state', 'running')
    // A request is not a page change: no page loader.
    await expect(loader(page)).toBeHidden()
    release()
    await expect(bar(page)).toBeHidden()
  })

  test('a request answered 500 marks the bar failed, which then fades', async ({ page }) => {
    await page.route('**/api/search/suggest**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }))
    await page.goto('/ru')
    await page.getByTestId('search-toggle').click()
    await page.locator('#search-popup-input').fill('история')

    await expect(bar(page)).toHaveAttribute('data-state', 'failed')
    await expect(bar(page)).toBeHidden()
  })

  test('an aborted request marks the bar failed', async ({ page }) => {
    await page.route('**/api/subscribe', (route) => route.abort('connectionreset'))
    await page.goto('/uz')
    const box = page.getByTestId('subscribe-box')
    await box.locator('input[type="email"]').fill('reader@example.uz')
    await box.locator('input[type="email"]').press('Enter')

    await expect(bar(page)).toHaveAttribute('data-state', 'failed')
    await expect(bar(page)).toBeHidden()
  })
})

test.describe('404 page without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const locale of LOCALES) {
    test(`${prefix(locale)}/no-such-page answers 404 with the ${locale} text`, async ({ page }) => {
      const response = await page.goto(`${prefix(locale)}/no-such-page`)
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      const view = page.getByTestId('not-found')
      await expect(view).toContainText('404')
      await expect(view.getByRole('heading', { level: 1 })).toHaveText(text[locale].notFound[0])
      await expect(view).toContainText(text[locale].notFound[1])
      await expect(view.getByRole('link', { name: text[locale].notFound[2] })).toHaveAttribute('href', prefix(locale) || '/')
    })
  }

  test('an unknown news item and a too deep static page are readable 404s too', async ({ page }) => {
    for (const path of ['/ru/news/no-such-item', '/ru/static/history/deeper']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByTestId('not-found')).toContainText(text.ru.notFound[1])
    }
  })
})

test('with JavaScript the 404 page stays in its language and reports no error', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  for (const locale of LOCALES) {
    const response = await page.goto(`${prefix(locale)}/no-such-page`)
    expect(response?.status()).toBe(404)
    await page.waitForLoadState('networkidle')
    await expect(page.getByTestId('not-found').getByRole('heading', { level: 1 })).toHaveText(text[locale].notFound[0])
    await expect(page.getByTestId('not-found')).toHaveCount(1)
  }
  expect(errors).toEqual([])
})
