// npm run bench — serves the production build and measures pages against a static file
// in the same run: the same HTML file from `next start` (public/) and from a bare Node
// server, so the figures can be compared on any machine. Then the weight of each page:
// HTML and JavaScript, gzipped, as a browser on a first visit downloads them.
// Needs a build and seeded data (`npm run site` once). Options: --duration=10 --connections=20
import autocannon from 'autocannon'
import { copyFileSync, existsSync, readFileSync } from 'node:fs'
import http from 'node:http'
import { gzipSync } from 'node:zlib'
import path from 'node:path'

import { bin, ensureSecret, root, start, waitForHttp } from './lib.mjs'

const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback)
const duration = arg('duration', 10)
const connections = arg('connections', 20)
const port = 3210
const staticPort = 3211

if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.error('No production build: run `npm run site` (or `npm run build`) first.')
  process.exit(1)
}
ensureSecret()

// The reference page: a static HTML file of about the size of a rendered page.
const referenceFile = path.join(root, 'public', 'bench-reference.html')
if (!existsSync(referenceFile)) copyFileSync(path.join(root, 'scripts', 'bench-reference.html'), referenceFile)
const referenceBody = readFileSync(referenceFile)
const bare = http
  .createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': referenceBody.length })
    res.end(referenceBody)
  })
  .listen(staticPort, '127.0.0.1')

const server = start(bin('next'), ['start', '-p', String(port)], { env: { NODE_ENV: 'production' }, stdio: 'ignore' })
const stop = () => {
  server.kill('SIGTERM')
  bare.close()
}
process.on('SIGINT', () => (stop(), process.exit(130)))

try {
  await waitForHttp(`http://127.0.0.1:${port}/api/health`)
  const targets = [
    ['static file, bare Node http', `http://127.0.0.1:${staticPort}/bench-reference.html`],
    ['static file, next start (public/)', `http://127.0.0.1:${port}/bench-reference.html`],
    ['home /', `http://127.0.0.1:${port}/`],
    ['home /ru', `http://127.0.0.1:${port}/ru`],
    ['inner /static/about-university', `http://127.0.0.1:${port}/static/about-university`],
    ['inner /uz/static/history', `http://127.0.0.1:${port}/uz/static/history`],
    ['news list /ru/news', `http://127.0.0.1:${port}/ru/news`],
    ['news detail /news/…', `http://127.0.0.1:${port}/news/computer-science-open-day`],
  ]
  // Warm the page cache: the first request of each page renders it.
  for (const [, url] of targets) await fetch(url).then((r) => r.arrayBuffer())

  const rows = []
  for (const [name, url] of targets) {
    const result = await autocannon({ url, connections, duration })
    rows.push({
      name,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx + result.errors,
    })
  }
  const reference = rows[1].rps
  console.log(`\n${connections} connections, ${duration} s each, ${new Date().toISOString()}`)
  console.log('target'.padEnd(36), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'vs next static'.padStart(15), 'errors'.padStart(7))
  for (const row of rows) {
    console.log(
      row.name.padEnd(36),
      row.rps.toFixed(0).padStart(8),
      String(row.p50).padStart(8),
      String(row.p99).padStart(8),
      `${((row.rps / reference) * 100).toFixed(0)}%`.padStart(15),
      String(row.non2xx).padStart(7),
    )
  }

  console.log('\npage weight (gzip)'.padEnd(37), 'HTML KiB'.padStart(9), 'JS KiB'.padStart(8), 'scripts'.padStart(8))
  for (const [name, url] of targets.slice(2)) {
    const html = await (await fetch(url)).text()
    // Modern browsers skip `nomodule` scripts (the legacy polyfills), so they are not counted.
    const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)].filter((m) => !/nomodule/i.test(m[0]))
    const scripts = [...new Set(tags.map((m) => m[1]))]
    let js = 0
    for (const src of scripts) js += gzipSync(Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer())).length
    const kb = (bytes) => (bytes / 1024).toFixed(1)
    console.log(name.padEnd(36), kb(gzipSync(Buffer.from(html)).length).padStart(9), kb(js).padStart(8), String(scripts.length).padStart(8))
  }
} finally {
  stop()
}
