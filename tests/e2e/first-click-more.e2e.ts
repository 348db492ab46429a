// More of what a visitor does at first paint, before the page's scripts have run (decision 054),
// as first-click.e2e.ts does it: a gallery's video and photo, the events filters, the contact
// form, the contract lookup and the application form, in three languages, at 375 and 1440 px.
// Each control is used as soon as the page is painted, the scripts are let through, and the
// result is what the visitor asked for, without doing anything again.
import { expect, test } from './fixtures'

import en from '../../src/i18n/messages/en.json' with { type: 'json' }
import ru from '../../src/i18n/messages/ru.json' with { type: 'json' }
import uz from '../../src/i18n/messages/uz.json' with { type: 'json' }
import { fill } from '../../src/components/labels'
import { attachDocuments, chooseProgram, fillPersonal, id, mockCatalogue } from './applicationForm'
import { openBeforeScripts } from './earlyPage'
import { LOCALES, type Locale, prefix } from './helpers'

const messages = { en, ru, uz }

/** Each locale's test posts from an address of its own, out of the way of the per-address limits. */
const address = (locale: Locale, width: number) => `192.0.2.${LOCALES.indexOf(locale) * 2 + (width < 500 ? 1 : 2)}`

for (const locale of LOCALES) {
  const t = messages[locale]

  test.describe(`before the scripts run, more controls, in ${locale}`, () => {
    test('at 375 px: a gallery video plays, a photo opens, the events filters and the contact form answer', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 })
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': address(locale, 375) })

      let release = await openBeforeScripts(page, `${prefix(locale)}/gallery/campus-tour`)
      const play = page.getByTestId('video-play').first()
      await play.click()
      await expect(play).toHaveAttribute('aria-busy', 'true')
      release()
      await expect(page.getByTestId('video-list').locator('iframe[src*="youtube-nocookie.com/embed/"]')).toHaveCount(1)

      release = await openBeforeScripts(page, `${prefix(locale)}/gallery/graduation-2026`)
      await page.getByRole('button', { name: fill(t.gallery.open, { number: 2, total: 6 }) }).click()
      release()
      await expect(page.getByTestId('lightbox')).toContainText(fill(t.gallery.counter, { number: 2, total: 6 }))

      // The filters are a plain GET form: the browser's own job, before the scripts as after.
      release = await openBeforeScripts(page, `${prefix(locale)}/events`)
      const filters = page.getByTestId('event-filters')
      const month = await filters.locator('#events-month option').nth(1).getAttribute('value')
      await filters.getByLabel(t.events.month).selectOption(month!)
      await filters.getByRole('button', { name: t.events.apply }).click()
      await page.waitForURL(new RegExp(`${prefix(locale)}/events\\?month=${month}&`), { waitUntil: 'commit' })
      release()
      await expect(page.getByTestId('event-filters').getByLabel(t.events.month)).toHaveValue(month!)
      await expect(page.getByTestId('event-filters').getByRole('link', { name: t.events.clear })).toBeVisible()

      // The contact form posts without scripts too: either way the visitor sees it has gone.
      release = await openBeforeScripts(page, `${prefix(locale)}/contact`)
      const contact = page.getByTestId('contact-form')
      await contact.getByLabel(t.contact.form.name).fill('Malika Yusupova')
      await contact.getByLabel(t.contact.form.email).fill(`first-paint-contact-${locale}@example.uz`)
      await contact.getByLabel(t.contact.form.message).fill('Where do I get a student card?')
      await contact.getByRole('button', { name: t.contact.form.send }).click()
      release()
      await expect(page.locator('#contact-sent:target, [data-testid="contact-sent"]')).toContainText(t.contact.form.sentTitle)
    })

    test('at 1440 px: the contract lookup with what was typed, the application form\'s "next", and its consent box', async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': address(locale, 1440) })

      const asked: unknown[] = []
      await page.route('**/api/contract', (route) => {
        asked.push(route.request().postDataJSON())
        return route.fulfill({ json: { data: contract(locale) } })
      })
      let release = await openBeforeScripts(page, `${prefix(locale)}/get-contract`)
      const lookup = page.getByTestId('contract-form')
      await lookup.getByLabel(t.contractPage.number).fill('k7q4-m2xd')
      await lookup.getByLabel(t.contractPage.birthDate).fill('2005-04-12')
      const send = lookup.getByRole('button', { name: t.contractPage.downloadPdf })
      await send.click()
      await expect(send).toHaveAttribute('aria-busy', 'true')
      release()
      // Shown on the page with what was typed, not posted for a PDF.
      await expect(page.getByTestId('contract').getByRole('heading', { name: contract(locale).title })).toBeVisible()
      expect(asked).toEqual([{ application_number: 'K7Q4-M2XD', birth_date: '2005-04-12', locale }])
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`${prefix(locale)}/get-contract`)

      // The first step's lists come from the catalogue once the scripts run: "next" pressed
      // before then is answered by the step's check, not by a reload of the page.
      await mockCatalogue(page)
      release = await openBeforeScripts(page, `${prefix(locale)}/form`)
      await page.getByTestId('step-next').click()
      release()
      for (const name of ['degree', 'study_form', 'faculty', 'region']) {
        await expect(page.getByTestId(`error-${name}`)).toContainText(t.applyErrors.required)
      }
      expect(page.url()).not.toContain('?')

      await chooseProgram(page)
      await page.getByTestId('step-next').click()
      await fillPersonal(page)
      await attachDocuments(page)
      await page.getByTestId('step-next').click()
      // Ticked the moment the review step shows (issue 30 reports such a tick undone a moment later),
      // it is still ticked a second on.
      const consent = page.locator(id('consent'))
      await consent.check()
      await page.waitForTimeout(1_000)
      await expect(consent).toBeChecked()
    })
  })
}

function contract(locale: Locale) {
  return {
    number: 'K7Q4-M2XD',
    title: `Contract No. K7Q4-M2XD (${locale})`,
    city: 'Samarkand',
    date: '22 November 2026',
    sections: [{ heading: '1. Subject of the contract', paragraphs: ['The University teaches; the Student learns.'] }],
    parties: { university: ['Registan University'], student: ['Karimova Dilnoza'] },
  }
}
