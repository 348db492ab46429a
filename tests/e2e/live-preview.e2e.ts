// Live preview beside the editor: the page being edited, in the language being edited, at a
// phone's and a desktop's width, following the editor's autosaved draft without anyone saving or
// publishing; and the admin opened at an address other than SITE_URL (the test server's SITE_URL is
// http://127.0.0.1:<port>; localhost is such another address) shows its emblem and previews.
import { expect, type Page, test } from './fixtures'

import { adminHeaders, shot, signInToAdmin } from './helpers'

const port = process.env.E2E_PORT ?? 3100
const shoot = (page: Page, name: string) => shot(page, 'preview', name)

const LOCALES = ['en', 'ru', 'uz'] as const

/** Records every Content-Security-Policy violation the page's documents report. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __violations: string[] }).__violations = seen
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`))
  })
  const fromConsole: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text())
  })
  return async () => [...fromConsole, ...(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations ?? []))]
}

test('an editor sees the page change beside the editor as the draft autosaves, in three languages, at phone and desktop widths', async ({ page, request }) => {
  test.setTimeout(150_000)
  const headers = await adminHeaders(request)
  const story = (await (await request.get('/api/news?limit=1&sort=-date&depth=0', { headers })).json()).docs[0] as { id: number; slug: string }
  const published: Record<string, string> = {}
  for (const locale of LOCALES) published[locale] = (await (await request.get(`/api/news/${story.id}?locale=${locale}&depth=0`)).json()).title

  await page.setViewportSize({ width: 1680, height: 1000 })
  await signInToAdmin(page)
  try {
    for (const locale of LOCALES) {
      await page.goto(`/admin/collections/news/${story.id}?locale=${locale}`)
      const toggler = page.locator('#live-preview-toggler')
      if (!/--active/.test((await toggler.getAttribute('class')) ?? '')) await toggler.click()
      const frame = page.frameLocator('#live-preview-iframe')
      // The page in the language being edited, with the staff-only preview bar.
      await expect(frame.getByTestId('banner-title')).toHaveText(published[locale])
      await expect(frame.getByTestId('preview-bar')).toBeVisible()
      await expect(frame.locator('html')).toHaveAttribute('lang', locale)

      // Typed, not saved: autosave keeps it as a draft and the frame shows it.
      const typed = `${published[locale]} (${locale} live ${Date.now() % 10_000})`
      await page.locator('#field-title').fill(typed)
      await expect(frame.getByTestId('banner-title')).toHaveText(typed, { timeout: 20_000 })
      // Visitors still read the published title.
      expect((await (await request.get(`/api/news/${story.id}?locale=${locale}&depth=0`)).json()).title).toBe(published[locale])

      for (const [label, width] of [
        ['375 × 667', 375],
        ['1440 × 900', 1440],
      ] as const) {
        await page.locator('.live-preview-toolbar-controls__breakpoint button').first().click()
        await page.getByRole('button', { name: label, exact: true }).click()
        await expect.poll(() => frame.locator('html').evaluate(() => window.innerWidth)).toBe(width)
        await expect(frame.getByTestId('banner-title')).toHaveText(typed)
        await shoot(page, `live-preview-${locale}-${width}`)
      }
    }
  } finally {
    for (const locale of LOCALES) {
      await request.patch(`/api/news/${story.id}?locale=${locale}`, { headers, data: { title: published[locale], _status: 'published' } })
    }
  }
})

for (const host of ['localhost', '127.0.0.1']) {
  test(`the admin at http://${host}:<port> shows its emblem and previews on that address`, async ({ browser, request }) => {
    const headers = await adminHeaders(request)
    const found = await request.get('/api/pages?where[slug][equals]=history&locale=ru&depth=0', { headers })
    const history = (await found.json()).docs[0] as { id: number; title: string }
    const draftTitle = `${history.title} (черновик ${host})`
    expect((await request.patch(`/api/pages/${history.id}?locale=ru&draft=true`, { headers, data: { title: draftTitle } })).ok()).toBe(true)

    const context = await browser.newContext({ baseURL: `http://${host}:${port}` })
    const page = await context.newPage()
    const violations = await watchPolicy(page)
    try {
      await page.goto('/admin/login')
      const emblem = page.getByTestId('admin-logo').locator('img')
      await expect.poll(() => emblem.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
      // The uploaded emblem, from this address: not the bundled one, not SITE_URL's.
      expect(await emblem.getAttribute('src')).toMatch(/^\/api\/media\/file\//)
      await signInToAdmin(page, `http://${host}:${port}`)
      const icon = page.getByTestId('admin-icon')
      await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)

      // Pictures in the admin's lists load from this address too.
      await page.goto('/admin/collections/media')
      const thumbnail = page.locator('.table tbody tr img').first()
      await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
      expect(await thumbnail.getAttribute('src')).toMatch(/^\/api\/media\/file\//)

      await page.goto(`/admin/collections/pages/${history.id}?locale=ru`)
      const href = await page.locator('#preview-button').getAttribute('href')
      expect(new URL(href ?? '', page.url()).origin).toBe(`http://${host}:${port}`)
      const opened = await page.goto(href ?? '')
      expect(opened?.status()).toBe(200)
      expect(opened?.headers()['cache-control']).toContain('no-store')
      await expect(page).toHaveURL(`http://${host}:${port}/ru/static/history`)
      await expect(page.getByTestId('banner-title')).toHaveText(draftTitle)
      await expect(page.getByTestId('preview-bar')).toBeVisible()
      expect(await violations()).toEqual([])
    } finally {
      await context.close()
      await request.patch(`/api/pages/${history.id}?locale=ru`, { headers, data: { title: history.title, _status: 'published' } })
    }
  })
}

test('a visitor with a draft-mode cookie but no staff session sees only what is published', async ({ browser, page, request }) => {
  const headers = await adminHeaders(request)
  const found = await request.get('/api/pages?where[slug][equals]=history&locale=en&depth=0', { headers })
  const history = (await found.json()).docs[0] as { id: number; title: string }
  const draftTitle = `${history.title} (unpublished)`
  expect((await request.patch(`/api/pages/${history.id}?locale=en&draft=true`, { headers, data: { title: draftTitle } })).ok()).toBe(true)
  try {
    await signInToAdmin(page)
    await page.goto('/api/preview?path=/static/history')
    await expect(page.getByTestId('banner-title')).toHaveText(draftTitle)
    // The draft-mode cookie alone, carried to a browser without the session.
    const draftCookie = (await page.context().cookies()).filter((cookie) => cookie.name === '__prerender_bypass')
    expect(draftCookie).toHaveLength(1)
    const visitor = await browser.newContext()
    await visitor.addCookies(draftCookie)
    const visitorPage = await visitor.newPage()
    const answer = await visitorPage.goto('/static/history')
    await expect(visitorPage.getByTestId('banner-title')).toHaveText(history.title)
    await expect(visitorPage.getByTestId('preview-bar')).toHaveCount(0)
    expect(answer?.headers()['cache-control']).toContain('no-store')
    await visitor.close()
  } finally {
    await request.patch(`/api/pages/${history.id}?locale=en`, { headers, data: { title: history.title, _status: 'published' } })
  }
})
