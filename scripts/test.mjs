// npm test — every suite, in order: schema and type checks, unit, the nginx config, integration
// on SQLite, integration on PostgreSQL, jobs with two instances, a read replica, files on S3
// (a local S3 server) on each database, browser tests in Chromium (on SQLite, then on PostgreSQL),
// two instances behind nginx (tests/scale), and the crash test of applications on each database
// (and on PostgreSQL with the documents on S3).
// A suite that cannot run here says so; under CI=true that is a failure, never a pass.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { dropPostgresDatabase, freshPostgresDatabase, postgresUnavailableReason } from './db.mjs'
import { bin, ensureDependencies, root, run } from './lib.mjs'
import { findRedisServer, redisMissingReason } from './cluster.mjs'
import { findNginx, nginxMissingReason } from './nginx.mjs'
import { clusterUnavailableReason } from './pg-cluster.mjs'

await ensureDependencies()

const isCI = process.env.CI === 'true' || process.env.CI === '1'
const reportDir = mkdtempSync(path.join(os.tmpdir(), 'campus-test-'))
const results = []
const totals = { passed: 0, failed: 0, skipped: 0 }

function countVitest(file) {
  if (!existsSync(file)) return null
  const report = JSON.parse(readFileSync(file, 'utf8'))
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests }
}

function countPlaywright(file) {
  if (!existsSync(file)) return null
  const { stats } = JSON.parse(readFileSync(file, 'utf8'))
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped }
}

async function suite(name, runSuite) {
  console.log(`\n━━ ${name} ━━`)
  const started = Date.now()
  const outcome = await runSuite()
  const seconds = ((Date.now() - started) / 1000).toFixed(0)
  if (outcome.skipped) {
    results.push({ name, status: isCI ? 'FAILED (not run)' : 'NOT RUN', detail: outcome.skipped, seconds })
    console.log(`⚠ ${name} not run: ${outcome.skipped}`)
    if (isCI) totals.failed++
    return
  }
  const counts = outcome.counts
  if (counts) for (const key of Object.keys(totals)) totals[key] += counts[key]
  const ok = outcome.code === 0 && (!counts || counts.failed === 0)
  if (!ok && (!counts || counts.failed === 0)) totals.failed++
  const detail = counts ? `${counts.passed} passed, ${counts.failed} failed` : outcome.code === 0 ? 'ok' : `exit ${outcome.code}`
  results.push({ name, status: ok ? 'passed' : 'FAILED', detail, seconds })
}

const vitest =
  (project, name, env = {}, files = []) =>
  async () => {
    const file = path.join(reportDir, `${name}.json`)
    const code = await run(bin('vitest'), ['run', '--project', project, ...files, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], {
      env,
    })
    return { code, counts: countVitest(file) }
  }

await suite('Checks: types, migrations, TypeScript, format and lint', async () => {
  const schema = await run('node', ['scripts/check-schema.mjs'])
  const types = await run(bin('tsc'), ['--noEmit'])
  // Formatting and lint rules: biome.json, docs/decisions/035-biome.md.
  const lint = await run(bin('biome'), ['ci', '.'])
  return { code: schema || types || lint }
})

await suite('Unit tests', vitest('unit', 'unit'))

const nginx = findNginx()
await suite('nginx config (deploy/nginx)', async () => {
  if (!nginx) return { skipped: nginxMissingReason() }
  return vitest('nginx', 'nginx', { NGINX_PATH: nginx })()
})
await suite('Integration tests on SQLite', vitest('int', 'int-sqlite', { DATABASE_URL: '' }))

const postgresProblem = await postgresUnavailableReason()
await suite('Integration tests on PostgreSQL', async () => {
  if (postgresProblem) return { skipped: `PostgreSQL not reachable (${postgresProblem}); set TEST_DATABASE_URL to a server where a database can be created` }
  const name = `campus_int_${process.pid}`
  const url = await freshPostgresDatabase(name)
  try {
    return await vitest('int', 'int-postgres', { DATABASE_URL: url })()
  } finally {
    await dropPostgresDatabase(name).catch(() => {})
  }
})

await suite('Jobs once with two instances on PostgreSQL', async () => {
  if (postgresProblem) return { skipped: `PostgreSQL not reachable (${postgresProblem}); set TEST_DATABASE_URL to a server where a database can be created` }
  return vitest('cluster', 'cluster-jobs', {}, ['tests/cluster/jobsOnce.test.ts'])()
})

await suite('PostgreSQL read replica (own primary and streaming replica)', async () => {
  const problem = clusterUnavailableReason()
  if (problem) return { skipped: problem }
  return vitest('cluster', 'cluster-replicas', {}, ['tests/cluster/readReplicas.test.ts'])()
})

/** The local S3-compatible server comes from npm (s3rver); without it the S3 suites cannot run. */
const s3Problem = await import('s3rver').then(
  () => null,
  () => 'the local S3 server (npm package s3rver) is not installed: run `npm install`',
)
await suite('Files on S3 (local S3 server) on SQLite', async () => {
  if (s3Problem) return { skipped: s3Problem }
  return vitest('s3', 's3-sqlite', { DATABASE_URL: '' })()
})
await suite('Files on S3 (local S3 server) on PostgreSQL', async () => {
  if (s3Problem) return { skipped: s3Problem }
  if (postgresProblem) return { skipped: `PostgreSQL not reachable (${postgresProblem})` }
  const name = `campus_s3_${process.pid}`
  const url = await freshPostgresDatabase(name)
  try {
    return await vitest('s3', 's3-postgres', { DATABASE_URL: url })()
  } finally {
    await dropPostgresDatabase(name).catch(() => {})
  }
})

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const chromiumProblem = existsSync(chromium) ? null : `Chromium not found at ${chromium} (install Debian's chromium, or set CHROMIUM_PATH)`
let built = false
async function browserSuite(database) {
  if (chromiumProblem) return { skipped: chromiumProblem }
  if (database === 'postgres' && postgresProblem) return { skipped: `PostgreSQL not reachable (${postgresProblem})` }
  if (!built) {
    const code = await run('node', ['scripts/build.mjs'])
    if (code !== 0) return { code }
    built = true
  }
  const file = path.join(reportDir, `e2e-${database}.json`)
  const code = await run(bin('playwright'), ['test'], { env: { E2E_DATABASE: database, PLAYWRIGHT_JSON: file, CHROMIUM_PATH: chromium } })
  return { code, counts: countPlaywright(file) }
}
await suite('Browser tests (Chromium) on SQLite', () => browserSuite('sqlite'))
await suite('Browser tests (Chromium) on PostgreSQL', () => browserSuite('postgres'))

/** Two instances of the build behind nginx, sharing PostgreSQL, Redis and S3 (tests/scale). */
await suite('Several instances behind nginx (tests/scale)', async () => {
  if (postgresProblem) return { skipped: `PostgreSQL not reachable (${postgresProblem})` }
  if (!nginx) return { skipped: nginxMissingReason() }
  if (!findRedisServer()) return { skipped: redisMissingReason() }
  if (!built) {
    const code = await run('node', ['scripts/build.mjs'])
    if (code !== 0) return { code }
    built = true
  }
  return vitest('scale', 'scale', { NGINX_PATH: nginx })()
})

/** A few rounds of `npm run test:crash` (which runs 20): the server killed while applications are stored. */
async function crashSuite(database, { s3 = false } = {}) {
  if (database === 'postgres' && postgresProblem) return { skipped: `PostgreSQL not reachable (${postgresProblem})` }
  if (s3 && s3Problem) return { skipped: s3Problem }
  if (!built) {
    const code = await run('node', ['scripts/build.mjs'])
    if (code !== 0) return { code }
    built = true
  }
  return {
    code: await run('node', [
      'scripts/crash-test.mjs',
      '--rounds=3',
      '--concurrent=6',
      ...(database === 'postgres' ? ['--postgres'] : []),
      ...(s3 ? ['--s3'] : []),
    ]),
  }
}
await suite('Crash test on SQLite', () => crashSuite('sqlite'))
await suite('Crash test on PostgreSQL', () => crashSuite('postgres'))
// The configuration of several instances: PostgreSQL, documents in the private bucket.
await suite('Crash test on PostgreSQL, documents on S3', () => crashSuite('postgres', { s3: true }))

console.log('\n━━ Summary ━━')
for (const r of results) console.log(`${r.status.padEnd(16)} ${r.name.padEnd(42)} ${r.detail} (${r.seconds} s)`)
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(results.some((r) => r.status !== 'passed' && r.status !== 'NOT RUN') ? 1 : 0)
