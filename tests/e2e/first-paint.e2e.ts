// The first screen before the framework: Next's scripts are fetched once the browser has painted
// (src/lib/scriptsAfterPaint.ts), blocks below the first screen are rendered when scrolled near,
// and the page still becomes interactive (docs/decisions/038-scripts-after-first-paint.md).
import { expect, type Page, scriptsHaveRun, test } from './fixtures'

import { LOCALES, prefix } from './helpers'

const PHONE = { width: 375, height: 812 }
const DESKTOP = { width: 1440, height: 900 }

/** Records when the browser painted first and when the page's starter added Next's scripts (src/lib/scriptsAfterPaint.ts). */
async function watchScripts(page: Page) {
  await page.addInitScript(() => {
    const times: { paint?: number; script?: number } = {}
    ;(window as unknown as { __firstPaint: typeof times }).__firstPaint = times
    new PerformanceObserver((list) => {
      const entry = list.getEntriesByName('first-contentful-paint')[0]
      if (entry) times.paint ??= entry.startTime
    }).observe({ type: 'paint', buffered: true })
    new MutationObserver(() => {
      if (document.documentElement.getAttribute('data-page-scripts') === 'started') times.script ??= performance.now()
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-page-scripts'] })
  })
}

for (const locale of LOCALES) {
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`${locale} ${name}: the page is painted before Next's scripts are fetched, and then works`, async ({ page }) => {
      const refused: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') refused.push(message.text())
      })
      await page.setViewportSize(viewport)
      await watchScripts(page)
      for (const path of ['/', '/news', '/static/about-university']) {
        const address = path === '/' ? prefix(locale) || '/' : `${prefix(locale)}${path}`
        const response = await page.goto(address)
        const html = await response!.text()
        const head = html.slice(0, html.indexOf('</head>'))
        expect(head, address).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async/)
        expect(head, address).toContain('first-contentful-paint')

        await expect
          .poll(() => page.evaluate(() => (window as unknown as { __firstPaint: { script?: number } }).__firstPaint.script), { message: address })
          .toBeGreaterThan(0)
        const times = await page.evaluate(() => (window as unknown as { __firstPaint: { paint?: number; script?: number } }).__firstPaint)
        expect(times.paint, address).toBeGreaterThan(0)
        expect(times.script!, address).toBeGreaterThanOrEqual(times.paint!)

        // Interactive once the scripts have run: the search opens in a dialog. One click: the
        // button opens and closes it, so clicking again while a loaded machine is slow to show it
        // would close it again.
        await scriptsHaveRun(page)
        await page.getByTestId('search-toggle').click()
        await expect(page.getByTestId('search-popup')).toBeVisible()
        await page.keyboard.press('Escape')
      }
      expect(refused, 'no script was refused or failed').toEqual([])
    })
  }
}

test('home sections below the first screen are rendered when scrolled to, in every language', async ({ page }) => {
  await page.setViewportSize(PHONE)
  for (const locale of LOCALES) {
    await page.goto(prefix(locale) || '/')
    const news = page.getByTestId('home-news')
    await expect(news).toHaveCSS('content-visibility', 'auto')
    await expect(page.getByTestId('home-banner')).not.toHaveCSS('content-visibility', 'auto')
    await news.scrollIntoViewIfNeeded()
    await expect(news.getByTestId('news-card').first()).toBeVisible()
    await expect(news.getByRole('heading', { level: 2 })).toHaveText(/.+/)
    // Jumping to the end shows the end: the footer is always rendered.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect(page.getByTestId('site-footer').getByRole('link').last()).toBeInViewport()
  }
})

test('nothing on the first screen moves while a page and its lists load, on a phone, in every language', async ({ page }) => {
  await page.setViewportSize(PHONE)
  // Each shift with what moved (the start of the element's markup), so a failure says what to fix.
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] }
    const shifts: string[] = []
    ;(window as unknown as { __shifts: string[] }).__shifts = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[])
        if (!entry.hadRecentInput)
          shifts.push(
            `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${entry.sources
              .map(({ node }) => (node instanceof Element ? node.outerHTML : (node?.textContent ?? '?')).slice(0, 120))
              .join(' | ')}`,
          )
    }).observe({ type: 'layout-shift', buffered: true })
  })
  for (const locale of LOCALES) {
    for (const path of ['/', '/news', '/static/about-university', '/form']) {
      const address = path === '/' ? prefix(locale) || '/' : `${prefix(locale)}${path}`
      await page.goto(address, { waitUntil: 'networkidle' })
      // The form's first list has loaded (its "Loading…" line is gone) before shifts are read.
      if (path === '/form') await expect(page.locator('select[name="degree"]')).toBeEnabled()
      await page.waitForTimeout(300)
      expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts), address).toEqual([])
    }
  }
})
