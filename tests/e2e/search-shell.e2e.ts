// A results page for a query not asked lately comes from its language's shell, with the words, form
// and results put in by the production server (src/edge/searchPageShell.ts). It must be the page
// Next renders for the same address, in every language; words it cannot hold, and a change to
// what surrounds the results, must show as they would without it.
import type { APIRequestContext } from '@playwright/test'

import { expect, test } from './fixtures'
import { LOCALES, type Locale, prefix, updateSettings } from './helpers'
import { dataOf, markupOf } from './pageData'

let asked = 0
/** A query never asked before, so neither memory nor nginx has its page. */
const fresh = (locale: Locale, words = 'kettle') => `${prefix(locale)}/search?q=${encodeURIComponent(words)}&asked=${++asked}`
const fromShell = (headers: Record<string, string>) => /^shell\b/.test(headers['server-timing'] ?? '')

/** Waits until the language's shell is there: a new query's page says it came from it. */
async function shellReady(request: APIRequestContext, locale: Locale) {
  await expect.poll(async () => fromShell((await request.get(fresh(locale))).headers()), { timeout: 20_000 }).toBe(true)
}

/** The page from the shell and the page Next renders for the same address (asked for with X-Render-With-Next). */
async function bothPages(request: APIRequestContext, address: string) {
  const filled = await request.get(address)
  expect(fromShell(filled.headers()), `${address} from the shell`).toBe(true)
  const rendered = await request.get(address, { headers: { 'x-render-with-next': '1' } })
  expect(fromShell(rendered.headers())).toBe(false)
  return { filled: await filled.text(), rendered: await rendered.text() }
}

test.describe('results page filled into its shell', () => {
  test('a new query’s page is the page Next renders for it, in every language', async ({ request }) => {
    for (const locale of LOCALES) await shellReady(request, locale)
    const addresses = [
      `/search?q=open%20day&asked=${++asked}`,
      `/search?q=open+day&asked=${++asked}`,
      `/search?q=university&type=news&page=2&asked=${++asked}`,
      `/ru/search?q=${encodeURIComponent('приема')}&asked=${++asked}`,
      `/ru/search?q=${encodeURIComponent('документы')}&type=documents&asked=${++asked}`,
      `/uz/search?q=${encodeURIComponent("to'lov")}&asked=${++asked}`,
      `/uz/search?q=${encodeURIComponent('yotoqxona')}&utm_source=telegram&asked=${++asked}`,
      `/uz/search?q=zxqvbnm&asked=${++asked}`,
    ]
    for (const address of addresses) {
      const { filled, rendered } = await bothPages(request, address)
      expect(markupOf(filled), address).toBe(markupOf(rendered))
      expect(dataOf(filled), address).toEqual(dataOf(rendered))
    }
  })

  test('words it cannot hold as they are (quotes, <, &, a leading $) get Next’s page, written safely', async ({ page, request }) => {
    await shellReady(request, 'en')
    for (const words of ['"open day"', 'R&D', '<b>open</b>', '$100']) {
      const answer = await page.goto(fresh('en', words))
      expect(fromShell(answer!.headers())).toBe(false)
      await expect(page.getByTestId('banner-title')).toHaveText(words)
      await expect(page.locator('#search-page-input')).toHaveValue(words)
    }
  })

  test('in the browser it is the page: it hydrates without errors, keeps the words in the field and filters by type', async ({ page, request }) => {
    await shellReady(request, 'ru')
    const errors: string[] = []
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())))
    page.on('pageerror', (error) => errors.push(error.message))
    const answer = await page.goto(fresh('ru', 'хакатон'))
    expect(fromShell(answer!.headers())).toBe(true)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    await expect(page).toHaveTitle(/^хакатон — /)
    await expect(page.getByTestId('banner-title')).toHaveText('хакатон')
    await expect(page.locator('#search-page-input')).toHaveValue('хакатон')
    await page.getByTestId('search-filter').locator('[data-kind="events"]').click()
    await expect(page).toHaveURL(/type=events/)
    await expect(page.getByTestId('search-results').getByRole('link', { name: 'Хакатон кампуса' })).toBeVisible()
    expect(errors).toEqual([])
  })

  test('a change to what surrounds the results shows on the next new query’s page', async ({ request }) => {
    const phones = async (address: string) => ((await (await request.get(address)).text()).match(/data-testid="header-phone"/g) ?? []).length
    await shellReady(request, 'en')
    expect(await phones(fresh('en'))).toBe(2)
    await updateSettings(request, { phone2Status: 'inactive' })
    try {
      // Whether from Next or from a new shell, no page shows the second phone again.
      for (let i = 0; i < 3; i++) expect(await phones(fresh('en'))).toBe(1)
      await shellReady(request, 'en')
      expect(await phones(fresh('en'))).toBe(1)
    } finally {
      await updateSettings(request, { phone2Status: 'active' })
    }
    for (let i = 0; i < 3; i++) expect(await phones(fresh('en'))).toBe(2)
  })
})
