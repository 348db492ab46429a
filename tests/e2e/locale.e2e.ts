import { expect, test } from './fixtures'

import { LOCALES, prefix } from './helpers'

test.describe('language from the address, the cookie and the browser', () => {
  test('the root sends a Russian or Uzbek browser to its language and remembers it', async ({ browser }) => {
    for (const [browserLocale, expected] of [
      ['ru-RU', '/ru'],
      ['uz-UZ', '/uz'],
      ['de-DE', '/'],
    ] as const) {
      const context = await browser.newContext({ locale: browserLocale })
      const page = await context.newPage()
      await page.goto('/')
      expect(new URL(page.url()).pathname).toBe(expected)
      const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected')
      expect(cookie?.sameSite).toBe('Lax')
      expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000)
      await context.close()
    }
  })

  test('the cookie wins over the browser language, and only the root redirects', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ru-RU' })
    await context.addCookies([{ name: 'i18n_redirected', value: 'uz', url: test.info().project.use.baseURL! }])
    const page = await context.newPage()
    await page.goto('/')
    expect(new URL(page.url()).pathname).toBe('/uz')
    await page.goto('/static/history')
    expect(new URL(page.url()).pathname).toBe('/static/history')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await context.close()
  })

  test('an English visitor stays on / and /en/… points back to the unprefixed address', async ({ page }) => {
    const response = await page.goto('/en/static/history')
    expect(new URL(page.url()).pathname).toBe('/static/history')
    expect(response?.status()).toBe(200)
  })

  for (const locale of LOCALES) {
    test(`the switcher on a ${locale} page offers the other two languages and keeps the page`, async ({ page, context }) => {
      await page.goto(`${prefix(locale)}/static/history`)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      const switcher = page.getByTestId('language-switcher')
      await switcher.hover()
      const options = switcher.locator('li a')
      const labels = { en: 'En', ru: 'Ru', uz: 'Uz' }
      const others = LOCALES.filter((l) => l !== locale)
      await expect(options).toHaveText(others.map((l) => labels[l]))
      await options.first().click()
      await page.waitForURL(`**${prefix(others[0])}/static/history`)
      await expect(page.locator('html')).toHaveAttribute('lang', others[0])
      const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected')
      expect(cookie?.value).toBe(others[0])
    })
  }

  test('the switcher remembers the choice when clicked before the page’s scripts run', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' })
    const page = await context.newPage()
    // The page's scripts never arrive: the click lands on the server-rendered link.
    await page.route('**/_next/static/**/*.js', (route) => route.abort())
    await page.goto('/static/history', { waitUntil: 'domcontentloaded' })
    await page.getByTestId('language-switcher').hover()
    await page.getByTestId('language-switcher').locator('a[lang="uz"]').click()
    await page.waitForURL('**/uz/static/history', { waitUntil: 'domcontentloaded' })
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')).toMatchObject({ value: 'uz', sameSite: 'Lax' })
    await page.unroute('**/_next/static/**/*.js')
    await page.goto('/')
    await expect(page).toHaveURL(/\/uz$/)
    await context.close()
  })

  test('the switcher works without JavaScript, and only leads to this site', async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' })
    const page = await context.newPage()
    await page.goto('/ru/static/history')
    await page.getByTestId('language-switcher').hover()
    await page.getByTestId('language-switcher').locator('a[lang="en"]').click()
    await page.waitForURL((url) => url.pathname === '/static/history')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.goto('/')
    await expect(page).toHaveURL(/\/$/)
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('en')
    // From the English home, each language's link leads to that language's home, not to /ru/en.
    for (const other of ['uz', 'ru']) {
      await page.getByTestId('language-switcher').hover()
      await page.getByTestId('language-switcher').locator(`a[lang="${other}"]`).click()
      await page.waitForURL((url) => url.pathname === `/${other}`)
      await expect(page.locator('html')).toHaveAttribute('lang', other)
      await page.goto('/api/language?to=en&next=/')
      await expect(page).toHaveURL(/\/$/)
    }
    await context.close()
    for (const next of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const answer = await request.get(`/api/language?to=ru&next=${encodeURIComponent(next)}`, { maxRedirects: 0 })
      expect(answer.status()).toBe(303)
      expect(answer.headers().location, next).toMatch(/^\/ru/)
    }
    expect((await request.get('/api/language?to=xx', { maxRedirects: 0 })).status()).toBe(400)
  })

  test('every page carries hreflang alternates and a canonical link', async ({ page }) => {
    await page.goto('/ru/static/history')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ru\/static\/history$/)
    for (const [lang, path] of [
      ['en', '/static/history'],
      ['ru', '/ru/static/history'],
      ['uz', '/uz/static/history'],
    ]) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute('href', new RegExp(`${path}$`))
    }
  })
})

test.describe('404 page', () => {
  const texts = {
    en: ['Error', 'Page not found!'],
    ru: ['Ошибка', 'Страница не найдена!'],
    uz: ['Xatolik', 'Sahifa topilmadi!'],
  }
  for (const locale of LOCALES) {
    test(`answers 404 with the ${locale} text and a way home`, async ({ page }) => {
      const response = await page.goto(`${prefix(locale)}/no-such-page/at-all`)
      expect(response?.status()).toBe(404)
      const view = page.getByTestId('not-found')
      await expect(view).toContainText('404')
      await expect(view.getByRole('heading', { level: 1 })).toHaveText(texts[locale][0])
      await expect(view).toContainText(texts[locale][1])
      await view.getByRole('link').click()
      await expect(page).toHaveURL(new RegExp(`${prefix(locale) || ''}/?$`))
      await expect(page.getByTestId('news-carousel')).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
    })
  }

  test('an unknown static page is a 404 too', async ({ page }) => {
    const response = await page.goto('/ru/static/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByTestId('not-found')).toContainText('Страница не найдена!')
  })
})

test('security headers are on pages, the API and files', async ({ request }) => {
  for (const path of ['/', '/ru/static/history', '/api/health', '/no-such-page']) {
    const response = await request.get(path, { maxRedirects: 0 })
    const headers = response.headers()
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'self'")
    expect(headers['content-security-policy'], path).toContain("object-src 'none'")
    expect(headers['x-content-type-options'], path).toBe('nosniff')
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
    expect(headers['x-frame-options'], path).toBe('SAMEORIGIN')
    expect(headers['strict-transport-security'], path).toContain('max-age=')
  }
})

test('on every page of the sitemap, each language link leads to a page that exists, without JavaScript', async ({ request }) => {
  test.setTimeout(180_000)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname)
  expect(pages.length).toBeGreaterThan(100)
  const reached = new Set<string>()
  const wrong: string[] = []
  const visit = async (path: string) => {
    const page = await request.get(path)
    if (page.status() !== 200) return void wrong.push(`${path} → ${page.status()}`)
    reached.add(path)
    // What a browser without scripts follows: the switcher's plain links, as the HTML has them.
    // (The contract's page is the contract alone, as it prints: no header, no switcher.)
    const html = await page.text()
    const links = [...html.matchAll(/href="(\/api\/language\?[^"]+)"/g)].map(([, href]) => href!.replaceAll('&amp;', '&'))
    if (html.includes('data-testid="language-switcher"') && links.length !== 2) wrong.push(`${path}: ${links.length} language links`)
    for (const link of links) {
      const answer = await request.get(link, { maxRedirects: 0 })
      const target = answer.headers().location ?? ''
      const to = new URL(link, 'http://x').searchParams.get('to') as (typeof LOCALES)[number]
      if (answer.status() !== 303 || !(target === prefix(to) || target.startsWith(`${prefix(to)}/`) || (to === 'en' && !/^\/(ru|uz)(\/|$)/.test(target))))
        wrong.push(`${path}: ${link} → ${answer.status()} ${target}`)
      else targets.add(target)
    }
  }
  const targets = new Set<string>()
  for (let i = 0; i < pages.length; i += 8) await Promise.all(pages.slice(i, i + 8).map(visit))
  for (const target of targets) if (!reached.has(target)) await visit(target)
  expect(wrong).toEqual([])
})
