// A visitor acts as soon as the page is painted, before its scripts have run (decision 054). Each
// test holds back the page's scripts (Next's chunks), clicks, types and presses Enter as a person
// would, checks the element shows it was heard, lets the scripts through, and expects the result
// without any further action. Three languages, phone and desktop. Nothing here waits for
// hydration: the navigations ask only for the first bytes ('commit').
import { expect, scriptsHaveRun, test } from './fixtures'

import en from '../../src/i18n/messages/en.json' with { type: 'json' }
import ru from '../../src/i18n/messages/ru.json' with { type: 'json' }
import uz from '../../src/i18n/messages/uz.json' with { type: 'json' }
import { openBeforeScripts } from './earlyPage'
import { demo, LOCALES, prefix } from './helpers'

const messages = { en, ru, uz }

for (const locale of LOCALES) {
  const t = messages[locale]

  test.describe(`before the scripts run, in ${locale}`, () => {
    test('at 1440 px: the full menu, the search dialog and Enter in the sign-up box do what they say', async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 })
      let release = await openBeforeScripts(page, `${prefix(locale)}/`)
      // The full menu is the browser's own popover: it opens at once, and the scripts leave it open.
      const toggle = page.getByRole('button', { name: t.header.openFullMenu })
      await toggle.click()
      const fullMenu = page.getByTestId('full-menu')
      await expect(fullMenu).toBeVisible()
      await expect(toggle).not.toHaveAttribute('aria-busy')
      release()
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
      await expect(fullMenu).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(fullMenu).toBeHidden()

      release = await openBeforeScripts(page, `${prefix(locale)}/news`)
      await page.getByTestId('search-toggle').click()
      release()
      await expect(page.getByTestId('search-popup')).toBeVisible()
      // The click was kept, not followed to the results page.
      expect(new URL(page.url()).pathname).toBe(`${prefix(locale)}/news`)

      release = await openBeforeScripts(page, `${prefix(locale)}/static/history`)
      const field = page.getByTestId('subscribe-box').getByLabel(t.newsletter.label)
      const email = `first-paint-${locale}@example.uz`
      await field.fill(email)
      await field.press('Enter')
      release()
      const dialog = page.getByRole('dialog', { name: t.newsletter.dialogTitle })
      await expect(dialog).toBeVisible()
      expect(new URL(page.url()).pathname).toBe(`${prefix(locale)}/static/history`)
    })

    test('Enter pressed the moment the scripts arrive sends the address typed before them', async ({ page }) => {
      const release = await openBeforeScripts(page, `${prefix(locale)}/`)
      const email = `as-scripts-arrive-${locale}@example.uz`
      await page.getByTestId('subscribe-box').getByLabel(t.newsletter.label).fill(email)
      // The Enter lands just after the scripts have taken the page over, before their next render:
      // nothing is kept for later any more, and the box's own handler sends what the field shows.
      await page.evaluate(() => {
        new MutationObserver((_, observer) => {
          observer.disconnect()
          document.querySelector<HTMLFormElement>('[data-testid="subscribe-box"] form')?.requestSubmit()
        }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] })
      })
      release()
      await expect(page.getByRole('dialog', { name: t.newsletter.dialogTitle })).toBeVisible()
    })

    test('at 375 px: the menu, "load more" and the status check do what they say, with what was typed', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 })
      // The mobile menu is the browser's own popover: it opens and drills down at once, and the
      // scripts leave it where the visitor is.
      let release = await openBeforeScripts(page, `${prefix(locale)}/news`)
      await page.getByRole('button', { name: t.header.openMobileMenu }).click()
      const menu = page.getByTestId('mobile-menu')
      await expect(menu).toBeVisible()
      await menu.getByRole('button', { name: demo.menuTop[locale] }).click()
      const level = page.getByTestId('mobile-submenu').filter({ visible: true })
      await expect(level.getByTestId('mobile-menu-back').first()).toContainText(t.header.back)
      release()
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
      await expect(level.getByTestId('mobile-menu-back').first()).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(level).toHaveCount(0)
      await expect(menu).toBeVisible()

      release = await openBeforeScripts(page, `${prefix(locale)}/news`)
      const cards = page.getByTestId('news-list').locator('li')
      const before = await cards.count()
      await page.getByTestId('load-more').click()
      release()
      await expect.poll(() => cards.count()).toBeGreaterThan(before)

      release = await openBeforeScripts(page, `${prefix(locale)}/studentConsole`)
      const form = page.getByTestId('status-form')
      await form.getByLabel(t.studentConsole.number).fill('ABCD-2345')
      await form.getByLabel(t.studentConsole.birthDate).fill('2005-09-09')
      await form.getByRole('button', { name: t.studentConsole.submit }).click()
      release()
      // The lookup was sent with what was typed: the answer, not "fill in this field".
      await expect(page.getByTestId('status-message')).toHaveText(t.studentConsole.notFound)
      expect(new URL(page.url()).search).toBe('')
    })
  })
}

test('the language switch and the desktop submenus work before the scripts, with nothing kept', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  const release = await openBeforeScripts(page, '/static/history')
  const nav = page.getByTestId('desktop-nav')
  await nav.getByRole('button', { name: 'University' }).hover()
  await nav.getByRole('button', { name: 'Structure' }).click()
  // Shown by CSS, not waiting for the scripts.
  await expect(nav.getByRole('button', { name: 'Structure' })).not.toHaveAttribute('aria-busy')
  await expect(nav.getByRole('link', { name: 'Rectorate' })).toBeVisible()
  const switcher = page.getByTestId('language-switcher')
  await switcher.getByRole('button').click()
  await expect(switcher.getByRole('button')).not.toHaveAttribute('aria-busy')
  await switcher.getByRole('link', { name: messages.en.header.switchTo.replace('{language}', 'Русский') }).click()
  await expect(page).toHaveURL(/\/ru\/static\/history$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  release()
})

test('a link followed while the scripts start leads to a page with one title, description and canonical link', async ({ browser }) => {
  // While React hydrates, it could take a click on a link it had reached before the page's <head>,
  // and the next page kept the first one's title, description and canonical link beside its own.
  // Followed at moments across the start of the scripts, each time by a new visitor (nothing
  // cached), the link always leads to a clean page.
  for (let delay = 0; delay <= 700; delay += 50) {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto('/ru/news', { waitUntil: 'load' })
    await page.waitForTimeout(delay)
    await page.getByTestId('news-pagination').locator('a[rel="next"]').click()
    await expect(page).toHaveURL(/\/ru\/news\?page=2$/)
    await expect(page.getByTestId('news-pagination').locator('[aria-current="page"]')).toHaveText('2')
    await scriptsHaveRun(page)
    const head = await page.evaluate(() => ({
      titles: [...document.querySelectorAll('title')].map((title) => title.textContent),
      canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => new URL((link as HTMLLinkElement).href).search),
      descriptions: document.querySelectorAll('meta[name="description"]').length,
    }))
    await context.close()
    expect(head, `followed ${delay} ms after the load event`).toEqual({ titles: [expect.stringContaining('2')], canonical: ['?page=2'], descriptions: 1 })
  }
})

test('a kept click whose scripts never come: the search icon falls back to the results page', async ({ page }) => {
  await openBeforeScripts(page, `${prefix('ru')}/news`)
  await page.getByTestId('search-toggle').click()
  await page.waitForURL(/\/ru\/search$/, { waitUntil: 'commit' })
  await expect(page.locator('main')).toBeVisible()
})
