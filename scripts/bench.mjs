// npm run bench — serves the production build and measures pages against a static file
// in the same run: the same HTML file from the production server (public/) and from a bare Node
// server, so the figures can be compared on any machine; and the framework's floor, a trivial
// cached Next page (/bench-floor: one heading, no data, no client code), which every cached page
// is compared with. Then the weight of each page:
// HTML and JavaScript, gzipped, as a browser on a first visit downloads them.
// When an nginx binary is found, the same pages are measured again through nginx with the
// production config (deploy/nginx/campus.conf, micro-cache) in front of the same production server (src/server.ts).
// Needs a build and seeded data (`npm run site` once). Options: --duration=10 --connections=20
import autocannon from 'autocannon'
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs'
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
  // Rendered per request; a repeated query is answered from memory (src/search/server/pageMemo.ts).
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
    proxy = await startNginx({ nginx, port: nginxPort, appPort: port })
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

  const rows = []
  for (const { name, url, headers, viaNginx, page, floor } of targets) {
    const result = await autocannon({ url, headers, connections, duration })
    const cache = viaNginx ? await get(url, headers) : ''
    rows.push({
      name,
      page,
      floor,
      viaNginx,
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
          ['cache', 7, (row) => row.cache],
        ]
      : []),
    ['errors', 7, (row) => String(row.non2xx)],
  ]
  console.log(`\n${connections} connections, ${duration} s each, ${new Date().toISOString()}`)
  console.log('target'.padEnd(width), ...columns.map(([title, size]) => title.padStart(size)))
  for (const row of rows) console.log(row.name.padEnd(width), ...columns.map(([, size, value]) => value(row).padStart(size)))
  console.log('budget: app server alone, every cached page ≥ 60% of the floor; via nginx, ≥ 70% of "static file, app server", p99 < 100 ms')
  const slow = rows.filter((row) => row.page && !row.viaNginx && row.rps < floor * 0.6)
  if (slow.length) console.log(`under 60% of the floor: ${slow.map((row) => row.name).join(', ')}`)
  if (!nginx) console.log(`rows via nginx skipped: ${nginxMissingReason()}`)

  console.log('\npage weight'.padEnd(width + 1), 'raw KiB'.padStart(9), 'gzip KiB'.padStart(9), 'JS KiB'.padStart(8), 'scripts'.padStart(8))
  for (const { name, url } of targets.filter((target) => target.page && !target.viaNginx)) {
    const html = await (await fetch(url)).text()
    // Modern browsers skip `nomodule` scripts (the legacy polyfills), so they are not counted.
    const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)].filter((m) => !/nomodule/i.test(m[0]))
    // Next's chunks as the server sends them: listed in the script that adds them after the first paint (src/lib/scriptsAfterPaint.ts).
    const started = /<script>\(function\(s\)\{[^\n]*?first-contentful-paint[^\n]*?\}\)\((\[[^\]]*\])\)<\/script>/.exec(html)
    const scripts = [...new Set([...tags.map((m) => m[1]), ...(started ? JSON.parse(started[1]) : [])])]
    let js = 0
    for (const src of scripts) js += gzipSync(Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer())).length
    const kb = (bytes) => (bytes / 1024).toFixed(1)
    const htmlBytes = gzipSync(Buffer.from(html)).length
    const over = [htmlBytes > 30 * 1024 && 'HTML over 30 KiB', js > 150 * 1024 && 'JS over 150 KiB'].filter(Boolean).join(', ')
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
    'budget: HTML ≤ 30 KiB and JavaScript ≤ 150 KiB gzip on every page; raw HTML is uncompressed (first-load total on a phone: npm run bench:lighthouse)',
  )
} finally {
  await stop()
}
