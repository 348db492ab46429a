// Visitor statistics only after the visitor agrees: nothing is requested from a counter's host
// before an answer or after "Decline"; "Accept" loads both counters; the answer is remembered,
// and the footer's "Cookie settings" asks again. The counters' hosts are answered by a stand-in
// here (no internet), which also proves the site's policy let the request leave the page.
import { type BrowserContext, expect, request as apiRequest, test } from './fixtures'

import { seriousViolations } from './axe'
import { LOCALES, type Locale, prefix, updateSettings } from './helpers'

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`
const COUNTER_HOSTS = /^https:\/\/(mc\.yandex\.ru|www\.googletagmanager\.com)\//

const words = {
  en: {
    title: 'Visitor statistics',
    accept: 'Accept',
    decline: 'Decline',
    settings: 'Cookie settings',
    privacy: 'Privacy policy',
    accessibility: 'Accessibility statement',
  },
  ru: {
    title: 'Статистика посещений',
    accept: 'Принять',
    decline: 'Отклонить',
    settings: 'Настройки cookie',
    privacy: 'Политика конфиденциальности',
    accessibility: 'Заявление о доступности',
  },
  uz: {
    title: 'Tashriflar statistikasi',
    accept: 'Qabul qilish',
    decline: 'Rad etish',
    settings: 'Cookie sozlamalari',
    privacy: 'Maxfiylik siyosati',
    accessibility: 'Foydalanish imkoniyati bayonoti',
  },
} satisfies Record<Locale, Record<string, string>>

async function setCounters(yandexMetrikaId: string | null, googleTagId: string | null) {
  const request = await apiRequest.newContext({ baseURL })
  await updateSettings(request, { yandexMetrikaId, googleTagId })
  await request.dispose()
}

/** Every request the page makes to a counter's host, answered by a stand-in script. */
async function watchCounters(context: BrowserContext): Promise<string[]> {
  const seen: string[] = []
  await context.route(COUNTER_HOSTS, (route) => {
    seen.push(route.request().url())
    return route.fulfill({ contentType: 'application/javascript', body: '/* counter stand-in */' })
  })
  return seen
}

test.describe('consent before visitor statistics', () => {
  test.beforeAll(() => setCounters('98765432', 'G-TEST12345'))
  test.afterAll(() => setCounters(null, null))

  for (const locale of LOCALES) {
    const w = words[locale]

    test(`${locale}: nothing is counted before an answer; Accept loads both counters and is remembered`, async ({ page, context }) => {
      const seen = await watchCounters(context)
      const response = await page.goto(`${prefix(locale)}/`)
      // The policy lets the counters' loaders in (they are only added after Accept).
      expect(response?.headers()['content-security-policy']).toMatch(/script-src [^;]*https:\/\/mc\.yandex\.ru/)
      const question = page.getByTestId('consent-banner')
      await expect(question).toBeVisible()
      await expect(question.getByRole('heading', { name: w.title })).toBeVisible()
      await page.waitForLoadState('networkidle')
      expect(seen).toEqual([])
      expect(await page.locator('script#yandex-metrika, script#google-tag').count()).toBe(0)

      await question.getByRole('button', { name: w.accept, exact: true }).click()
      await expect(question).toBeHidden()
      await expect(page.locator('script#yandex-metrika')).toHaveAttribute('src', 'https://mc.yandex.ru/metrika/tag.js')
      await expect(page.locator('script#google-tag')).toHaveAttribute('src', /googletagmanager\.com\/gtag\/js\?id=G-TEST12345/)
      await expect.poll(() => seen.map((url) => new URL(url).host).sort()).toEqual(['mc.yandex.ru', 'www.googletagmanager.com'])

      await page.reload()
      await expect(page.locator('script#yandex-metrika')).toBeAttached()
      await expect(page.getByTestId('consent-banner')).toHaveCount(0)
    })

    test(`${locale}: Decline loads nothing, now or after a reload; the footer link asks again`, async ({ page, context }) => {
      const seen = await watchCounters(context)
      await page.goto(`${prefix(locale)}/news`)
      await page.getByTestId('consent-banner').getByRole('button', { name: w.decline, exact: true }).click()
      await expect(page.getByTestId('consent-banner')).toHaveCount(0)

      await page.reload()
      await page.waitForLoadState('networkidle')
      await expect(page.getByTestId('consent-banner')).toHaveCount(0)
      expect(seen).toEqual([])
      expect(await page.locator('script#yandex-metrika, script#google-tag').count()).toBe(0)

      await page.getByTestId('site-footer').getByRole('button', { name: w.settings }).click()
      const question = page.getByTestId('consent-banner')
      await expect(question).toBeVisible()
      await expect(question.getByRole('button', { name: w.accept, exact: true })).toBeFocused()
      await question.getByRole('button', { name: w.accept, exact: true }).click()
      await expect.poll(() => seen.length).toBeGreaterThan(0)
    })

    test(`${locale}: the question has no serious accessibility violations, on a phone either`, async ({ page }) => {
      for (const viewport of [
        { width: 1440, height: 900 },
        { width: 375, height: 812 },
      ]) {
        await page.setViewportSize(viewport)
        await page.goto(`${prefix(locale)}/`)
        await expect(page.getByTestId('consent-banner')).toBeVisible()
        expect(await seriousViolations(page)).toEqual([])
      }
    })

    test(`${locale}: at phone width the question leaves the header's actions and the end of the page reachable`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 })
      await page.goto(`${prefix(locale)}/`)
      const question = page.getByTestId('consent-banner')
      await expect(question).toBeVisible()
      const box = (await question.boundingBox())!
      expect(box.height).toBeLessThan(812 / 2)
      const header = (await page.locator('header').first().boundingBox())!
      expect(header.y + header.height).toBeLessThanOrEqual(box.y)
      // Scrolled to the end, the footer's last line is above the question, not under it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      const copyright = page.getByTestId('site-footer').getByRole('link', { name: w.accessibility })
      await expect(copyright).toBeInViewport()
      const linkBox = (await copyright.boundingBox())!
      expect(linkBox.y + linkBox.height).toBeLessThanOrEqual((await question.boundingBox())!.y)
    })
  }

  test('without JavaScript there is no question and no counter', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const seen = await watchCounters(context)
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.getByTestId('site-footer')).toBeVisible()
    await expect(page.getByTestId('consent-banner')).toHaveCount(0)
    await expect(page.getByTestId('site-footer').getByRole('button', { name: words.en.settings })).toBeHidden()
    expect(seen).toEqual([])
    await context.close()
  })
})

test('with no counter configured the site asks nothing and offers no cookie settings', async ({ page, context }) => {
  await setCounters(null, null)
  const seen = await watchCounters(context)
  const response = await page.goto('/ru/')
  // With no counter, the page's policy names no counter host at all.
  expect(response?.headers()['content-security-policy']).not.toMatch(/mc\.yandex\.ru|googletagmanager|google-analytics/)
  await expect(page.getByTestId('site-footer')).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expect(page.getByTestId('consent-banner')).toHaveCount(0)
  await expect(page.getByTestId('site-footer').getByRole('button', { name: words.ru.settings })).toHaveCount(0)
  expect(seen).toEqual([])
})

for (const locale of LOCALES) {
  const w = words[locale]
  test(`${locale}: the privacy policy and the accessibility statement open from the footer`, async ({ page }) => {
    for (const [name, path, heading] of [
      [w.privacy, '/static/privacy', w.privacy],
      [w.accessibility, '/static/accessibility', w.accessibility],
    ] as const) {
      await page.goto(`${prefix(locale)}/`)
      await page.getByTestId('site-footer').getByRole('navigation').getByRole('link', { name }).click()
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}${path}$`))
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading)
      await expect(page.locator('main')).toContainText(locale === 'en' ? /Uzbekistan/ : locale === 'ru' ? /Узбекистан/ : /Oʻzbekiston/)
      expect(await seriousViolations(page)).toEqual([])
    }
  })
}
