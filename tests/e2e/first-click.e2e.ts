// A visitor acts as soon as the page is painted, before its scripts have run (decision 054). Each
// test holds back the page's scripts (Next's chunks), clicks, types and presses Enter as a person
// would, checks the element shows it was heard, lets the scripts through, and expects the result
// without any further action. Three languages, phone and desktop. Nothing here waits for
// hydration: the navigations ask only for the first bytes ('commit').
import { expect, test } from './fixtures'

import en from '../../src/i18n/messages/en.json' with { type: 'json' }
import ru from '../../src/i18n/messages/ru.json' with { type: 'json' }
import uz from '../../src/i18n/messages/uz.json' with { type: 'json' }
import { openBeforeScripts } from './earlyPage'
import { LOCALES, prefix } from './helpers'

const messages = { en, ru, uz }

for (const locale of LOCALES) {
  const t = messages[locale]

  test.describe(`before the scripts run, in ${locale}`, () => {
    test('at 1440 px: the full menu, the search dialog and Enter in the sign-up box do what they say', async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 })
      let release = await openBeforeScripts(page, `${prefix(locale)}/`)
      const toggle = page.getByRole('button', { name: t.header.openFullMenu })
      await toggle.click()
      // Heard: the button shows it is waiting for the page.
      await expect(toggle).toHaveAttribute('aria-busy', 'true')
      release()
      await expect(page.getByTestId('full-menu')).toBeVisible()
      await expect(toggle).not.toHaveAttribute('aria-busy')

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

    test('at 375 px: the menu, "load more" and the status check do what they say, with what was typed', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 })
      let release = await openBeforeScripts(page, `${prefix(locale)}/news`)
      await page.getByRole('button', { name: t.header.openMobileMenu }).click()
      release()
      await expect(page.getByTestId('mobile-menu')).toBeVisible()

      release = await openBeforeScripts(page, `${prefix(locale)}/news`)
      const cards = page.getByTestId('news-list').locator(':scope > li:not(:has([data-testid="load-more"]))')
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

test('a kept click whose scripts never come: the search icon falls back to the results page', async ({ page }) => {
  await openBeforeScripts(page, `${prefix('ru')}/news`)
  await page.getByTestId('search-toggle').click()
  await page.waitForURL(/\/ru\/search$/, { waitUntil: 'commit' })
  await expect(page.locator('main')).toBeVisible()
})
