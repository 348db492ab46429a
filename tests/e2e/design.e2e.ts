// What a visitor sees of the design: the university's own typeface in every script, figures
// written each language's way, the About section without a hole, covers shown whole.
import { type Browser, expect, test } from './fixtures'

import { LOCALES, prefix } from './helpers'

/** A first visit to a page: the web fonts it downloaded (file names), and the faces in use. */
async function firstVisit(browser: Browser, path: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const files: string[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font') files.push(new URL(response.url()).pathname)
  })
  await page.goto(path)
  await page.evaluate(() => document.fonts.ready)
  const loaded = await page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family))
  const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily)
  await context.close()
  return { files, loaded, bodyFont }
}

test('text is set in the self-hosted typeface, Latin and Cyrillic, from this site; nothing else is fetched', async ({ browser }) => {
  for (const path of ['/', '/ru', '/uz']) {
    const visit = await firstVisit(browser, path)
    // The two preloaded files (Latin, Cyrillic) and no extended set: none of these pages needs one.
    expect(visit.files, path).toHaveLength(2)
    for (const file of visit.files) expect(file).toMatch(/^\/_next\/static\/media\/.+\.woff2$/)
    expect(visit.bodyFont.startsWith(visit.loaded[0] ?? '-'), path).toBe(true)
    // Uzbek's oʻ and gʻ are drawn from the Latin file; Russian needs the Cyrillic face too. (Whether
    // Chromium also marks the preloaded Cyrillic face loaded on an English or Uzbek page depends on
    // when the preload lands, so that is not asserted.)
    expect(visit.loaded, path).toContain('latin')
    if (path === '/ru') expect(visit.loaded, path).toContain('cyrillic')
  }
})

test('home figures are written the way each language writes numbers', async ({ page }) => {
  const expected = { en: '9,000+', ru: '9 000+', uz: '9 000+' }
  for (const locale of LOCALES) {
    await page.goto(prefix(locale) || '/')
    const figure = await page.getByTestId('home-about').locator('dd').first().innerText()
    expect(figure.replace(/[\u00a0\u202f]/g, ' ')).toBe(expected[locale])
  }
})

test('About the university: the text starts level with its picture on a wide screen, no hole above it', async ({ page }) => {
  for (const locale of LOCALES) {
    await page.goto(prefix(locale) || '/')
    const about = page.getByTestId('home-about')
    const text = await about.locator('.prose, p').first().boundingBox()
    const picture = await about.locator('img').first().boundingBox()
    expect(text && picture).toBeTruthy()
    expect(Math.abs(text!.y - picture!.y), locale).toBeLessThan(24)
  }
})

test('a story’s cover is shown whole at its own proportions, not blown up behind the title', async ({ page }) => {
  for (const locale of LOCALES) {
    await page.goto(`${prefix(locale)}/news/computer-science-open-day`)
    await expect(page.getByTestId('page-banner').locator('img')).toHaveCount(0)
    const cover = page.getByTestId('article-cover').locator('img')
    await expect(cover).toBeVisible()
    const { shown, natural } = await cover.evaluate((img: HTMLImageElement) => ({
      shown: img.clientWidth / img.clientHeight,
      natural: img.naturalWidth / img.naturalHeight,
    }))
    expect(Math.abs(shown - natural)).toBeLessThan(0.02)
  }
})
