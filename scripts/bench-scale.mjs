// npm run bench:scale — what sharing costs and what a second instance brings, in one run on a
// fresh PostgreSQL database with a Redis of its own:
//   - the app server alone: cached pages with Next's cache in memory (no REDIS_URL) and in Redis
//     (the same build, the same database), and the CPU each hit costs;
//   - through nginx (deploy/nginx/campus.conf): one instance vs two in the upstream, with the
//     micro-cache as shipped, and with it bypassed (what nginx passes on: staff, previews).
// On a two-core machine the second instance shares the cores with the first and the load
// generator; the figures show the overhead, a larger machine the gain.
import autocannon from 'autocannon'
import { readFileSync } from 'node:fs'

import { findRedisServer, freePort, redisMissingReason, startCluster, startRedis } from './cluster.mjs'
import { postgresUnavailableReason } from './db.mjs'
import { requireBuild } from './bench-lib.mjs'
import { findNginx, nginxMissingReason, startNginx } from './nginx.mjs'

requireBuild()
const problem = (await postgresUnavailableReason()) ?? (findNginx() ? null : nginxMissingReason()) ?? (findRedisServer() ? null : redisMissingReason())
if (problem) {
  console.error(`bench:scale cannot run here: ${problem}`)
  process.exit(1)
}

const duration = Number(process.env.BENCH_DURATION ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20)

/** CPU seconds a process has used so far (user + system), from /proc. */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

const redis = await startRedis()
console.log('Seeding a throw-away PostgreSQL database and starting three instances (two on Redis, one on memory)…')
// Instances 0 and 1 share Redis; instance 2 keeps Next's cache in its own memory, as without REDIS_URL.
const cluster = await startCluster({
  name: 'campus_bench_scale',
  count: 3,
  redisUrl: redis.url,
  perInstance: (i) => (i === 2 ? { REDIS_URL: '' } : {}),
  upstream: [0, 1],
})
const [onRedis, , inMemory] = cluster.instances
let single
try {
  single = await startNginx({ port: await freePort(), appPorts: [onRedis.port] })
} catch (error) {
  await cluster.stop()
  await redis.close()
  throw error
}

const { slug } = (await (await fetch(`${onRedis.url}/en/api/news?limit=1`)).json()).data[0]
const pages = [
  ['home /ru', '/ru'],
  ['news story', `/news/${slug}`],
  ['static page', '/static/about-university'],
  ['news list /uz/news', '/uz/news'],
]
// nginx passes requests with a staff cookie to the app and never stores the answer; the app
// ignores a token it cannot verify and serves the public page from its cache.
const bypass = { cookie: 'payload-token=bench' }

async function measure(url, headers, pid) {
  await autocannon({ url, headers, connections, duration: 2 })
  const before = pid ? cpuSeconds(pid) : 0
  const result = await autocannon({ url, headers, connections, duration })
  const cpu = pid ? ((cpuSeconds(pid) - before) * 1000) / result.requests.total : null
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.non2xx + result.errors, cpu }
}

const rows = []
try {
  for (const [name, path] of pages) {
    for (const [label, instance] of [
      ['memory', inMemory],
      ['Redis', onRedis],
    ]) {
      rows.push({ group: 'app server alone', name, variant: `cache in ${label}`, ...(await measure(instance.url + path, {}, instance.process.pid)) })
    }
  }
  for (const [name, path] of pages) {
    for (const [label, proxy] of [
      ['1 instance', single],
      ['2 instances', { url: cluster.url }],
    ]) {
      rows.push({ group: 'via nginx, micro-cache', name, variant: label, ...(await measure(proxy.url + path, {})) })
    }
  }
  for (const [name, path] of pages) {
    for (const [label, proxy] of [
      ['1 instance', single],
      ['2 instances', { url: cluster.url }],
    ]) {
      rows.push({ group: 'via nginx, passed to the app', name, variant: label, ...(await measure(proxy.url + path, bypass)) })
    }
  }
} finally {
  await single.stop()
  await cluster.stop()
  await redis.close()
}

console.log(`\n${connections} connections, ${duration} s each, after 2 s of warm-up\n`)
console.log('| group | page | variant | req/s | p99 ms | CPU ms/request | errors |')
console.log('|---|---|---|---|---|---|---|')
for (const row of rows) {
  console.log(
    `| ${row.group} | ${row.name} | ${row.variant} | ${row.rps.toFixed(0)} | ${row.p99} | ${row.cpu === null ? '' : row.cpu.toFixed(2)} | ${row.errors} |`,
  )
}
process.exit(rows.some((row) => row.errors > 0) ? 1 : 0)
