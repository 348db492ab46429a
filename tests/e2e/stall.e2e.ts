// The database stops answering without going away: PostgreSQL's traffic frozen by a relay that
// keeps every connection open but passes no byte; SQLite's file write-locked by another
// connection. Every request still gets an answer within the deadline, a 503 with Retry-After
// wherever the database was needed, never a wait that lasts as long as the stall; when the
// database answers again, so does the site (docs/decisions/040-database-deadlines.md).
// No browser: every request here is a plain HTTP call.
import { expect, test } from '@playwright/test'
import { createClient } from '@libsql/client'
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { postgresAdminUrl } from '../../scripts/db.mjs'
import { startSite, waitForHttp } from '../../scripts/lib.mjs'
import { applicantDocuments, applicantFields, type Choices } from '../helpers/applicant'
import { e2eSqliteFile } from './helpers'
import { adminSecret, adminToken, baseUrl, completeSecondFactor } from './secondFactor'

const appPort = Number(process.env.E2E_PORT ?? 3100)
// The deadline the PostgreSQL instance runs with; the hang guard gives every answer this much more.
const DEADLINE_SECONDS = 8
const MARGIN_SECONDS = 12
const admin = { email: 'e2e-admin@example.edu', password: 'e2e-admin-password-1' }

/** A TCP relay to PostgreSQL that can freeze: connections stay open (new ones are accepted) but no byte passes until it thaws. */
function freezableRelay(target: URL) {
  let frozen = false
  const flushes = new Set<() => void>()
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname)
    const held: [net.Socket, Buffer][] = []
    const send = (to: net.Socket, chunk: Buffer) => {
      if (!to.destroyed) to.write(chunk)
    }
    client.on('data', (chunk: Buffer) => (frozen ? held.push([upstream, chunk]) : send(upstream, chunk)))
    upstream.on('data', (chunk: Buffer) => (frozen ? held.push([client, chunk]) : send(client, chunk)))
    const flush = () => {
      for (const [to, chunk] of held.splice(0)) send(to, chunk)
    }
    flushes.add(flush)
    for (const socket of [client, upstream]) {
      socket.on('error', () => {})
      socket.on('close', () => {
        flushes.delete(flush)
        client.destroy()
        upstream.destroy()
      })
    }
  })
  return {
    listen: () => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port))),
    freeze: () => {
      frozen = true
    },
    thaw: () => {
      frozen = false
      for (const flush of flushes) flush()
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

type Attempt = { name: string; request: (signal: AbortSignal) => Promise<Response> }
const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
})

/** Everything learnt before the stall: catalogue choices for an application, a news item not yet rendered, a staff token. */
async function prepare(base: string) {
  const first = async (address: string) => ((await (await fetch(`${base}${address}`)).json()) as { data: { id: number }[] }).data[0]!.id
  const degree = await first('/en/api/select/program')
  const studyForm = await first(`/en/api/select/study?program=${degree}`)
  const choices: Choices = {
    degree,
    studyForm,
    direction: await first(`/en/api/select/facultet?program=${degree}&study=${studyForm}`),
    region: await first('/en/api/regions'),
  }
  const { docs } = (await (await fetch(`${base}/api/news?limit=3&depth=0&sort=-publishedAt`)).json()) as { docs: { slug: string }[] }
  const rest = { choices, uncachedNews: docs.at(-1)!.slug, documents: await applicantDocuments() }
  // The shared browser-test server's administrator has its second factor already: its shared session.
  if (base === baseUrl) return { ...rest, staff: { Authorization: `JWT ${await adminToken(admin)}` } }
  // Set up on the shared server first, so this sign-in asks for a code whose secret is known.
  const secret = await adminSecret(admin)
  let login = await fetch(`${base}/api/users/login`, json(admin))
  if (!login.ok) {
    await fetch(`${base}/api/users/first-register`, json(admin))
    login = await fetch(`${base}/api/users/login`, json(admin))
  }
  expect(login.status, 'staff sign-in before the stall').toBe(200)
  const token = await completeSecondFactor(admin.email, await login.json(), secret, base)
  return { ...rest, staff: { Authorization: `JWT ${token}` } }
}

function attempts(base: string, known: Awaited<ReturnType<typeof prepare>>): { reads: Attempt[]; writes: Attempt[] } {
  const application = () => {
    const form = new FormData()
    for (const [name, value] of Object.entries(applicantFields(known.choices, { email: 'stalled.applicant@example.com' }))) form.append(name, value)
    for (const { field, name, mimeType, buffer } of known.documents) form.append(field, new Blob([new Uint8Array(buffer)], { type: mimeType }), name)
    return form
  }
  return {
    reads: [
      { name: 'health', request: (signal) => fetch(`${base}/api/health`, { signal }) },
      { name: 'search', request: (signal) => fetch(`${base}/ru/api/search?q=university`, { signal }) },
      {
        name: 'status check',
        request: (signal) => fetch(`${base}/api/console`, { ...json({ application_number: 'ABCD-2345', birth_date: '2005-09-09' }), signal }),
      },
      { name: 'REST list', request: (signal) => fetch(`${base}/api/news?limit=1`, { signal }) },
      { name: 'GraphQL', request: (signal) => fetch(`${base}/api/graphql`, { ...json({ query: '{ Faculties(limit: 1) { docs { id } } }' }), signal }) },
      { name: 'page not yet rendered', request: (signal) => fetch(`${base}/uz/news/${known.uncachedNews}`, { signal }) },
      { name: 'staff list', request: (signal) => fetch(`${base}/api/applications?limit=1&depth=0`, { headers: known.staff, signal }) },
    ],
    writes: [
      { name: 'application', request: (signal) => fetch(`${base}/api/apply`, { method: 'POST', body: application(), signal }) },
      { name: 'sign-up', request: (signal) => fetch(`${base}/en/api/subscribe`, { ...json({ email: 'stalled.reader@example.com' }), signal }) },
      { name: 'staff sign-in', request: (signal) => fetch(`${base}/api/users/login`, { ...json(admin), signal }) },
    ],
  }
}

/** Sends all at once; each must be answered within the guard. Resolves with every status and body. */
async function answersWithin(guardSeconds: number, list: Attempt[]) {
  return Promise.all(
    list.map(async ({ name, request }) => {
      const response = await request(AbortSignal.timeout(guardSeconds * 1000)).catch((error: Error) => {
        throw new Error(`${name}: no answer within ${guardSeconds} s (${error.name})`)
      })
      return { name, status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.text() }
    }),
  )
}

function expectUnavailable(answers: Awaited<ReturnType<typeof answersWithin>>) {
  // All at once, so that a failure lists every route's answer.
  const seen = answers.map(({ name, status, retryAfter, body }) => ({
    name,
    status,
    retryAfter: /^\d+$/.test(retryAfter ?? ''),
    leaks: /\n\s+at |node_modules|\/work\//.test(body),
  }))
  expect(seen).toEqual(answers.map(({ name }) => ({ name, status: 503, retryAfter: true, leaks: false })))
}

test.describe('PostgreSQL that stops answering', () => {
  test.skip(process.env.E2E_DATABASE !== 'postgres', 'PostgreSQL’s traffic is frozen here (the SQLite pass locks the file instead)')
  test.describe.configure({ timeout: 240_000 })

  const database = new URL(postgresAdminUrl())
  const relay = freezableRelay(database)
  const port = appPort + 21
  const base = `http://127.0.0.1:${port}`
  let site: ChildProcess | undefined
  let files = ''

  test.beforeAll(async () => {
    const url = new URL(database)
    url.host = `127.0.0.1:${await relay.listen()}`
    url.pathname = `/campus_e2e_${appPort}`
    files = mkdtempSync(path.join(os.tmpdir(), 'campus-stall-'))
    site = startSite(port, {
      stdio: 'ignore',
      env: {
        PAYLOAD_SECRET: 'e2e-secret-only-for-tests',
        SITE_URL: base,
        DATABASE_URL: url.toString(),
        MEDIA_DIR: path.join(files, 'media'),
        PRIVATE_DIR: path.join(files, 'private'),
        REQUEST_DEADLINE_SECONDS: String(DEADLINE_SECONDS),
        RATE_LIMIT_APPLY_PER_HOUR: '1000',
        RATE_LIMIT_SUBSCRIBE_PER_HOUR: '1000',
      },
    })
    await waitForHttp(`${base}/api/health`, 120_000)
    await expect.poll(async () => (await fetch(`${base}/api/health`)).status, { timeout: 120_000 }).toBe(200)
  })
  test.afterAll(async () => {
    relay.thaw()
    site?.kill('SIGTERM')
    await relay.close()
    rmSync(files, { recursive: true, force: true })
  })

  test('every route that needs the database answers 503 within the deadline, and the site recovers', async () => {
    const known = await prepare(base)
    const { reads, writes } = attempts(base, known)
    relay.freeze()
    expectUnavailable(await answersWithin(DEADLINE_SECONDS + MARGIN_SECONDS, [...reads, ...writes]))
    // Asked again while still frozen: the answer comes as soon, the stalled connections notwithstanding.
    expectUnavailable(await answersWithin(DEADLINE_SECONDS + MARGIN_SECONDS, reads.slice(0, 3)))

    relay.thaw()
    await expect.poll(async () => (await fetch(`${base}/api/news?limit=1`)).status, { timeout: 60_000 }).toBe(200)
    expect((await fetch(`${base}/api/applications?limit=1&depth=0`, { headers: known.staff })).status).toBe(200)
    expect((await fetch(`${base}/uz/news/${known.uncachedNews}`)).status).toBe(200)
    const signUp = await fetch(`${base}/en/api/subscribe`, json({ email: 'thawed.reader@example.com' }))
    expect(signUp.status).toBe(200)
  })
})

test.describe('SQLite locked by another connection', () => {
  test.skip(process.env.E2E_DATABASE === 'postgres', 'SQLite only (the PostgreSQL pass freezes its traffic instead)')
  test.describe.configure({ timeout: 180_000 })

  test('writes answer 503 within the deadline while reads go on, and work again once the lock is gone', async ({ baseURL }) => {
    const base = baseURL!
    const known = await prepare(base)
    const { reads, writes } = attempts(base, known)
    // Another connection's long write (a script, a backup tool): BEGIN EXCLUSIVE. Payload keeps
    // the file in WAL mode, where readers never wait for a writer; every other writer waits.
    const locker = createClient({ url: `file:${e2eSqliteFile()}` })
    await locker.execute('BEGIN EXCLUSIVE')
    try {
      // The browser-test server runs with the default deadline, 10 s.
      const answers = await answersWithin(10 + MARGIN_SECONDS, [...writes, ...reads])
      expectUnavailable(answers.slice(0, writes.length))
      for (const { name, status, body } of answers.slice(writes.length)) expect(status, `${name}: ${body.slice(0, 200)}`).toBeLessThan(500)
    } finally {
      await locker.execute('ROLLBACK')
      locker.close()
    }
    const signUp = await fetch(`${base}/en/api/subscribe`, json({ email: 'unlocked.reader@example.com' }))
    expect(signUp.status).toBe(200)
  })
})
