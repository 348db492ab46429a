// Pages opened as a visitor sees them at first paint, before their scripts have run (decision 054):
// Next's chunks are held back until the test lets them through. Used by first-click*.e2e.ts.
import { expect, type Page } from './fixtures'

/** Holds every script of Next's until `release()`: the page is painted and usable, its scripts not yet run. */
export async function holdScripts(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/_next\/static\/chunks\/.+\.js(\?|$)/, async (route) => {
    await released
    await route.continue().catch(() => {})
  })
  return release
}

/** Opens the address with its scripts held; resolves once the page is painted. */
export async function openBeforeScripts(page: Page, address: string) {
  const release = await holdScripts(page)
  await page.goto(address, { waitUntil: 'commit' })
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0)
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', '')
  return release
}
