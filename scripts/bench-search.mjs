// npm run bench:search — the search budgets, on a throw-away database behind the production build:
//  1. 10,000 generated news in three languages on top of the demo content; a full rebuild of
//     the index timed, and the indexing of single documents (scripts/bench-search-fixture.ts).
//  2. At 20 connections through the app server: the search call and the suggestions, with a
//     rotating set of queries in three languages (typos and prefixes included), against the
//     health route and a static file from the same server in the same run. Server time is
//     read from each answer's Server-Timing header.
// Options: --count=10000 --duration=10 --connections=20 --postgres --no-cache (every answer
// computed: the server's remembered answers turned off, SEARCH_CACHE_ENTRIES=0). The last row is
// the results page with a query new to the server each time, one request at a time (budget p95 ≤ 25 ms).
import autocannon from 'autocannon'
import { rmSync } from 'node:fs'

import { ensureReferencePage, requireBuild, throwAwaySite } from './bench-lib.mjs'
import { dropPostgresDatabase } from './db.mjs'
import { root, runOrExit, startSite, waitForHttp, typeScript } from './lib.mjs'

const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback)
const count = arg('count', 10_000)
const duration = arg('duration', 10)
const connections = arg('connections', 20)
const port = 3230
const base = `http://127.0.0.1:${port}`
const postgres = process.argv.includes('--postgres')
const noCache = process.argv.includes('--no-cache')

requireBuild()
ensureReferencePage()
const { work, env } = await throwAwaySite('campus_bench_search', { base, postgres, settings: noCache ? { SEARCH_CACHE_ENTRIES: '0' } : {} })
console.log(`Seeding a throw-away ${postgres ? 'PostgreSQL' : 'SQLite'} database…`)
await runOrExit(...typeScript('scripts/seed.ts', ['--migrate']), { env })

// The fixture script prints its figures as the last line.
let fixture
{
  const { spawn } = await import('node:child_process')
  const child = spawn(...typeScript('scripts/bench-search-fixture.ts', [`--count=${count}`]), {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let out = ''
  child.stdout.on('data', (chunk) => {
    out += chunk
  })
  const code = await new Promise((resolve) => child.on('exit', resolve))
  if (code !== 0) process.exit(code ?? 1)
  fixture = JSON.parse(out.trim().split('\n').at(-1))
}

const server = startSite(port, { env, stdio: 'ignore' })
const stop = async () => {
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
  rmSync(work, { recursive: true, force: true })
  if (postgres) await dropPostgresDatabase('campus_bench_search')
}
process.on('SIGINT', () => stop().finally(() => process.exit(130)))
await waitForHttp(`${base}/api/health`)
// The server answers searches itself once Payload is up; give its warm-up a moment.
await new Promise((resolve) => setTimeout(resolve, 3000))

/** Queries as visitors type them: whole words, a typo, an unfinished word, two words, per language. */
function queries() {
  const words = fixture.sampleWords
  const typo = (w) => (w.length >= 6 ? w.slice(0, 2) + w[3] + w[2] + w.slice(4) : w)
  const list = []
  for (const [locale, code] of [
    ['en', 'en'],
    ['ru', 'ru'],
    ['uz', 'oz'],
  ]) {
    const w = words[locale].filter((word) => word.length >= 6)
    list.push([code, w[0]], [code, typo(w[1])], [code, w[2].slice(0, 3)], [code, `${w[3]} ${w[4]}`], [code, w[5]], [code, typo(w[6])], [code, w[7].slice(0, 4)])
  }
  list.push(['en', 'open day'], ['ru', 'приёма'], ['oz', "to'lov"], ['en', 'tution'], ['ru', 'общежития'], ['oz', 'ётоқхона'])
  return list
}

const timings = (headers) => {
  for (let i = 0; i < headers.length; i += 2) {
    if (String(headers[i]).toLowerCase() === 'server-timing') return Number(/dur=([\d.]+)/.exec(String(headers[i + 1]))?.[1])
  }
  return undefined
}

async function measure(label, requests) {
  const serverTimes = []
  const result = await autocannon({
    url: base,
    connections,
    duration,
    requests,
    setupClient: (client) =>
      client.on('headers', ({ headers }) => {
        const ms = timings(headers)
        if (ms !== undefined && !Number.isNaN(ms)) serverTimes.push(ms)
      }),
  })
  serverTimes.sort((a, b) => a - b)
  const q = (p) => (serverTimes.length ? serverTimes[Math.min(serverTimes.length - 1, Math.floor(p * serverTimes.length))].toFixed(1) : '–')
  const errors = result.non2xx + result.errors + result.timeouts
  return { label, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, serverP50: q(0.5), serverP95: q(0.95), errors }
}

const path_ = (code, q, suggest = false) => `/${code}/api/search${suggest ? '/suggest' : ''}?q=${encodeURIComponent(q)}`
const list = queries()
const rows = []
for (const [label, reqs] of [
  ['static file (reference)', [{ path: '/bench-reference.html' }]],
  ['health route, Next (reference)', [{ path: '/api/health' }]],
  ['search', list.map(([code, q]) => ({ path: path_(code, q) }))],
  ['suggestions', list.map(([code, q]) => ({ path: path_(code, q.slice(0, Math.max(3, q.length - 2)), true) }))],
]) {
  // A short warm-up of each target before it is measured.
  await autocannon({ url: base, connections: 4, duration: 2, requests: reqs })
  rows.push(await measure(label, reqs))
}

// The results page a visitor gets, every query new to the server: each request's address is one
// the page memo has not seen (an extra parameter the page ignores), so the page is rendered and,
// with --no-cache, its answer computed. One connection, so the latency is the server's own time.
const pagePath = (code, q) => `${code === 'en' ? '' : `/${code === 'oz' ? 'uz' : code}`}/search?q=${encodeURIComponent(q)}`
let visit = 0
const newPages = [{ setupRequest: (request) => ({ ...request, path: `${pagePath(...list[visit % list.length])}&visit=${++visit}` }) }]
await autocannon({ url: base, connections: 1, duration: 2, requests: newPages })
const pageTimes = []
// A page filled into its shell (decision 070) says so, with its search's own time.
const searchTimes = []
let fromShell = 0
const page = await autocannon({
  url: base,
  connections: 1,
  duration,
  requests: newPages,
  setupClient: (client) => {
    client.on('response', (_status, _bytes, ms) => pageTimes.push(ms))
    client.on('headers', ({ headers }) => {
      const ms = timings(headers)
      if (ms === undefined || Number.isNaN(ms)) return
      fromShell++
      searchTimes.push(ms)
    })
  },
})
pageTimes.sort((a, b) => a - b)
searchTimes.sort((a, b) => a - b)
const at = (times, p) => (times.length ? times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(1) : '–')
const pageAt = (p) => at(pageTimes, p)
const pageRow = {
  label: 'search page, each query new (1 connection)',
  rps: Math.round(page.requests.average),
  p50: page.latency.p50,
  p99: page.latency.p99,
  serverP50: pageAt(0.5),
  serverP95: pageAt(0.95),
  errors: page.non2xx + page.errors + page.timeouts,
}
rows.push(pageRow)
await stop()

console.log(
  `\nSearch on ${postgres ? 'PostgreSQL' : 'SQLite'}: ${fixture.documents.toLocaleString('en')} documents (${fixture.fixture.toLocaleString('en')} generated), ${connections} connections, ${duration} s each, ${noCache ? 'every answer computed (--no-cache)' : 'remembered answers on (the default)'}`,
)
console.log(
  `Fixture written in ${fixture.insertSeconds} s; full reindex: ${fixture.documents.toLocaleString('en')} documents × 3 languages = ${fixture.entries.toLocaleString('en')} entries in ${fixture.reindexSeconds} s (budget ≤ 60 s for 30,000)`,
)
console.log(
  `Indexing one document (3 languages): p50 ${fixture.indexOneMs.p50} ms, p95 ${fixture.indexOneMs.p95} ms, max ${fixture.indexOneMs.max} ms (budget ≤ 50 ms)`,
)
console.log('\n| target | req/s | p50 | p99 | server p50 | server p95 | errors |')
console.log('|---|---|---|---|---|---|---|')
for (const r of rows) console.log(`| ${r.label} | ${r.rps} | ${r.p50} ms | ${r.p99} ms | ${r.serverP50} | ${r.serverP95} | ${r.errors} |`)
console.log(
  `\nNew query's pages from the shell: ${fromShell} of ${pageTimes.length}; their search alone: p50 ${at(searchTimes, 0.5)} ms, p95 ${at(searchTimes, 0.95)} ms.`,
)
console.log("Budgets: search server p95 ≤ 20 ms and ≥ 300 req/s; suggestions server p95 ≤ 15 ms; a new query's page ≤ 25 ms at p95.")
const search = rows.find((r) => r.label === 'search')
const suggest = rows.find((r) => r.label === 'suggestions')
const ok =
  search.rps >= 300 &&
  Number(search.serverP95) <= 20 &&
  Number(suggest.serverP95) <= 15 &&
  fixture.indexOneMs.p95 <= 50 &&
  Number(pageRow.serverP95) <= 25 &&
  pageRow.errors === 0 &&
  search.errors === 0 &&
  suggest.errors === 0
console.log(ok ? '✓ within budget' : '✗ over budget')
process.exit(0)
