// Markup that never changes on the client is plain HTML (docs/decisions/059-plain-html.md): a
// page's HTML carries it once, React does not hydrate it, its links still change the page without
// a reload, and going Back to the first page shows it whole again.
import { expect, test } from './fixtures'

import { LOCALES, prefix } from './helpers'

const texts = { en: 'Documents', ru: 'Документы', uz: 'Hujjatlar' } as const

test.describe('plain HTML', () => {
  for (const locale of LOCALES) {
    test(`the home page's sections, header and footer are in its HTML once, in ${locale}`, async ({ request }) => {
      const html = await (await request.get(prefix(locale) || '/')).text()
      // Each test id is written once: in the markup, not again in the page data for React.
      for (const id of ['home-about', 'home-faculties', 'home-contact', 'desktop-nav', 'full-menu-toggle', 'mobile-menu-toggle', 'apply-button']) {
        expect(html.split(id).length - 1, id).toBe(1)
      }
    })
  }

  test.describe('with the scripts running', () => {
    test.use({ scriptsFirst: 'a link in plain HTML changes the page through the router only once the scripts run' })

    for (const locale of LOCALES) {
      test(`its links change the page without a reload, and Back shows the first page whole, in ${locale}`, async ({ page }) => {
        await page.goto(prefix(locale) || '/')
        const about = await page.getByTestId('home-about').textContent()
        await page.evaluate(() => Object.assign(window, { sameDocument: true }))

        await page.getByTestId('site-footer').getByRole('link', { name: texts[locale], exact: true }).click()
        await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/documents$`))
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)

        await page.goBack()
        await expect(page.getByTestId('home-about')).toBeVisible()
        expect(await page.getByTestId('home-about').textContent()).toBe(about)
        await expect(page.getByTestId('home-faculties').getByRole('link').first()).toBeVisible()
        expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
        // The header's menus, plain HTML too, still open from the page the router showed.
        await page.setViewportSize({ width: 375, height: 812 })
        await page.getByTestId('mobile-menu-toggle').click()
        await expect(page.getByTestId('mobile-menu')).toBeVisible()
      })

      test(`a client component's plain link changes the page without a reload too, in ${locale}`, async ({ page }) => {
        await page.goto(prefix(locale) || '/')
        await page.evaluate(() => Object.assign(window, { sameDocument: true }))
        // The banner's news carousel is a client component; its story link is an <a>, not next/link.
        const story = page.getByTestId('news-carousel').getByRole('link').first()
        const href = await story.getAttribute('href')
        expect(href).toMatch(new RegExp(`^${prefix(locale)}/news/`))
        await story.click()
        await expect(page).toHaveURL(new RegExp(`${href}$`))
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
      })
    }
  })
})
