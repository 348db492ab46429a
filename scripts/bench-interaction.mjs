// npm run bench:interaction — what a visitor feels in the first seconds, on the production build
// with Debian's Chromium at a phone's size (375 × 812), cold cache, in one run:
//   paint        first contentful paint
//   ready        the page's scripts have run (<html data-hydrated>, set by the layout)
//   ready−paint  the window in which only links and forms work by themselves (decision 054)
//   tap→shown    a tap on the menu button at the moment of first paint, until the menu is shown
//   INP p75      Interaction to Next Paint: p75 of five taps on the menu button once ready (the
//                Event Timing API's duration per interaction, as web-vitals computes INP)
// at 1× and 4× CPU slowdown (CDP Emulation.setCPUThrottlingRate, as on a mid-range phone),
// median of --runs, for home, the news list, a story, a static page and /form in three languages,
// with the framework-free page /bench-floor as the reference for paint. Both designs of decision
// 038 are measured in the same run, each on its own server: scripts after the first paint
// (SCRIPTS_AFTER_PAINT=true) and scripts with the page (false).
// Needs a build and seeded data (`npm run site` once). Options: --runs=3 --locales=en,ru,uz
// --pages=home,news,news-detail,static,form --rates=1,4 --designs=after-paint,with-page
import { chromium } from '@playwright/test'

import { BROWSER_PAGES, localized, prepareBrowserBench } from './bench-lib.mjs'
import { startSite, waitForHttp } from './lib.mjs'

const option = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback
const runs = Number(option('runs', 3))
const locales = option('locales', 'en,ru,uz').split(',')
const rates = option('rates', '1,4').split(',').map(Number)
const pageNames = option('pages', Object.keys(BROWSER_PAGES).join(',')).split(',')
const designs = { 'after-paint': 'true', 'with-page': 'false' }
const designNames = option('designs', Object.keys(designs).join(',')).split(',')
const SETTLE_MS = 15_000

const executablePath = prepareBrowserBench(pageNames)
for (const name of designNames) if (!designs[name]) throw new Error(`Unknown design "${name}": ${Object.keys(designs).join(', ')}`)

// Runs in the page before its own scripts: records paint, readiness, the tap at first paint and
// its effect, and every interaction's duration.
function observe() {
  const times = { paint: null, ready: null, tap: null, shown: null, interactions: {} }
  window.__interaction = times
  // The menu is a popover (decision 058); before it was, it was put in the page when opened.
  const menuShown = () => document.querySelector('[data-testid="mobile-menu"]:is(:popover-open, :not([popover]))')
  new PerformanceObserver((list) => {
    if (times.paint !== null || !list.getEntriesByName('first-contentful-paint').length) return
    times.paint = list.getEntriesByName('first-contentful-paint')[0].startTime
    const toggle = document.querySelector('[data-testid="mobile-menu-toggle"]')
    if (!toggle) return
    times.tap = performance.now()
    toggle.click()
  }).observe({ type: 'paint', buffered: true })
  new MutationObserver(() => {
    const html = document.documentElement
    if (times.ready === null && html?.hasAttribute('data-hydrated')) times.ready = performance.now()
    if (times.tap !== null && times.shown === null && menuShown()) times.shown = performance.now()
  }).observe(document, { attributes: true, childList: true, subtree: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue
      times.interactions[entry.interactionId] = Math.max(times.interactions[entry.interactionId] ?? 0, entry.duration)
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true })
}

async function sample(browser, base, address, rate) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, hasTouch: false })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
  await page.addInitScript(observe)
  await page.goto(`${base}${address}`, { waitUntil: 'load' })
  const hasMenu = (await page.locator('[data-testid="mobile-menu-toggle"]').count()) > 0
  await page
    .waitForFunction(
      () => document.documentElement.hasAttribute('data-hydrated') && document.querySelector('[data-testid="mobile-menu"]:is(:popover-open, :not([popover]))'),
      undefined,
      {
        timeout: SETTLE_MS,
      },
    )
    .catch(() => {})
  if (hasMenu) {
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Escape')
      await page.locator('[data-testid="mobile-menu"]').waitFor({ state: 'hidden', timeout: SETTLE_MS })
      await page.locator('[data-testid="mobile-menu-toggle"]').click()
      await page.locator('[data-testid="mobile-menu"]').waitFor({ state: 'visible', timeout: SETTLE_MS })
    }
    // Event Timing reports an interaction once the next frame is painted.
    await page.waitForTimeout(300 * rate)
  }
  const times = await page.evaluate(() => window.__interaction)
  await context.close()
  const durations = Object.values(times.interactions).sort((a, b) => a - b)
  return {
    paint: times.paint,
    ready: times.ready,
    window: times.ready !== null && times.paint !== null ? times.ready - times.paint : null,
    tapShown: times.shown !== null && times.tap !== null ? times.shown - times.tap : null,
    inp: durations.length ? durations[Math.min(durations.length - 1, Math.ceil(durations.length * 0.75) - 1)] : null,
  }
}

const median = (values) => {
  const known = values.filter((value) => value !== null).sort((a, b) => a - b)
  return known.length === values.length && known.length ? known[Math.floor((known.length - 1) / 2)] : null
}
const ms = (value) => (value === null ? '—' : `${Math.round(value)}`)

const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
})
const rows = []
let port = 3240
for (const design of designNames) {
  const base = `http://127.0.0.1:${++port}`
  const server = startSite(port, { stdio: 'ignore', env: { SITE_URL: base, SCRIPTS_AFTER_PAINT: designs[design] } })
  try {
    await waitForHttp(`${base}/api/health`)
    const targets = [
      ['floor', '', '/bench-floor'],
      ...pageNames.flatMap((name) => locales.map((locale) => [name, locale, localized(locale, BROWSER_PAGES[name])])),
    ]
    // Warm the server's page memo, so the figures are the browser's, not the first render's.
    for (const [, , address] of targets) await fetch(`${base}${address}`).then((response) => response.arrayBuffer())
    for (const rate of rates) {
      for (const [name, locale, address] of targets) {
        const samples = []
        for (let run = 0; run < runs; run++) samples.push(await sample(browser, base, address, rate))
        const row = { design, rate, page: name, locale }
        for (const key of ['paint', 'ready', 'window', 'tapShown', 'inp']) row[key] = median(samples.map((one) => one[key]))
        rows.push(row)
        console.error(
          `${design} ${rate}× ${name} ${locale}: paint ${ms(row.paint)} ms, ready ${ms(row.ready)} ms, tap→shown ${ms(row.tapShown)} ms, INP ${ms(row.inp)} ms`,
        )
      }
    }
  } finally {
    server.kill('SIGTERM')
  }
}
await browser.close()

console.log(`\nWhat a visitor feels at 375 px, cold cache; median of ${runs} (ms). The floor page has no scripts or menu.\n`)
console.log('| design | CPU | page | lang | paint | ready | ready − paint | tap at paint → menu shown | INP p75 |')
console.log('|---|---|---|---|---|---|---|---|---|')
for (const row of rows) {
  console.log(
    `| ${row.design} | ${row.rate}× | ${row.page} | ${row.locale || '—'} | ${ms(row.paint)} | ${ms(row.ready)} | ${ms(row.window)} | ${ms(row.tapShown)} | ${ms(row.inp)} |`,
  )
}
// One line per design and slowdown: the medians over the site's pages.
console.log('\n| design | CPU | paint | ready − paint | tap at paint → menu shown | INP p75 |')
console.log('|---|---|---|---|---|---|')
for (const design of designNames) {
  for (const rate of rates) {
    const mine = rows.filter((row) => row.design === design && row.rate === rate && row.page !== 'floor')
    // Over the pages that gave a figure, saying how many when some did not.
    const over = (key) => {
      const known = mine.map((row) => row[key]).filter((value) => value !== null)
      const figure = ms(median(known))
      return known.length < mine.length ? `${figure} (${known.length} of ${mine.length})` : figure
    }
    console.log(`| ${design} | ${rate}× | ${over('paint')} | ${over('window')} | ${over('tapShown')} | ${over('inp')} |`)
  }
}
