// Playwright's `test` for this suite. A person acts on what they see: the tests act as soon as a
// navigation has loaded, without waiting for the page's scripts (Next's chunks start after the
// first paint, src/lib/scriptsAfterPaint.ts, often after the load event). Every control works in
// that window, by itself or through the keeper of early actions (docs/decisions/054-early-actions.md),
// and the tests prove it by not waiting.
//
// A test that needs the scripts to have run says why, with `test.use({ scriptsFirst: 'why' })`:
// then every navigation by `goto`, `reload`, `goBack` and `goForward`, on any page of the test
// (also in a context it makes itself), also waits until <html data-hydrated>, when the page
// started its scripts; a page without JavaScript, or whose scripts a test refuses, is not waited
// for beyond a few seconds. `scriptsHaveRun(page)` is the same wait, for one place in a test.
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
/** The running test's reason to wait for the scripts, if it gave one (one test at a time per worker). */
let waitReason: string | null = null

/** Every page of the worker, also those a test opens in a context of its own, waits when asked to. */
function waitOnNavigation(prototype: Record<Navigation, unknown> & { [PATCHED]?: boolean }) {
  if (prototype[PATCHED]) return
  prototype[PATCHED] = true
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as Navigation[]) {
    const navigate = prototype[name] as (this: Page, ...args: unknown[]) => Promise<unknown>
    prototype[name] = async function (this: Page, ...args: unknown[]) {
      const response = await navigate.apply(this, args)
      const waitUntil = (args.find((arg) => typeof arg === 'object' && arg !== null) as { waitUntil?: string } | undefined)?.waitUntil
      if (waitReason && waitUntil !== 'commit') await scriptsHaveRun(this)
      return response
    }
  }
}

export const test = base.extend<{ scriptsFirst: string | null; waitsForScripts: undefined }, { pageScripts: undefined }>({
  /** Why the test's navigations wait for the page's scripts; none by default. */
  scriptsFirst: [null, { option: true }],
  waitsForScripts: [
    async ({ scriptsFirst }, use) => {
      waitReason = scriptsFirst
      await use(undefined)
      waitReason = null
    },
    { auto: true },
  ],
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
