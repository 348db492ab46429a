// npm run bench:api — the compatibility API's budget (docs/compat-api.md): cached list and
// detail calls at 20 connections through the app server, against a static file from the same
// server in the same run (≥ 1,000 req/s, p99 ≤ 30 ms). On a throw-away seeded database.
// Options: --duration=10 --connections=20 --postgres
import autocannon from 'autocannon'
import { rmSync } from 'node:fs'

import { ensureReferencePage, requireBuild, throwAwaySite } from './bench-lib.mjs'
import { dropPostgresDatabase } from './db.mjs'
import { runOrExit, startSite, waitForHttp, typeScript } from './lib.mjs'

const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback)
const duration = arg('duration', 10)
const connections = arg('connections', 20)
const postgres = process.argv.includes('--postgres')
const port = 3231
const base = `http://127.0.0.1:${port}`

requireBuild()
ensureReferencePage()
const { work, env } = await throwAwaySite('campus_bench_api', { base, postgres })
console.log(`Seeding a throw-away ${postgres ? 'PostgreSQL' : 'SQLite'} database…`)
await runOrExit(...typeScript('scripts/seed.ts', ['--migrate']), { env })
const server = startSite(port, { env, stdio: 'ignore' })
const stop = async () => {
  if (server.exitCode === null && server.signalCode === null) {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
  }
  rmSync(work, { recursive: true, force: true })
  if (postgres) await dropPostgresDatabase('campus_bench_api')
}
process.on('SIGINT', () => stop().finally(() => process.exit(130)))

const rows = []
try {
  await waitForHttp(`${base}/api/health`)
  while ((await fetch(`${base}/api/health`)).status !== 200) await new Promise((resolve) => setTimeout(resolve, 500))
  const first = async (path) => (await (await fetch(base + path)).json()).data[0]
  const news = await first('/ru/api/news')
  const partner = await first('/oz/api/partners')
  const lists = ['/en/api/news', '/ru/api/news/events', '/oz/api/partners', '/ru/api/menu', '/en/api/teams', '/oz/api/gallery', '/ru/api/faculty'].map(
    (path) => ({ path }),
  )
  const details = [
    `/ru/api/news/view/${news.slug}`,
    `/oz/api/partners/view/${partner.slug}`,
    `/en/api/news/sidebar/${news.slug}`,
    '/ru/api/pages/index?index=130',
    '/oz/api/title',
  ].map((path) => ({ path }))
  for (const [label, requests] of [
    ['static file (reference)', [{ path: '/bench-reference.html' }]],
    ['lists (7 calls, rotating)', lists],
    ['details (5 calls, rotating)', details],
  ]) {
    await autocannon({ url: base, connections: 4, duration: 2, requests })
    const result = await autocannon({ url: base, connections, duration, requests })
    rows.push({
      label,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.non2xx + result.errors + result.timeouts,
    })
  }
} finally {
  await stop()
}

console.log(`\nCompatibility API on ${postgres ? 'PostgreSQL' : 'SQLite'}, ${connections} connections, ${duration} s each`)
console.log('| target | req/s | p50 | p99 | errors |\n|---|---|---|---|---|')
for (const r of rows) console.log(`| ${r.label} | ${r.rps} | ${r.p50} ms | ${r.p99} ms | ${r.errors} |`)
const ok = rows.slice(1).every((r) => r.rps >= 1000 && r.p99 <= 30 && r.errors === 0)
console.log(`Budget: ≥ 1,000 req/s and p99 ≤ 30 ms for cached calls. ${ok ? '✓ within budget' : '✗ over budget'}`)
