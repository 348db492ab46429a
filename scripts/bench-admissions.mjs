// npm run bench:admissions — the admissions budgets, on a throw-away seeded database
// behind the production build:
//  1. 20 applications submitted at once, each with five 3 MB files: the server's resident
//     memory is sampled throughout (peak against idle) and every answer must be 201.
//  2. The status check at 20 connections (rate limit raised for the run), with a static
//     file from the same server as the reference.
//  3. Pages during an upload burst: a static file fetched every 20 ms, first idle, then while
//     10 applications of eight 1 MB photos each are stored (budget: p99 ≤ 5 × the idle p99).
// Options: --concurrent=20 --duration=10 --connections=20 --postgres (a fresh PostgreSQL
// database on the test server instead of a SQLite file)
import autocannon from 'autocannon'
import { rmSync } from 'node:fs'
import sharp from 'sharp'

import { ensureReferencePage, probeLatency, requireBuild, rssMiB, throwAwaySite } from './bench-lib.mjs'
import { dropPostgresDatabase } from './db.mjs'
import { runOrExit, startSite, waitForHttp, typeScript } from './lib.mjs'

const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback)
const concurrent = arg('concurrent', 20)
const duration = arg('duration', 10)
const connections = arg('connections', 20)
const port = 3220
const base = `http://127.0.0.1:${port}`
const MB3 = 3 * 1024 * 1024

requireBuild()
// The same static reference page as `npm run bench`.
ensureReferencePage()
const { work, env } = await throwAwaySite('campus_bench_admissions', {
  base,
  postgres: process.argv.includes('--postgres'),
  settings: { RATE_LIMIT_LOOKUP_PER_MINUTE: '1000000', RATE_LIMIT_APPLY_PER_HOUR: '1000000' },
})
console.log(`Seeding a throw-away ${env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'} database…`)
await runOrExit(...typeScript('scripts/seed.ts', ['--migrate']), { env })
const server = startSite(port, { env, stdio: 'ignore' })
const stop = async () => {
  server.kill('SIGTERM')
  rmSync(work, { recursive: true, force: true })
  if (env.DATABASE_URL) {
    await new Promise((resolve) => server.once('exit', resolve))
    await dropPostgresDatabase('campus_bench_admissions')
  }
}
process.on('SIGINT', () => stop().finally(() => process.exit(130)))
await waitForHttp(`${base}/api/health`)

const serverRssMiB = () => rssMiB(server.pid)

const json = async (url) => (await (await fetch(url)).json()).data
const degree = (await json(`${base}/en/api/select/program`))[0]
const form = (await json(`${base}/en/api/select/study?program=${degree.id}`))[0]
const direction = (await json(`${base}/en/api/select/facultet?program=${degree.id}&study=${form.id}`))[0]
const region = (await json(`${base}/en/api/regions`))[0]

// Five files just under 3 MB each: a noisy photo re-encoded by the server, and four PDFs.
const photo = await sharp(Buffer.from(Array.from({ length: 1400 * 1000 * 3 }, () => Math.floor(Math.random() * 256))), {
  raw: { width: 1000, height: 1400, channels: 3 },
})
  .jpeg({ quality: 100 })
  .toBuffer()
const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(MB3 - 64, 32), Buffer.from('\n%%EOF\n')])
const sizes = [photo.length, pdf.length]
console.log(`Files: photo ${(photo.length / 1048576).toFixed(2)} MiB, each PDF ${(pdf.length / 1048576).toFixed(2)} MiB`)

function application(i) {
  const body = new FormData()
  const fields = {
    locale: 'en',
    degree: degree.id,
    study_form: form.id,
    faculty: direction.id,
    region: region.id,
    first_name: 'Bench',
    last_name: `Applicant ${i}`,
    passport_series: 'AB',
    passport_number: String(1000000 + i),
    passport_issued_by: 'IIB',
    passport_issue_date: '2020-01-01',
    passport_expiry_date: '2032-01-01',
    citizenship: 'Uzbekistan',
    gender: 'female',
    birth_date: '2005-05-05',
    birth_place: 'Tashkent',
    phone: '+998901234567',
    email: `bench${i}@example.com`,
    permanent_address: 'Tashkent',
    institution_name: 'School',
    consent: '1',
    is_transfer: '1',
    course: '2',
    semester: '3',
  }
  for (const [key, value] of Object.entries(fields)) body.append(key, String(value))
  body.append('photo', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg')
  for (const field of ['passport_copy', 'diploma', 'transcript', 'file4']) body.append(field, new Blob([pdf], { type: 'application/pdf' }), `${field}.pdf`)
  return body
}

const idle = serverRssMiB()
let peak = idle
const sampler = setInterval(() => {
  peak = Math.max(peak, serverRssMiB())
}, 25)
const started = Date.now()
const statuses = await Promise.all(
  Array.from({ length: concurrent }, (_, i) =>
    fetch(`${base}/api/apply`, { method: 'POST', body: application(i), headers: { 'x-forwarded-for': `10.9.0.${i}` } }).then(async (r) => {
      await r.arrayBuffer()
      return r.status
    }),
  ),
)
const seconds = (Date.now() - started) / 1000
clearInterval(sampler)
const counts = statuses.reduce((acc, status) => ({ ...acc, [status]: (acc[status] ?? 0) + 1 }), {})
const uploaded = (concurrent * (sizes[0] + 4 * sizes[1])) / 1048576

// Status check: one real application, looked up again and again.
const number = await (async () => {
  const response = await fetch(`${base}/api/apply`, { method: 'POST', body: application(999), headers: { 'x-forwarded-for': '10.9.1.1' } })
  return (await response.json()).data.application_number
})()
const statusCheck = (seconds) =>
  autocannon({
    url: `${base}/api/console`,
    method: 'POST',
    connections,
    duration: seconds,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ application_number: number, birth_date: '2005-05-05', locale: 'en' }),
  })
// 3. A visitor's page while applicants upload photos: one request every 20 ms, latency of each.
const onePhoto = await sharp(Buffer.from(Array.from({ length: 1100 * 900 * 3 }, () => Math.floor(Math.random() * 256))), {
  raw: { width: 900, height: 1100, channels: 3 },
})
  .jpeg({ quality: 95 })
  .toBuffer()
function photoApplication(i) {
  const body = application(2000 + i)
  for (const field of ['passport_copy', 'diploma', 'transcript', 'file4']) body.delete(field)
  for (const field of ['passport_copy', 'diploma', 'transcript', 'file4', 'file4', 'file4', 'file4'])
    body.append(field, new Blob([onePhoto], { type: 'image/jpeg' }), `${field}.jpg`)
  body.set('photo', new Blob([onePhoto], { type: 'image/jpeg' }), 'photo.jpg')
  return body
}
const probeStatic = (until) => probeLatency(`${base}/bench-reference.html`, until)
const idleUntil = Date.now() + 5000
const staticIdle = await probeStatic(() => Date.now() > idleUntil)
let burstDone = false
const burstStarted = Date.now()
const answeredAfter = []
const burst = Promise.all(
  Array.from({ length: 10 }, (_, i) =>
    fetch(`${base}/api/apply`, { method: 'POST', body: photoApplication(i), headers: { 'x-forwarded-for': `10.9.2.${i}` } }).then(async (r) => {
      await r.arrayBuffer()
      answeredAfter.push((Date.now() - burstStarted) / 1000)
      return r.status
    }),
  ),
).finally(() => (burstDone = true))
const staticBurst = await probeStatic(() => burstDone)
const burstStatuses = await burst
const burstSeconds = (Date.now() - burstStarted) / 1000

await statusCheck(3) // warm-up: compiled code and pools, not the first seconds after the uploads
const lookup = await statusCheck(duration)
// For comparison, a Next route handler: the health check (one count query). The status check
// is answered by the server in front of Next (src/edge/server.ts).
const health = await autocannon({ url: `${base}/api/health`, connections, duration })
const reference = await autocannon({ url: `${base}/bench-reference.html`, connections, duration })
await stop()

console.log(`\nDatabase: ${env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`)
console.log(`POST /api/apply, ${concurrent} at once, five files each (${uploaded.toFixed(0)} MiB in all), ${seconds.toFixed(1)} s`)
console.log(`  answers: ${JSON.stringify(counts)}`)
console.log(`  server memory (RSS): idle ${idle.toFixed(0)} MiB, peak ${peak.toFixed(0)} MiB (+${(peak - idle).toFixed(0)} MiB)`)
console.log(`\nPOST /api/console at ${connections} connections, ${duration} s`)
const row = (name, r) =>
  console.log(
    `  ${name.padEnd(28)} ${String(Math.round(r.requests.average)).padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  non-2xx ${r.non2xx}  errors ${r.errors}`,
  )
row('status check', lookup)
row('health check (Next route)', health)
row('static file (reference)', reference)
console.log('budget: status check p99 < 50 ms; every application 201, memory bounded')
console.log(
  `\nStatic file every 20 ms, idle and while 10 applications of eight ${(onePhoto.length / 1048576).toFixed(1)} MiB photos were stored (${burstSeconds.toFixed(1)} s, answers ${[...new Set(burstStatuses)].join(', ')}; first after ${Math.min(...answeredAfter).toFixed(1)} s, median ${answeredAfter.sort((a, b) => a - b)[5].toFixed(1)} s)`,
)
const ms = (value) => `${value.toFixed(1)} ms`
console.log(`  idle          ${String(staticIdle.count).padStart(4)} requests  p50 ${ms(staticIdle.p50)}  p99 ${ms(staticIdle.p99)}  max ${ms(staticIdle.max)}`)
console.log(
  `  upload burst  ${String(staticBurst.count).padStart(4)} requests  p50 ${ms(staticBurst.p50)}  p99 ${ms(staticBurst.p99)}  max ${ms(staticBurst.max)}`,
)
const ratio = staticBurst.p99 / staticIdle.p99
console.log(`budget: p99 during the burst ≤ 5 × idle p99: ${ratio.toFixed(1)} × ${ratio <= 5 ? '✓' : '✗'}`)
if (Object.keys(counts).some((status) => Number(status) >= 500) || burstStatuses.some((status) => status !== 201) || ratio > 5) process.exitCode = 1
