// npm run test:crash — applications survive a crash whole or not at all. Against the production
// build on a throw-away seeded database: each round sends applications at once (eight documents
// each, an Idempotency-Key each), kills the server with SIGKILL at a random moment while they
// are being stored, starts it again and counts, on the database and the disk:
//   partial    applications staff could see without every document record and file;
//   orphans    stored files no record names, uploads left in incoming/ (after the restart,
//              which reconciles: UPLOAD_GRACE_MINUTES=0 here, nothing else is under way);
//   lost 201s  numbers answered 201 that are not a whole application after the restart;
//   replays    the same request sent again with its key: 201, with the earlier number when it had
//              one, and never a second application for the same applicant.
// Any count above zero fails the run. Options: --rounds=20 --concurrent=10 --postgres --s3 (the
// documents in the private bucket of the local S3 server, scripts/s3-local.mjs, which the kill
// does not touch; orphans are then objects no record names).
import { S3 } from '@aws-sdk/client-s3'
import { createClient } from '@libsql/client'
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import sharp from 'sharp'

import { requireBuild, throwAwaySite } from './bench-lib.mjs'
import { dropPostgresDatabase } from './db.mjs'
import { serverBundle, waitForHttp } from './lib.mjs'
import { startLocalS3 } from './s3-local.mjs'
import { seedOrExit } from './seeded.mjs'

const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback)
const rounds = arg('rounds', 20)
const concurrent = arg('concurrent', 10)
const postgres = process.argv.includes('--postgres')
const onS3 = process.argv.includes('--s3')
const port = 3240 + (postgres ? 1 : 0) + (onS3 ? 2 : 0)
const base = `http://127.0.0.1:${port}`
const DATABASE = onS3 ? 'campus_crash_test_s3' : 'campus_crash_test'
const storage = onS3 ? await startLocalS3() : undefined

requireBuild()
const { work, env } = await throwAwaySite(DATABASE, {
  base,
  postgres,
  settings: { UPLOAD_GRACE_MINUTES: '0', RATE_LIMIT_APPLY_PER_HOUR: '1000000', RATE_LIMIT_LOOKUP_PER_MINUTE: '1000000', ...storage?.env },
})
console.log(
  `Crash test on ${postgres ? 'PostgreSQL' : 'SQLite'}${onS3 ? ' with documents on S3' : ''}: ${rounds} rounds of ${concurrent} applications, eight documents each`,
)
await seedOrExit({ ...env, NODE_ENV: 'development' })

/** The server in a process group of its own, so SIGKILL takes everything it started. */
let server
async function startServer() {
  server = spawn(process.execPath, [serverBundle()], {
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, ...env, NODE_ENV: 'production', PORT: String(port) },
  })
  await waitForHttp(`${base}/api/health`, 120_000)
  // Payload has started (and reconciled) once the health route answers 200.
  for (let i = 0; i < 240; i++) {
    if ((await fetch(`${base}/api/health`).catch(() => undefined))?.ok) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('The server did not become healthy')
}
function killServer(signal = 'SIGKILL') {
  try {
    process.kill(-server.pid, signal)
  } catch {}
  return new Promise((resolve) => (server.exitCode !== null || server.signalCode !== null ? resolve() : server.once('exit', resolve)))
}

// The form's choices, as the site offers them.
const first = async (url) => (await (await fetch(`${base}${url}`)).json()).data[0]
await startServer()
const degree = await first('/en/api/select/program')
const form = await first(`/en/api/select/study?program=${degree.id}`)
const direction = await first(`/en/api/select/facultet?program=${degree.id}&study=${form.id}`)
const region = await first('/en/api/regions')

// Documents with real work in them: photos and scans the server decodes and encodes again.
const noise = (width, height, seed) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, (_, i) => (i * 7919 + seed * 104729) % 251)), { raw: { width, height, channels: 3 } })
const jpeg = await noise(900, 1200, 1).jpeg({ quality: 92 }).toBuffer()
const png = await noise(600, 800, 2).png().toBuffer()
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
const DOCUMENTS = 8

function applicationBody(n) {
  const body = new FormData()
  const fields = {
    locale: 'en',
    degree: degree.id,
    study_form: form.id,
    faculty: direction.id,
    region: region.id,
    first_name: 'Crash',
    last_name: `Test${n}`,
    passport_series: 'AC',
    passport_number: String(1_000_000 + n),
    passport_issued_by: 'Samarkand IIB',
    passport_issue_date: '2020-01-15',
    passport_expiry_date: '2030-01-14',
    citizenship: 'Uzbekistan',
    gender: 'male',
    birth_date: '2005-09-09',
    birth_place: 'Samarkand',
    phone: '+998 91 000 11 22',
    email: `crash${n}@example.com`,
    permanent_address: 'Samarkand, Registan 1',
    institution_name: 'Lyceum No. 1',
    consent: '1',
  }
  for (const [name, value] of Object.entries(fields)) body.append(name, String(value))
  body.append('photo', new Blob([jpeg], { type: 'image/jpeg' }), 'photo.jpg')
  body.append('passport_copy', new Blob([pdf], { type: 'application/pdf' }), 'passport.pdf')
  body.append('diploma', new Blob([png], { type: 'image/png' }), 'diploma.png')
  for (let i = 0; i < DOCUMENTS - 3; i++)
    body.append('file4', new Blob([i % 2 ? png : jpeg], { type: i % 2 ? 'image/png' : 'image/jpeg' }), `extra${i}.${i % 2 ? 'png' : 'jpg'}`)
  return body
}

async function apply(n, key) {
  try {
    const response = await fetch(`${base}/api/apply`, { method: 'POST', body: applicationBody(n), headers: { 'idempotency-key': key } })
    const body = await response.json().catch(() => ({}))
    // A 201 whose body the kill cut off told the applicant nothing: counted as cut off.
    return body.data?.application_number ? { status: response.status, number: body.data.application_number } : { status: response.ok ? 0 : response.status }
  } catch {
    return { status: 0 }
  }
}

// What is on the database and the disk.
const db = postgres ? new pg.Pool({ connectionString: env.DATABASE_URL, max: 2 }) : createClient({ url: `file:${env.SQLITE_FILE}` })
const bucket =
  storage &&
  new S3({
    endpoint: storage.endpoint,
    region: storage.env.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: storage.env.S3_ACCESS_KEY_ID, secretAccessKey: storage.env.S3_SECRET_ACCESS_KEY },
  })
/** Stored names of the documents in the private bucket. */
async function storedObjects() {
  const names = []
  let token
  do {
    const page = await bucket.listObjectsV2({ Bucket: storage.env.S3_PRIVATE_BUCKET, Prefix: 'applications/', ContinuationToken: token })
    for (const object of page.Contents ?? []) names.push(object.Key.slice('applications/'.length))
    token = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (token)
  return names
}
const rows = async (text) => (postgres ? (await db.query(text)).rows : (await db.execute(text)).rows)
async function state() {
  const applications = await rows('SELECT id, application_number, complete FROM applications')
  const files = await rows('SELECT application_id, stored_name FROM application_files')
  const documents = path.join(env.PRIVATE_DIR, 'applications')
  const onDisk = new Set(onS3 ? await storedObjects() : existsSync(documents) ? readdirSync(documents) : [])
  const incoming = path.join(env.PRIVATE_DIR, 'incoming')
  const uploadsLeft = existsSync(incoming) ? readdirSync(incoming).length : 0
  const byApplication = new Map()
  for (const file of files) byApplication.set(Number(file.application_id), [...(byApplication.get(Number(file.application_id)) ?? []), file.stored_name])
  const whole = (application) =>
    Boolean(application.complete) &&
    (byApplication.get(Number(application.id)) ?? []).length === DOCUMENTS &&
    byApplication.get(Number(application.id)).every((name) => onDisk.has(name))
  const named = new Set(files.map((file) => file.stored_name))
  return {
    whole: new Set(applications.filter(whole).map((a) => a.application_number)),
    partial: applications.filter((a) => !whole(a)).length,
    orphans: [...onDisk].filter((name) => !named.has(name)).length + uploadsLeft,
  }
}

const totals = { partial: 0, orphans: 0, lost: 0, replaysWrong: 0, duplicates: 0, answered201: 0, killedUnanswered: 0 }
let n = 0
for (let round = 1; round <= rounds; round++) {
  const sent = Array.from({ length: concurrent }, () => ({ n: ++n, key: `crash-${process.pid}-${n}` }))
  const answers = new Array(concurrent)
  // Most rounds: just after the first 201, with applications still being stored; some: earlier, mid-upload.
  const delay = Math.random() < 0.25 ? 200 + Math.random() * 2000 : 60_000
  let firstAnswer
  const answered = new Promise((resolve) => (firstAnswer = resolve))
  const requests = sent.map(({ n: i, key }, index) =>
    apply(i, key).then((answer) => {
      answers[index] = answer
      if (answer.status === 201) firstAnswer()
    }),
  )
  await Promise.race([
    answered.then(() => new Promise((resolve) => setTimeout(resolve, Math.random() * 300))),
    new Promise((resolve) => setTimeout(resolve, delay)),
  ])
  await killServer()
  await Promise.all(requests)
  await startServer()

  const after = await state()
  const lost = answers.filter((a) => a.status === 201 && !after.whole.has(a.number))
  // Each request again with its key, as the form does after a failure.
  let replaysWrong = 0
  for (const [index, { n: i, key }] of sent.entries()) {
    const again = await apply(i, key)
    const earlier = answers[index]
    if (again.status !== 201 || (earlier.status === 201 && again.number !== earlier.number)) replaysWrong++
  }
  const settled = await state()
  // One application per applicant: a replay after the kill never stores a second.
  const perApplicant = await rows(`SELECT email, count(*) AS n FROM applications WHERE email LIKE 'crash%' GROUP BY email`)
  const duplicates = perApplicant.filter((row) => Number(row.n) > 1).length
  totals.duplicates += duplicates
  totals.partial += after.partial + settled.partial
  totals.orphans += after.orphans + settled.orphans
  totals.lost += lost.length
  totals.replaysWrong += replaysWrong
  totals.answered201 += answers.filter((a) => a.status === 201).length
  totals.killedUnanswered += answers.filter((a) => a.status !== 201).length
  console.log(
    `round ${round}: killed after ${answers.filter((a) => a.status === 201).length} of ${concurrent} answered 201; partial ${after.partial}, orphan files ${after.orphans}, lost 201s ${lost.length}, wrong replays ${replaysWrong}, duplicates ${duplicates}`,
  )
}

// The server is stopped as an operator would; one that has not exited 15 s after SIGTERM is
// killed, and said so (what it waits for is not this test's question: nothing is being stored).
const stopped = killServer('SIGTERM').then(() => true)
if (!(await Promise.race([stopped, new Promise((resolve) => setTimeout(() => resolve(false), 15_000))]))) {
  console.log('the server had not exited 15 s after SIGTERM: killed')
  await killServer()
}
if (postgres) await db.end()
else db.close()
rmSync(work, { recursive: true, force: true })
await storage?.stop()
if (postgres) await dropPostgresDatabase(DATABASE)

console.log(
  `\n${rounds} rounds, ${rounds * concurrent} applications (${totals.answered201} answered 201 before the kill, ${totals.killedUnanswered} cut off): ` +
    `partial ${totals.partial}, orphan files ${totals.orphans}, lost 201s ${totals.lost}, wrong replays ${totals.replaysWrong}, duplicates ${totals.duplicates}`,
)
const failed = totals.partial + totals.orphans + totals.lost + totals.replaysWrong + totals.duplicates
console.log(failed ? '✗ an interrupted submission left something behind' : '✓ every application whole or absent, nothing left behind')
process.exit(failed ? 1 : 0)
