// The home page laid out for a phone first (docs/decisions/064-phone-first-home.md), in three
// languages: Apply and the admission deadline on the first screen at 375 px, leading to the form;
// the page at most half its former height with every section still there; long sections as rows
// that swipe sideways to their last card; and the footer's sign-up field wide enough to read an
// address at 1440 px. The page is used as painted: no waiting for its scripts.
import { expect, type Page, test } from './fixtures'

import en from '../../src/i18n/messages/en.json' with { type: 'json' }
import ru from '../../src/i18n/messages/ru.json' with { type: 'json' }
import uz from '../../src/i18n/messages/uz.json' with { type: 'json' }
import { LOCALES, prefix } from './helpers'

const messages = { en, ru, uz }
const PHONE = { width: 375, height: 812 }

/**
 * Half the home's height at 375 px before the phone-first layout: 13,227 px in English, 13,382 in
 * Russian, 13,310 in Uzbek, measured on the production build of 68896e2 with the demo content and
 * every section laid out (content-visibility off), as `documentHeight` measures it.
 */
const HEIGHT_BUDGET = { en: 13_227 / 2, ru: 13_382 / 2, uz: 13_310 / 2 }

/** What the seed puts on the home page (PRODUCT.md), below the banner. */
const SECTIONS = ['about', 'journey', 'faculties', 'news', 'events', 'rector', 'partners', 'clubs', 'gallery', 'team', 'tuition', 'contact']
/** The sections whose cards are one row on a phone. */
const ROWS = ['faculties', 'news', 'events', 'partners', 'clubs', 'gallery', 'team']

/** The page's full height with every section laid out, not the placeholder height of those not yet near. */
async function documentHeight(page: Page) {
  return page.evaluate(() => {
    for (const section of document.querySelectorAll<HTMLElement>('.render-when-near')) section.style.contentVisibility = 'visible'
    return document.documentElement.scrollHeight
  })
}

const row = (page: Page, id: string) => page.getByTestId(`home-${id}`).getByRole('list').first()

for (const locale of LOCALES) {
  test(`the home in ${locale}: Apply and the deadline first on a phone, half the height, rows that swipe, a wide sign-up field`, async ({ page }) => {
    const t = messages[locale]
    const home = prefix(locale) || '/'

    // Desktop: the grids stay grids, and the sign-up field holds an address.
    await page.goto(home)
    expect(await row(page, 'faculties').evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true)
    const field = page.getByTestId('subscribe-box').getByLabel(t.newsletter.label)
    await field.scrollIntoViewIfNeeded()
    expect((await field.boundingBox())!.width).toBeGreaterThanOrEqual(260)

    await page.setViewportSize(PHONE)
    await page.goto(home)
    const apply = page.getByTestId('home-banner').getByRole('link', { name: t.header.apply })
    const deadline = page.getByTestId('home-deadline')
    await expect(apply).toBeInViewport({ ratio: 1 })
    await expect(deadline).toBeInViewport({ ratio: 1 })
    await expect(deadline).toContainText(t.admissionDates.closes.split('{')[0].trim())
    await expect(deadline).toContainText(/\d{4}/)
    for (const part of [apply, deadline]) {
      const box = (await part.boundingBox())!
      expect(box.y + box.height, 'inside the first screen').toBeLessThanOrEqual(PHONE.height)
    }

    for (const id of SECTIONS) await expect(page.getByTestId(`home-${id}`), id).toBeVisible()
    await expect(page.getByTestId('news-carousel')).toBeVisible()

    for (const id of ROWS) {
      const list = row(page, id)
      expect(await list.evaluate((element) => element.scrollWidth > element.clientWidth + 10), `${id} scrolls sideways`).toBe(true)
      // The last card, reached as from the keyboard: its link takes focus, the row scrolls to it
      // and shows it whole between its edges.
      const last = list.getByRole('listitem').last()
      await last.getByRole('link').first().focus()
      await expect
        .poll(
          () =>
            list.evaluate((element) => {
              const shown = element.getBoundingClientRect()
              const card = element.lastElementChild!.getBoundingClientRect()
              return element.scrollLeft > 0 && card.left >= shown.left - 1 && card.right <= shown.right + 1
            }),
          { message: `${id}: the last card is reachable` },
        )
        .toBe(true)
    }

    expect(await documentHeight(page)).toBeLessThanOrEqual(HEIGHT_BUDGET[locale])

    await page.evaluate(() => window.scrollTo(0, 0))
    await apply.click()
    await expect(page).toHaveURL(new RegExp(`:\\d+${prefix(locale)}/form$`))
    await expect(page.getByTestId('application-form')).toBeVisible()
  })
}
