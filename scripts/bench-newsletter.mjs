// npm run bench:newsletter — the newsletter budgets, on a throw-away seeded database with a
// local SMTP sink: sign-ups at 20 connections (p95 ≤ 30 ms, the rate limit raised), then one
// issue sent to 10,000 confirmed subscribers (≥ 50 messages a second, server memory growth
// ≤ 100 MB, a cached page's p99 during the send ≤ 3 × its idle p99, all in the same run).
//   --postgres   PostgreSQL instead of SQLite    --count=N   subscribers (10,000)
//   --rate=N     NEWSLETTER_RATE_PER_SECOND (200) --duration=N seconds of sign-ups (10)
import autocannon from 'autocannon'
import { rmSync } from 'node:fs'
import pg from 'pg'
import { createClient } from '@libsql/client'

import { ensureReferencePage, probeLatency, requireBuild, rssMiB, signInFirstAdministrator, throwAwaySite } from './bench-lib.mjs'
import { dropPostgresDatabase } from './db.mjs'
import { runOrExit, startSite, waitForHttp, typeScript } from './lib.mjs'
import { startSmtpSink } from './smtp-sink.mjs'

const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback)
const count = arg('count', 10_000)
const rate = arg('rate', 200)
const duration = arg('duration', 10)
const port = 3230
const base = `http://127.0.0.1:${port}`

requireBuild()
ensureReferencePage()
const sink = await startSmtpSink({ port: 0 })
const { work, env } = await throwAwaySite('campus_bench_newsletter', {
  base,
  postgres: process.argv.includes('--postgres'),
  settings: { RATE_LIMIT_SUBSCRIBE_PER_HOUR: '100000000', NEWSLETTER_RATE_PER_SECOND: String(rate), SMTP_HOST: '127.0.0.1', SMTP_PORT: String(sink.port) },
})
console.log(`Seeding a throw-away ${env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'} database…`)
await runOrExit(...typeScript('scripts/seed.ts', ['--migrate']), { env })
const server = startSite(port, { env, stdio: 'ignore' })
const stop = async () => {
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
  await sink.close()
  rmSync(work, { recursive: true, force: true })
  if (env.DATABASE_URL) await dropPostgresDatabase('campus_bench_newsletter')
}
process.on('SIGINT', () => stop().finally(() => process.exit(130)))
// The server and the throw-away database go whatever happens below.
let seconds, delivered, idle, during, rssBefore, rssPeak, subscribe
const page = `${base}/ru/news`
try {
  await waitForHttp(`${base}/api/health`)
  // Answering is not ready: wait until the database is migrated and answers.
  while ((await fetch(`${base}/api/health`)).status !== 200) await new Promise((resolve) => setTimeout(resolve, 500))

  /** SQL on the bench database, outside the app: bulk rows the app would take minutes to make. */
  async function sql(statement) {
    if (env.DATABASE_URL) {
      const client = new pg.Client({ connectionString: env.DATABASE_URL })
      await client.connect()
      await client.query(statement)
      await client.end()
    } else {
      const client = createClient({ url: `file:${env.SQLITE_FILE}` })
      await client.execute('PRAGMA busy_timeout = 10000')
      await client.execute(statement)
      client.close()
    }
  }

  // 1. Sign-ups: the footer box's call, each with an address of its own.
  let signups = 0
  const warm = await fetch(`${base}/ru/api/subscribe`, { method: 'POST', body: new URLSearchParams({ email: 'warm@example.uz' }) })
  if (!warm.ok) throw new Error(`subscribe answered ${warm.status}: ${await warm.text()}`)
  subscribe = await autocannon({
    url: `${base}/ru/api/subscribe`,
    connections: 20,
    duration,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: `email=bench-${++signups}%40example.uz`,
        }),
      },
    ],
  })

  // 2. Subscribers: whoever signed up, confirmed, plus generated ones up to `count`.
  const now = new Date().toISOString()
  await sql(`DELETE FROM subscribers`)
  const values = Array.from(
    { length: count },
    (_, i) => `('reader-${i}@example.uz', '${['en', 'ru', 'uz'][i % 3]}', 'confirmed', '${now}', '${now}', '${now}')`,
  )
  for (let i = 0; i < values.length; i += 1000) {
    await sql(`INSERT INTO subscribers (email, locale, status, confirmed_at, updated_at, created_at) VALUES ${values.slice(i, i + 1000).join(',')}`)
  }

  // 3. An editor and an issue in three languages.
  const admin = { email: 'bench-admin@example.edu', password: 'bench-admin-password-1' }
  const auth = { ...(await signInFirstAdministrator(base, admin)), 'content-type': 'application/json' }
  const paragraph = (text) => ({
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      direction: 'ltr',
      children: [
        {
          type: 'paragraph',
          format: '',
          indent: 0,
          version: 1,
          direction: 'ltr',
          textFormat: 0,
          children: [{ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }],
        },
      ],
    },
  })
  const created = await (
    await fetch(`${base}/api/newsletter-issues`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ subject: 'Open day on Saturday', body: paragraph('Come and see the campus. '.repeat(20)) }),
    })
  ).json()
  const issue = created.doc.id
  for (const [locale, subject] of [
    ['ru', 'День открытых дверей в субботу'],
    ['uz', 'Shanba kuni ochiq eshiklar kuni'],
  ]) {
    await fetch(`${base}/api/newsletter-issues/${issue}?locale=${locale}`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ subject, body: paragraph(subject.repeat(10)) }),
    })
  }

  // 4. A cached page idle, then during the send; memory and messages a second.
  await fetch(page)
  const idleUntil = Date.now() + 5000
  idle = await probeLatency(page, () => Date.now() > idleUntil)
  rssBefore = rssMiB(server.pid)
  const sinkBefore = sink.messages.length
  const started = Date.now()
  const send = await fetch(`${base}/api/newsletter-issues/${issue}/send`, { method: 'POST', headers: auth })
  if (send.status !== 202) throw new Error(`send answered ${send.status}: ${await send.text()}`)
  let finished = false
  rssPeak = rssBefore
  const watcher = (async () => {
    while (!finished) {
      await new Promise((resolve) => setTimeout(resolve, 1000))
      rssPeak = Math.max(rssPeak, rssMiB(server.pid))
      const state = await (await fetch(`${base}/api/newsletter-issues/${issue}?depth=0`, { headers: auth })).json()
      if (state.status === 'sent') finished = true
    }
  })()
  during = await probeLatency(page, () => finished)
  await watcher
  seconds = (Date.now() - started) / 1000
  delivered = sink.messages.length - sinkBefore
} finally {
  await stop()
}

const ms = (value) => value.toFixed(1).padStart(8)
console.log(
  `\nsign-ups, 20 connections, ${duration} s: ${subscribe.requests.average.toFixed(0)} req/s, p50 ${subscribe.latency.p50} ms, p90 ${subscribe.latency.p90} ms, p97.5 ${subscribe.latency.p97_5} ms, p99 ${subscribe.latency.p99} ms, non-2xx ${subscribe.non2xx}  (budget p95 ≤ 30 ms; p95 lies between p90 and p97.5)`,
)
console.log(
  `issue to ${count} subscribers at NEWSLETTER_RATE_PER_SECOND=${rate}: ${delivered} messages in ${seconds.toFixed(1)} s = ${(delivered / seconds).toFixed(0)} messages/s  (budget ≥ 50)`,
)
console.log(`server memory: ${rssBefore.toFixed(0)} MiB before, ${rssPeak.toFixed(0)} MiB at most: +${(rssPeak - rssBefore).toFixed(0)} MiB  (budget ≤ 100)`)
console.log(`cached page ${page.replace(base, '')}      p50      p99      max   samples`)
console.log(`  idle                  ${ms(idle.p50)} ${ms(idle.p99)} ${ms(idle.max)} ${String(idle.count).padStart(9)}`)
console.log(`  during the send       ${ms(during.p50)} ${ms(during.p99)} ${ms(during.max)} ${String(during.count).padStart(9)}`)
console.log(`  p99 during / idle: ${(during.p99 / idle.p99).toFixed(1)}×  (budget ≤ 3×)`)
process.exit(0)
