// npm run bench:lighthouse — Lighthouse (from npm) with Debian's Chromium, offline, against the
// production build: home, news list, news detail, a static page and the application form, in
// English, Russian and Uzbek, on a phone (Lighthouse's mobile preset: simulated slow 4G and a
// 4× slower CPU) and on a desktop; the median of 5 runs of each. Prints a table with the
// budgets and keeps every run's scores and the median run's full report (JSON) under
// bench-results/lighthouse/<time>/.
// Needs a build and seeded data (`npm run site` once). Options: --runs=5 --locales=en,ru,uz
// --pages=home,news,news-detail,static,form --form-factors=mobile,desktop
import lighthouse, { desktopConfig } from 'lighthouse'
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { BROWSER_PAGES, localized, prepareBrowserBench } from './bench-lib.mjs'
import { root, startSite, waitForHttp } from './lib.mjs'

const option = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback
const runs = Number(option('runs', 5))
const locales = option('locales', 'en,ru,uz').split(',')
const formFactors = option('form-factors', 'mobile,desktop').split(',')
const pageNames = option('pages', Object.keys(BROWSER_PAGES).join(',')).split(',')
const chromium = prepareBrowserBench(pageNames)
const port = 3230

/** One headless Chromium for every run; Lighthouse opens a fresh tab and clears the site's storage each time. */
async function startChromium() {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-chromium-'))
  const browser = spawn(
    chromium,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-default-apps',
      '--disable-extensions',
      '--no-first-run',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  const debuggingPort = await new Promise((resolve, reject) => {
    let output = ''
    browser.stderr.on('data', (chunk) => {
      output += chunk
      const found = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output)
      if (found) resolve(Number(found[1]))
    })
    browser.on('exit', (code) => reject(new Error(`Chromium stopped (${code}): ${output.slice(-500)}`)))
  })
  return {
    port: debuggingPort,
    stop: async () => {
      const exited = new Promise((resolve) => browser.once('exit', resolve))
      browser.kill('SIGTERM')
      await exited
      rmSync(profile, { recursive: true, force: true, maxRetries: 5 })
    },
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}
const categories = ['performance', 'accessibility', 'best-practices', 'seo']
const metrics = {
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  bytes: 'total-byte-weight',
}

const base = `http://127.0.0.1:${port}`
const server = startSite(port, { stdio: 'ignore', env: { SITE_URL: base } })
let browser
const stop = async () => {
  server.kill('SIGTERM')
  await browser?.stop()
}
process.on('SIGINT', () => stop().finally(() => process.exit(130)))

const stamp = new Date().toISOString().replace(/[:.]/g, '-')
const out = path.join(root, 'bench-results', 'lighthouse', stamp)
mkdirSync(out, { recursive: true })

try {
  await waitForHttp(`${base}/api/health`)
  browser = await startChromium()
  const results = []
  for (const formFactor of formFactors) {
    for (const name of pageNames) {
      for (const locale of locales) {
        const url = base + localized(locale, BROWSER_PAGES[name])
        // Render it once, as a visitor before the run would have: Lighthouse measures the cached page.
        await fetch(url, { headers: { cookie: `i18n_redirected=${locale}` } })
        const reports = []
        for (let run = 0; run < runs; run++) {
          const result = await lighthouse(
            url,
            { port: browser.port, output: 'json', logLevel: 'error', onlyCategories: categories },
            formFactor === 'desktop' ? desktopConfig : undefined,
          )
          reports.push(result.lhr)
        }
        const scores = reports.map((lhr) => ({
          ...Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
          ...Object.fromEntries(Object.entries(metrics).map(([key, audit]) => [key, lhr.audits[audit]?.numericValue ?? NaN])),
          failing: categories
            .filter((c) => c !== 'performance')
            .flatMap((c) =>
              lhr.categories[c].auditRefs
                .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
                .map((ref) => ref.id),
            ),
        }))
        const middle = median(scores.map((s) => s.performance))
        const chosen = reports[scores.findIndex((s) => s.performance === middle)]
        writeFileSync(path.join(out, `${formFactor}-${name}-${locale}.json`), JSON.stringify(chosen))
        const row = {
          formFactor,
          page: name,
          locale,
          url: localized(locale, BROWSER_PAGES[name]),
          ...Object.fromEntries([...categories, ...Object.keys(metrics)].map((key) => [key, median(scores.map((s) => s[key]))])),
          failing: [...new Set(scores.flatMap((s) => s.failing))],
          runs: scores,
        }
        results.push(row)
        console.log(
          `${formFactor.padEnd(8)} ${row.url.padEnd(34)} perf ${String(row.performance).padStart(3)}  a11y ${row.accessibility}  bp ${row['best-practices']}  seo ${row.seo}` +
            `  LCP ${(row.lcp / 1000).toFixed(2)} s  TBT ${row.tbt.toFixed(0)} ms  CLS ${row.cls.toFixed(3)}  ${(row.bytes / 1024).toFixed(0)} KiB` +
            (row.failing.length ? `  failing: ${row.failing.join(', ')}` : ''),
        )
      }
    }
  }
  writeFileSync(path.join(out, 'summary.json'), JSON.stringify({ runs, chromium, date: new Date().toISOString(), results }, null, 2))

  // The budgets (issue: Lighthouse mobile ≥ 95 on every page, desktop 100, the other categories 100,
  // LCP ≤ 2.5 s, TBT ≤ 150 ms, CLS 0; home ≤ 350 KiB on a phone).
  const misses = results.flatMap((row) => {
    const where = `${row.formFactor} ${row.url}`
    return [
      row.performance < (row.formFactor === 'mobile' ? 95 : 100) && `${where}: performance ${row.performance}`,
      ...['accessibility', 'best-practices', 'seo'].map((c) => row[c] < 100 && `${where}: ${c} ${row[c]}`),
      row.lcp > 2500 && `${where}: LCP ${(row.lcp / 1000).toFixed(2)} s`,
      row.tbt > 150 && `${where}: TBT ${row.tbt.toFixed(0)} ms`,
      row.cls > 0.001 && `${where}: CLS ${row.cls.toFixed(3)}`,
      row.page === 'home' && row.formFactor === 'mobile' && row.bytes > 350 * 1024 && `${where}: ${(row.bytes / 1024).toFixed(0)} KiB`,
    ].filter(Boolean)
  })
  console.log(`\nmedian of ${runs} runs each; reports in ${path.relative(root, out)}/`)
  console.log(misses.length ? `over budget:\n  ${misses.join('\n  ')}` : 'every page within budget')
} finally {
  await stop()
}
