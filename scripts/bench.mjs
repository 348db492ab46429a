// npm run bench — serves the production build and measures pages against a static file
// in the same run: the same HTML file from the production server (public/) and from a bare Node
// server, so the figures can be compared on any machine; and the framework's floor, a trivial
// cached Next page (/bench-floor: one heading, no data, no client code), which every cached page
// is compared with. Then the weight of each page:
// HTML and JavaScript, gzipped, as a browser on a first visit downloads them.
// When an nginx binary is found, the same pages are measured again through nginx with the
// production config (deploy/nginx/campus.conf, micro-cache) in front of the same production server (src/edge/server.ts),
// each against the same HTML saved as a file that nginx serves itself ("same HTML, nginx static").
// Rows through nginx are measured with wrk when it is installed (Debian's wrk): autocannon, one
// Node process, tops out near 8k requests a second, below nginx.
// Needs a build and seeded data (`npm run site` once). Options: --duration=10 --connections=20
import autocannon from 'autocannon'
import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { gzipSync } from 'node:zlib'
import path from 'node:path'

import { ensureSecret, root, startSite, waitForHttp } from './lib.mjs'
import { findNginx, nginxMissingReason, startNginx } from './nginx.mjs'

const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback)
const duration = arg('duration', 10)
const connections = arg('connections', 20)
const port = 3210
const staticPort = 3211
const nginxPort = 3212

if (!existsSync(path.join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'))) {
  console.error('No production build: run `npm run site` (or `npm run build`) first.')
  process.exit(1)
}
ensureSecret()

// The reference page: a static HTML file of about the size of a rendered page.
const referenceFile = path.join(root, 'public', 'bench-reference.html')
mkdirSync(path.dirname(referenceFile), { recursive: true })
if (!existsSync(referenceFile)) copyFileSync(path.join(root, 'scripts', 'bench-reference.html'), referenceFile)
const referenceBody = readFileSync(referenceFile)
const bare = http
  .createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': referenceBody.length })
    res.end(referenceBody)
  })
  .listen(staticPort, '127.0.0.1')

const server = startSite(port, { stdio: 'ignore' })
let proxy = null
const stop = async () => {
  server.kill('SIGTERM')
  bare.close()
  await proxy?.stop()
}
process.on('SIGINT', () => stop().finally(() => process.exit(130)))

const pages = [
  ['home /', '/'],
  ['home /ru', '/ru'],
  ['inner /static/about-university', '/static/about-university'],
  ['inner /uz/static/history', '/uz/static/history'],
  ['news list /ru/news', '/ru/news'],
  ['news detail /news/…', '/news/computer-science-open-day'],
  ['form /form', '/form'],
  // Rendered per request; a repeated query is answered from memory (src/edge/keptSearchPages.ts).
  ['search page, repeated query', '/search?q=university'],
]
// Through nginx, `/` is kept per language for first visits too (decision 015): a first visit
// (no cookie) and a returning visitor are both measured.
const returningVisitor = { cookie: 'i18n_redirected=en' }

/**
 * One GET with exactly the headers autocannon sends (fetch would add Accept-Encoding, which
 * nginx's cache keeps apart): warms the same cache entry the run uses, and tells what nginx's
 * cache did with it (HIT, STALE, MISS…).
 */
function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        res.resume()
        res.on('end', () => resolve(res.headers['x-cache-status'] || 'none'))
      })
      .on('error', reject)
  })
}

const wrk = spawnSync('wrk', ['--version']).error ? null : 'wrk'

/** wrk's figures in autocannon's shape: requests a second, p50 and p99 in ms, failures. */
function runWrk(url, headers = {}) {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`])
  const { stdout } = spawnSync('wrk', ['-t2', `-c${connections}`, `-d${duration}s`, '--latency', ...headerArgs, url], { encoding: 'utf8' })
  const ms = (label) => {
    const [, value, unit] = new RegExp(`^\\s*${label}%\\s+([\\d.]+)(us|ms|s)`, 'm').exec(stdout) ?? []
    return value === undefined ? Number.NaN : Number(value) * { us: 0.001, ms: 1, s: 1000 }[unit]
  }
  const socketErrors = (/Socket errors: (.*)/.exec(stdout)?.[1].match(/\d+/g) ?? []).reduce((sum, n) => sum + Number(n), 0)
  const failed = Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0) + socketErrors
  return { requests: { average: Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? 0) }, latency: { p50: ms(50), p99: ms(99) }, non2xx: failed, errors: 0 }
}

try {
  await waitForHttp(`http://127.0.0.1:${port}/api/health`)
  const next = `http://127.0.0.1:${port}`
  const targets = [
    { name: 'static file, bare Node http', url: `http://127.0.0.1:${staticPort}/bench-reference.html` },
    { name: 'static file, app server (public/)', url: `${next}/bench-reference.html` },
    { name: 'floor: trivial cached Next page', url: `${next}/bench-floor`, floor: true },
    ...pages.map(([name, page]) => ({ name, url: next + page, page: true })),
  ]
  const nginx = findNginx()
  if (nginx) {
    proxy = await startNginx({ nginx, port: nginxPort, appPort: port, staticFiles: true })
    targets.push(
      { name: 'static file, via nginx micro-cache', url: `${proxy.url}/bench-reference.html`, viaNginx: true },
      { name: 'home / first visit, via nginx', url: `${proxy.url}/`, viaNginx: true, page: true },
      ...pages.map(([name, page]) => ({
        name: `${name === 'home /' ? 'home / (cookie set)' : name}, via nginx micro-cache`,
        url: proxy.url + page,
        headers: name === 'home /' ? returningVisitor : undefined,
        viaNginx: true,
        page: true,
      })),
    )
  }
  // Warm the caches: the first request of each page renders it (and fills nginx's cache); then
  // two seconds of load on each, so every row is measured on compiled code, not the first ones.
  for (const { url, headers } of targets) await get(url, headers)
  for (const { url, headers } of targets) await autocannon({ url, headers, connections, duration: 2 })
  // Each page through nginx, as nginx sends it, saved as a file nginx serves itself: the reference.
  if (proxy) {
    for (const [index, target] of [...targets.entries()].filter(([, target]) => target.viaNginx && target.page).reverse()) {
      const file = `page-${index}.html`
      writeFileSync(path.join(proxy.prefix, 'static', file), Buffer.from(await (await fetch(target.url, { headers: target.headers })).arrayBuffer()))
      targets.splice(index + 1, 0, { name: '  same HTML, nginx static', url: `${proxy.url}/bench-static/${file}`, viaNginx: true, copy: true })
    }
  }

  const rows = []
  for (const { name, url, headers, viaNginx, page, floor, copy } of targets) {
    const result = viaNginx && wrk ? runWrk(url, headers) : await autocannon({ url, headers, connections, duration })
    const cache = viaNginx && !copy ? await get(url, headers) : ''
    rows.push({
      name,
      page,
      floor,
      viaNginx,
      copy,
      cache,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx + result.errors,
    })
  }
  const reference = rows[1].rps
  const floor = rows.find((row) => row.floor).rps
  const nginxReference = rows.find((row) => row.name.startsWith('static file, via nginx'))?.rps
  const percent = (value, of) => `${((value / of) * 100).toFixed(0)}%`
  const width = Math.max(...rows.map((row) => row.name.length)) + 1
  // Columns: title, width, value; the nginx ones only when nginx ran.
  const columns = [
    ['req/s', 8, (row) => row.rps.toFixed(0)],
    ['p50 ms', 7, (row) => String(row.p50)],
    ['p99 ms', 7, (row) => String(row.p99)],
    ['vs app static', 14, (row) => percent(row.rps, reference)],
    ['vs floor', 9, (row) => (row.viaNginx ? '' : percent(row.rps, floor))],
    ...(nginxReference
      ? [
          ['vs nginx static', 16, (row) => percent(row.rps, nginxReference)],
          // A page through nginx against the same HTML as a file nginx serves (the row below it).
          ['vs same HTML', 13, (row) => (row.viaNginx && row.page ? percent(row.rps, rows[rows.indexOf(row) + 1].rps) : '')],
          ['cache', 7, (row) => row.cache],
        ]
      : []),
    ['errors', 7, (row) => String(row.non2xx)],
  ]
  console.log(`\n${connections} connections, ${duration} s each, ${new Date().toISOString()}`)
  console.log('target'.padEnd(width), ...columns.map(([title, size]) => title.padStart(size)))
  for (const row of rows) console.log(row.name.padEnd(width), ...columns.map(([, size, value]) => value(row).padStart(size)))
  console.log('budget: app server alone, every cached page ≥ 60% of the floor; via nginx, ≥ 70% of the same HTML served by nginx as a file, p99 < 100 ms')
  if (proxy) console.log(`through nginx measured with ${wrk ? 'wrk -t2' : 'autocannon (install wrk: autocannon tops out near 8k req/s)'}`)
  const slow = rows.filter((row) => row.page && !row.viaNginx && row.rps < floor * 0.6)
  if (slow.length) console.log(`under 60% of the floor: ${slow.map((row) => row.name).join(', ')}`)
  if (!nginx) console.log(`rows via nginx skipped: ${nginxMissingReason()}`)

  console.log('\npage weight'.padEnd(width + 1), 'raw KiB'.padStart(9), 'gzip KiB'.padStart(9), 'JS KiB'.padStart(8), 'scripts'.padStart(8))
  for (const { name, url } of targets.filter((target) => target.page && !target.viaNginx)) {
    const html = await (await fetch(url)).text()
    // Modern browsers skip `nomodule` scripts (the legacy polyfills), so they are not counted.
    const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)].filter((m) => !/nomodule/i.test(m[0]))
    // Next's chunks as the server sends them: listed in the script that adds them after the first paint (src/lib/scriptsAfterPaint.ts).
    const started = /<script>\(function\(s\)\{[^\n]*?first-contentful-paint[^\n]*?\}\)\((\[[^\]]*\])\)[;<]/.exec(html)
    const scripts = [...new Set([...tags.map((m) => m[1]), ...(started ? JSON.parse(started[1]) : [])])]
    let js = 0
    for (const src of scripts) js += gzipSync(Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer())).length
    const kb = (bytes) => (bytes / 1024).toFixed(1)
    const htmlBytes = gzipSync(Buffer.from(html)).length
    // Issue 31's raw budgets: home ≤ 110 KiB, every other page ≤ 60 KiB.
    const rawBudget = name.startsWith('home') ? 110 : 60
    const over = [
      Buffer.byteLength(html) > rawBudget * 1024 && `raw over ${rawBudget} KiB`,
      htmlBytes > 30 * 1024 && 'HTML over 30 KiB',
      js > 150 * 1024 && 'JS over 150 KiB',
    ]
      .filter(Boolean)
      .join(', ')
    console.log(
      name.padEnd(width),
      kb(Buffer.byteLength(html)).padStart(9),
      kb(htmlBytes).padStart(9),
      kb(js).padStart(8),
      String(scripts.length).padStart(8),
      over,
    )
  }
  console.log(
    'budget: raw HTML ≤ 110 KiB on home and ≤ 60 KiB elsewhere; HTML ≤ 30 KiB and JavaScript ≤ 150 KiB gzip on every page (first-load total on a phone: npm run bench:lighthouse)',
  )
} finally {
  await stop()
}
