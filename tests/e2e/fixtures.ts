// Playwright's `test` for this suite: pages of the site start Next's scripts after the first paint
// (src/lib/scriptsAfterPaint.ts), which can be after the browser's load event, where `goto` stops
// waiting. A test that then clicks a button would click it before it works (the search icon, a
// link without JavaScript, would take the visitor to the results page). So every navigation by
// `goto`, `reload`, `goBack` and `goForward`, on any page of the worker (also in a context a test
// makes itself), also waits until the page's scripts have run, when the page started them; a page
// without JavaScript, or whose scripts a test refuses, is not waited for beyond a few seconds.
import { test as base, type Page } from '@playwright/test'

export * from '@playwright/test'

const SCRIPTS_WAIT_MS = 5_000

/** Until <html data-hydrated>, if the page's starter ran (data-page-scripts); at most a few seconds. */
export async function scriptsHaveRun(page: Page) {
  await page
    .waitForFunction(
      () => {
        const html = document.documentElement
        return !html?.hasAttribute('data-page-scripts') || html.hasAttribute('data-hydrated')
      },
      undefined,
      { timeout: SCRIPTS_WAIT_MS },
    )
    .catch(() => {})
}

type Navigation = 'goto' | 'reload' | 'goBack' | 'goForward'
const PATCHED = Symbol.for('campus.e2e.waitsForPageScripts')

/** Every page of the worker, also those a test opens in a context of its own, waits on navigation. */
function waitOnNavigation(prototype: Record<Navigation, unknown> & { [PATCHED]?: boolean }) {
  if (prototype[PATCHED]) return
  prototype[PATCHED] = true
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as Navigation[]) {
    const navigate = prototype[name] as (this: Page, ...args: unknown[]) => Promise<unknown>
    prototype[name] = async function (this: Page, ...args: unknown[]) {
      const response = await navigate.apply(this, args)
      const waitUntil = (args.find((arg) => typeof arg === 'object' && arg !== null) as { waitUntil?: string } | undefined)?.waitUntil
      if (waitUntil !== 'commit') await scriptsHaveRun(this)
      return response
    }
  }
}

export const test = base.extend<object, { pageScripts: undefined }>({
  pageScripts: [
    async ({ browser }, use) => {
      const probe = await browser.newPage()
      waitOnNavigation(Object.getPrototypeOf(probe))
      await probe.close()
      await use(undefined)
    },
    { scope: 'worker', auto: true },
  ],
})
