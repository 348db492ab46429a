// npm test — every suite, in order: schema and type checks, unit, the nginx config, integration
// on SQLite, integration on PostgreSQL, jobs with two instances, a read replica, files on S3
// (a local S3 server) on each database, browser tests in Chromium in two lanes side by side (on
// SQLite the site's; on PostgreSQL, then on SQLite the back office's), then side by side: two
// instances behind nginx (tests/scale) and the crash tests of applications and payments on each
// database (and on PostgreSQL with the documents on S3).
// Each database engine is seeded once with the demo content and copied after (scripts/seeded.mjs).
// A suite that cannot run here says so; under CI=true that is a failure, never a pass.
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { dropPostgresDatabase, freshPostgresDatabase, postgresUnavailableReason } from './db.mjs'
import { bin, ensureDependencies, root, run } from './lib.mjs'
import { removeSnapshots } from './seeded.mjs'
import { findRedisServer, redisMissingReason } from './cluster.mjs'
import { findNginx, nginxMissingReason } from './nginx.mjs'
import { clusterUnavailableReason } from './pg-cluster.mjs'

await ensureDependencies()

const isCI = process.env.CI === 'true' || process.env.CI === '1'
const reportDir = mkdtempSync(path.join(os.tmpdir(), 'campus-test-'))
// The suites that need the demo content seed each engine once and copy it after (scripts/seeded.mjs).
process.env.SEED_SNAPSHOTS = path.join(reportDir, 'seeded')
const results = []
const totals = { passed: 0, failed: 0, skipped: 0 }

function countVitest(file) {
  if (!existsSync(file)) return null
  const report = JSON.parse(readFileSync(file, 'utf8'))
  const failures = []
  for (const file of report.testResults ?? [])
    for (const test of file.assertionResults ?? [])
      if (test.status === 'failed') failures.push(`${path.relative(root, file.name)} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`)
  if (report.numFailedTests === 0)
    for (const file of report.testResults ?? []) if (file.status === 'failed') failures.push(`${path.relative(root, file.name)}: ${firstLine(file.message)}`)
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests, failures }
}

/**
 * The first line of an error, without colour codes, and the expected and received values of a
 * failed assertion: enough to tell which failure it is, and why, in a log's tail.
 */
function firstLine(text) {
  const lines = String(text ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  const values = lines.filter((line) => /^(Expected|Received)( [a-z]+)?:/.test(line)).slice(0, 2)
  return [lines[0] ?? '', ...values].join(' · ').slice(0, 400)
}

/** Where in the spec a Playwright failure happened, as file:line. */
function failedAt(error) {
  const location = error?.location
  return location ? ` (at ${path.relative(root, location.file)}:${location.line})` : ''
}

/** Every test in a Playwright JSON report that did not end as expected: file › describe › title: error. */
function playwrightFailures(suites, titles = [], out = []) {
  for (const suite of suites ?? []) {
    const here = [...titles, suite.title].filter(Boolean)
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected') {
          const error = test.results?.at(-1)?.error
          out.push(`${[...here, spec.title].join(' › ')}: ${firstLine(error?.message)}${failedAt(error)}`)
        }
    playwrightFailures(suite.suites, here, out)
  }
  return out
}

function countPlaywright(file) {
  if (!existsSync(file)) return null
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'))
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped, failures: playwrightFailures(suites) }
}

async function suite(name, runSuite) {
  console.log(`\n━━ ${name} ━━`)
  const started = Date.now()
  record(name, await runSuite(), started)
}

/**
 * Suites that mostly wait (for a server to start, to be killed, to restart) run side by side, each
 * lane's one after another, each with its output in a file of its own, printed whole when all have
 * ended and in the order given.
 */
async function suitesTogether(lanes) {
  const count = lanes.length
  const ran = await Promise.all(
    lanes.map(async (lane, i) => {
      const done = []
      for (const [j, [name, runSuite]] of lane.entries()) {
        const log = path.join(reportDir, `together-${i}-${j}.log`)
        const fd = openSync(log, 'w')
        const started = Date.now()
        try {
          done.push({ name, log, started, outcome: await runSuite({ stdio: ['ignore', fd, fd] }), ended: Date.now() })
        } finally {
          closeSync(fd)
        }
      }
      return done
    }),
  )
  for (const { name, log, started, outcome, ended } of ran.flat()) {
    console.log(`\n━━ ${name} ━━ (run beside ${count - 1} other lane${count > 2 ? 's' : ''})`)
    process.stdout.write(readFileSync(log, 'utf8'))
    record(name, outcome, started, ended)
  }
}

function record(name, outcome, started, ended = Date.now()) {
  const seconds = ((ended - started) / 1000).toFixed(0)
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
  results.push({ name, status: ok ? 'passed' : 'FAILED', detail, seconds, failures: counts?.failures ?? [] })
}

/** How long a suite may run before it is stopped and counted as failed: a hang ends in a report, not a CI timeout. */
const MINUTES = 60_000
const DEADLINE = { suite: 20 * MINUTES, browser: 50 * MINUTES, crash: 10 * MINUTES }

const vitest =
  (project, name, env = {}, files = [], exclude = []) =>
  async (output = {}) => {
    const file = path.join(reportDir, `${name}.json`)
    const code = await run(
      bin('vitest'),
      [
        'run',
        '--project',
        project,
        ...files,
        ...exclude.flatMap((glob) => ['--exclude', glob]),
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${file}`,
      ],
      {
        env,
        deadline: DEADLINE.suite,
        ...output,
      },
    )
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
    // The seed's own test runs on SQLite: the demo content is seeded on PostgreSQL for the browser
    // tests in the same run (scripts/seeded.mjs), and what the test checks of it is the same on either.
    return await vitest('int', 'int-postgres', { DATABASE_URL: url }, [], ['tests/int/seed.int.test.ts'])()
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

// Debian's chromium-headless-shell, or its chromium (playwright.config.ts, docs/decisions/055-headless-shell-for-tests.md).
const chromium = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file))
const chromiumProblem =
  chromium && existsSync(chromium)
    ? null
    : `Chromium not found at ${chromium ?? '/usr/bin/chromium-headless-shell or /usr/bin/chromium'} (install Debian's chromium-headless-shell or chromium, or set CHROMIUM_PATH)`
/** The production build, made once for the suites that run it: its exit code. */
let building
// The Checks suite ran the type check already: the build need not run it again (next.config.ts).
const checked = { BUILD_TYPES_CHECKED: results[0]?.status === 'passed' ? '1' : '' }
const buildOnce = () => (building ??= run('node', ['scripts/build.mjs'], { env: checked }))

/**
 * The browser suite on one database, against a server of its own, each pass on ports of its own
 * (E2E_PORT … +29 are the pass's). `pass`: on SQLite, the public site or the back office
 * (playwright.config.ts); every spec when not given.
 */
async function browserSuite(database, pass, output = {}) {
  if (chromiumProblem) return { skipped: chromiumProblem }
  if (database === 'postgres' && postgresProblem) return { skipped: `PostgreSQL not reachable (${postgresProblem})` }
  const build = await buildOnce()
  if (build !== 0) return { code: build }
  const name = pass ? `${database}-${pass}` : database
  const file = path.join(reportDir, `e2e-${name}.json`)
  const port = { postgres: '3150', 'sqlite-back-office': '3200' }[name] ?? '3100'
  const code = await run(bin('playwright'), ['test', '--output', path.join('test-results', name)], {
    env: { E2E_DATABASE: database, E2E_PASS: pass ?? '', PLAYWRIGHT_JSON: file, CHROMIUM_PATH: chromium, E2E_PORT: port },
    deadline: DEADLINE.browser,
    ...output,
  })
  return { code, counts: countPlaywright(file) }
}
// One pass keeps a core about 70 % busy (a test waits on the server, the browser, the mail sink):
// two passes side by side fill what one leaves idle (docs/decisions/068-seed-once-per-test-run.md).
// The PostgreSQL pass is the shorter: the SQLite pass's back office follows it in its lane, so
// both lanes end at about the same time (docs/decisions/071-browser-passes-in-two-lanes.md).
await suitesTogether([
  [['Browser tests (Chromium) on SQLite: the site', (output) => browserSuite('sqlite', 'site', output)]],
  [
    ['Browser tests (Chromium) on PostgreSQL', (output) => browserSuite('postgres', undefined, output)],
    ['Browser tests (Chromium) on SQLite: the back office', (output) => browserSuite('sqlite', 'back-office', output)],
  ],
])

/** Two instances of the build behind nginx, sharing PostgreSQL, Redis and S3 (tests/scale). */
async function scaleSuite(output = {}) {
  if (postgresProblem) return { skipped: `PostgreSQL not reachable (${postgresProblem})` }
  if (!nginx) return { skipped: nginxMissingReason() }
  if (!findRedisServer()) return { skipped: redisMissingReason() }
  const build = await buildOnce()
  if (build !== 0) return { code: build }
  return vitest('scale', 'scale', { NGINX_PATH: nginx })(output)
}

/**
 * A few rounds of `npm run test:crash` (which runs 20): the server killed while applications are
 * stored. The three configurations have their own ports, databases and folders, and spend most of
 * their time starting, killing and restarting a server, so they run side by side.
 */
async function crashSuite(database, { s3 = false } = {}, output = {}) {
  if (database === 'postgres' && postgresProblem) return { skipped: `PostgreSQL not reachable (${postgresProblem})` }
  if (s3 && s3Problem) return { skipped: s3Problem }
  const build = await buildOnce()
  if (build !== 0) return { code: build }
  return {
    code: await run(
      'node',
      ['scripts/crash-test.mjs', '--rounds=3', '--concurrent=6', ...(database === 'postgres' ? ['--postgres'] : []), ...(s3 ? ['--s3'] : [])],
      { deadline: DEADLINE.crash, ...output },
    ),
  }
}
/** Two rounds of `npm run test:crash-payments`: the server killed in the middle of Payme's and Click's calls. */
async function paymentsCrashSuite(database, output = {}) {
  if (database === 'postgres' && postgresProblem) return { skipped: `PostgreSQL not reachable (${postgresProblem})` }
  const build = await buildOnce()
  if (build !== 0) return { code: build }
  return {
    code: await run('node', ['scripts/crash-payments.mjs', '--rounds=2', ...(database === 'postgres' ? ['--postgres'] : [])], {
      deadline: DEADLINE.crash,
      ...output,
    }),
  }
}
// All six side by side: each has its own ports, databases and folders, and mostly waits for a
// server to start, to be killed, to start again.
await suitesTogether([
  [['Several instances behind nginx (tests/scale)', scaleSuite]],
  [['Payments crash test on SQLite', (output) => paymentsCrashSuite('sqlite', output)]],
  [['Payments crash test on PostgreSQL', (output) => paymentsCrashSuite('postgres', output)]],
  [['Crash test on SQLite', (output) => crashSuite('sqlite', {}, output)]],
  [['Crash test on PostgreSQL', (output) => crashSuite('postgres', {}, output)]],
  // The configuration of several instances: PostgreSQL, documents in the private bucket.
  [['Crash test on PostgreSQL, documents on S3', (output) => crashSuite('postgres', { s3: true }, output)]],
])

console.log('\n━━ Summary ━━')
for (const r of results) {
  console.log(`${r.status.padEnd(16)} ${r.name.padEnd(42)} ${r.detail} (${r.seconds} s)`)
  // The failing tests by name, so the last lines of a CI log say what to look at.
  for (const failure of r.failures ?? []) console.log(`                   ✘ ${failure}`)
}
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
await removeSnapshots(process.env.SEED_SNAPSHOTS)
process.exit(results.some((r) => r.status !== 'passed' && r.status !== 'NOT RUN') ? 1 : 0)
