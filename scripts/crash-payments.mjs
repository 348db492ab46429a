// npm run test:crash-payments — every invoice paid exactly once whatever a crash interrupts. Against
// the production build on a throw-away seeded database with approved applications and online
// payment switched on (scripts/crash-payments-setup.ts). Each round plays the providers:
//   Payme  CheckPerformTransaction and CreateTransaction answered, the server killed (SIGKILL)
//          between CreateTransaction and PerformTransaction, then, after the restart, Payme's
//          retries: CreateTransaction again and PerformTransaction five times at once;
//   Payme  PerformTransaction sent and the server killed while it is being answered, then retried;
//   Click  Prepare answered, Complete sent and the server killed while it is being answered, then
//          Complete retried as Click does.
// Then it counts, on the database: invoices paid more than once or past their total, invoices not
// paid after the retries, payments left open, performed payments whose applicant was not told
// exactly once, and calls answered but not in the providers' call log. Any count above zero fails.
// Options: --rounds=5 --postgres
import { createHash } from 'node:crypto'
import { spawn, spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { createClient } from '@libsql/client'
import pg from 'pg'

import { requireBuild, throwAwaySite } from './bench-lib.mjs'
import { dropPostgresDatabase } from './db.mjs'
import { root, serverBundle, typeScript, waitForHttp } from './lib.mjs'
import { seedOrExit } from './seeded.mjs'

const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback)
const rounds = arg('rounds', 5)
const postgres = process.argv.includes('--postgres')
const port = 3250 + (postgres ? 1 : 0)
const base = `http://127.0.0.1:${port}`
const DATABASE = 'campus_crash_payments'
const PAYME_KEY = 'payme-test-key-0123456789'
const CLICK = { serviceId: '28420', secret: 'click-test-secret' }

requireBuild()
const { work, env } = await throwAwaySite(DATABASE, { base, postgres, settings: { RATE_LIMIT_LOOKUP_PER_MINUTE: '1000000' } })
console.log(`Payments crash test on ${postgres ? 'PostgreSQL' : 'SQLite'}: ${rounds} rounds, three interrupted payments each`)
await seedOrExit({ ...env, NODE_ENV: 'development' })
const [command, args] = typeScript('scripts/crash-payments-setup.ts', [`--count=${rounds * 3}`])
const setup = spawnSync(command, args, {
  cwd: root,
  env: { ...process.env, ...env, NODE_ENV: 'development', LOG_LEVEL: 'warn' },
  encoding: 'utf8',
  maxBuffer: 64 << 20,
})
if (setup.status !== 0) {
  console.error(setup.stdout, setup.stderr)
  process.exit(1)
}
const invoices = JSON.parse(setup.stdout.trim().split('\n').at(-1))

let server
async function startServer() {
  server = spawn(process.execPath, [serverBundle()], {
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, ...env, NODE_ENV: 'production', PORT: String(port) },
  })
  await waitForHttp(`${base}/api/health`, 120_000)
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
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** A call as the provider makes it; undefined when the kill cut it off. */
async function call(path, init) {
  try {
    const response = await fetch(`${base}${path}`, init)
    return await response.json()
  } catch {
    return undefined
  }
}
let rpcId = 0
const payme = (method, params) =>
  call('/api/payments/payme', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`Paycom:${PAYME_KEY}`).toString('base64')}` },
    body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params }),
  })
const md5 = (text) => createHash('md5').update(text).digest('hex')
function click(action, fields) {
  const sign_time = new Date().toISOString().replace('T', ' ').slice(0, 19)
  const prepared = action === 1 ? String(fields.merchant_prepare_id) : ''
  const sign_string = md5(
    `${fields.click_trans_id}${CLICK.serviceId}${CLICK.secret}${fields.merchant_trans_id}${prepared}${fields.amount}${action}${sign_time}`,
  )
  const body = new URLSearchParams({
    ...fields,
    service_id: CLICK.serviceId,
    action: String(action),
    error: '0',
    error_note: 'Success',
    sign_time,
    sign_string,
  })
  return call(`/api/payments/click/${action === 0 ? 'prepare' : 'complete'}`, { method: 'POST', body })
}
/** Sends `request` and kills the server a random moment later, while it is being answered. */
async function killDuring(request) {
  const sent = request()
  await pause(Math.random() * 40)
  await killServer()
  await sent
  await startServer()
}
/** The provider's retries: until an answer comes. */
async function untilAnswered(request) {
  for (let i = 0; i < 20; i++) {
    const answer = await request()
    if (answer) return answer
    await pause(500)
  }
  throw new Error('No answer after 20 retries')
}

const paymeId = (n) => (process.pid.toString(16) + n.toString(16).padStart(8, '0')).padStart(24, 'a').slice(-24)
const account = (invoice) => ({ invoice: invoice.number })
let answered = 0
await startServer()
for (let round = 0; round < rounds; round++) {
  const [first, second, third] = invoices.slice(round * 3, round * 3 + 3)
  // Payme, killed between CreateTransaction and PerformTransaction.
  const tiyin = first.total * 100
  const id = paymeId(round * 2)
  await untilAnswered(() => payme('CheckPerformTransaction', { amount: tiyin, account: account(first) }))
  const created = await untilAnswered(() => payme('CreateTransaction', { id, time: Date.now(), amount: tiyin, account: account(first) }))
  answered += 2
  if (created.result?.state !== 1) throw new Error(`CreateTransaction: ${JSON.stringify(created)}`)
  await killServer()
  await startServer()
  await untilAnswered(() => payme('CreateTransaction', { id, time: Date.now(), amount: tiyin, account: account(first) }))
  const performed = await Promise.all(Array.from({ length: 5 }, () => untilAnswered(() => payme('PerformTransaction', { id }))))
  answered += 6
  if (performed.some((answer) => answer.result?.state !== 2)) throw new Error(`PerformTransaction: ${JSON.stringify(performed)}`)

  // Payme, killed while PerformTransaction is answered.
  const other = paymeId(round * 2 + 1)
  await untilAnswered(() => payme('CreateTransaction', { id: other, time: Date.now(), amount: second.total * 100, account: account(second) }))
  await killDuring(() => payme('PerformTransaction', { id: other }))
  const retried = await untilAnswered(() => payme('PerformTransaction', { id: other }))
  answered += 2
  if (retried.result?.state !== 2) throw new Error(`PerformTransaction after the kill: ${JSON.stringify(retried)}`)

  // Click, killed while Complete is answered.
  const fields = {
    click_trans_id: String(9_000_000 + round),
    click_paydoc_id: String(7_000_000 + round),
    merchant_trans_id: third.number,
    amount: String(third.total),
  }
  const prepared = await untilAnswered(() => click(0, fields))
  answered++
  if (prepared.error !== 0) throw new Error(`Prepare: ${JSON.stringify(prepared)}`)
  const complete = { ...fields, merchant_prepare_id: String(prepared.merchant_prepare_id) }
  await killDuring(() => click(1, complete))
  const completed = await untilAnswered(() => click(1, complete))
  answered++
  // A Complete repeated after one that went through answers "already paid" with the same confirmation.
  if (completed.error !== 0 && !(completed.error === -4 && completed.merchant_confirm_id))
    throw new Error(`Complete after the kill: ${JSON.stringify(completed)}`)
  console.log(`round ${round + 1}: three payments interrupted and retried`)
}

// What the database holds once the notices have had a moment to be queued.
await pause(3000)
const db = postgres ? new pg.Pool({ connectionString: env.DATABASE_URL, max: 2 }) : createClient({ url: `file:${env.SQLITE_FILE}` })
const rows = async (text) => (postgres ? (await db.query(text)).rows : (await db.execute(text)).rows)
const paidRows = await rows('SELECT id, total, paid FROM invoices')
const payments = await rows('SELECT id, invoice_id, state FROM payments')
const told = await rows(`SELECT once_key FROM applicant_messages WHERE kind = 'payment' AND channel = 'email'`)
const logged = Number((await rows('SELECT count(*) AS n FROM payment_callbacks'))[0].n)
const used = new Set(invoices.map((invoice) => invoice.id))
const performedBy = new Map()
for (const payment of payments)
  if (payment.state === 'performed') performedBy.set(Number(payment.invoice_id), (performedBy.get(Number(payment.invoice_id)) ?? 0) + 1)
const counts = {
  paidTwice: [...performedBy.values()].filter((n) => n > 1).length + paidRows.filter((row) => Number(row.paid) > Number(row.total)).length,
  unpaid: paidRows.filter((row) => used.has(Number(row.id)) && Number(row.paid) !== Number(row.total)).length,
  leftOpen: payments.filter((payment) => payment.state === 'created').length,
  toldWrong: payments.filter((payment) => payment.state === 'performed' && told.filter((row) => row.once_key === `payment:${payment.id}:email`).length !== 1)
    .length,
  unlogged: Math.max(0, answered - logged),
}

const stopped = killServer('SIGTERM').then(() => true)
if (!(await Promise.race([stopped, pause(15_000).then(() => false)]))) await killServer()
if (postgres) await db.end()
else db.close()
rmSync(work, { recursive: true, force: true })
if (postgres) await dropPostgresDatabase(DATABASE)

console.log(
  `\n${rounds * 3} interrupted payments: paid twice ${counts.paidTwice}, not paid after the retries ${counts.unpaid}, left open ${counts.leftOpen}, ` +
    `applicant not told exactly once ${counts.toldWrong}, answered calls missing from the log ${counts.unlogged}`,
)
const failed = Object.values(counts).reduce((sum, n) => sum + n, 0)
console.log(failed ? '✗ a crash left an invoice wrong' : '✓ every invoice paid exactly once, every applicant told once, every call logged')
process.exit(failed ? 1 : 0)
