// The database goes away under a running site (PostgreSQL behind a TCP relay the test cuts):
// every kind of request answers 503 with Retry-After, never a 500 or a stack trace; pages
// already cached keep answering; when the database is back, so is the site. A second app
// instance runs for this, on the browser tests' database. SQLite is a file inside the app's own
// process, with no server to lose: this runs in the PostgreSQL pass.
// No browser: every request here is a plain HTTP call.
import { expect, test } from '@playwright/test'
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { postgresAdminUrl } from '../../scripts/db.mjs'
import { startSite, waitForHttp } from '../../scripts/lib.mjs'
import { adminSecret, completeSecondFactor } from './secondFactor'

const appPort = Number(process.env.E2E_PORT ?? 3100)
const port = appPort + 20
const base = `http://127.0.0.1:${port}`

/** A TCP relay to PostgreSQL that can be cut (every connection dropped, new ones refused) and restored. */
function relay(target: URL) {
  const sockets = new Set<net.Socket>()
  let server: net.Server | undefined
  const listen = (listenPort: number) =>
    new Promise<number>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname)
        for (const socket of [client, upstream]) {
          sockets.add(socket)
          socket.on('close', () => sockets.delete(socket))
          socket.on('error', () => socket.destroy())
        }
        client.pipe(upstream).pipe(client)
      })
      server.listen(listenPort, '127.0.0.1', () => resolve((server!.address() as net.AddressInfo).port))
    })
  return {
    listen,
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server?.close(() => resolve())
      }),
  }
}

test.describe('database out of reach', () => {
  test.skip(process.env.E2E_DATABASE !== 'postgres', 'SQLite runs inside the app: no database server to lose (runs in the PostgreSQL pass)')
  test.describe.configure({ timeout: 180_000 })

  const database = new URL(postgresAdminUrl())
  const link = relay(database)
  let relayPort = 0
  let site: ChildProcess | undefined
  let files = ''

  test.beforeAll(async () => {
    relayPort = await link.listen(0)
    const url = new URL(database)
    url.host = `127.0.0.1:${relayPort}`
    url.pathname = `/campus_e2e_${appPort}`
    files = mkdtempSync(path.join(os.tmpdir(), 'campus-outage-'))
    site = startSite(port, {
      stdio: 'ignore',
      env: {
        PAYLOAD_SECRET: 'e2e-secret-only-for-tests',
        SITE_URL: base,
        DATABASE_URL: url.toString(),
        MEDIA_DIR: path.join(files, 'media'),
        PRIVATE_DIR: path.join(files, 'private'),
      },
    })
    await waitForHttp(`${base}/api/health`, 120_000)
    await expect.poll(async () => (await fetch(`${base}/api/health`)).status, { timeout: 120_000 }).toBe(200)
  })
  test.afterAll(async () => {
    site?.kill('SIGTERM')
    await link.cut()
    rmSync(files, { recursive: true, force: true })
  })

  /** A token of the browser tests' administrator, made on the first sign-in if need be. */
  async function staffToken() {
    const account = { email: 'e2e-admin@example.edu', password: 'e2e-admin-password-1' }
    // Set up on the shared server first, so this sign-in asks for a code whose secret is known.
    const secret = await adminSecret(account)
    const post = (path: string) => fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(account) })
    let login = await post('/api/users/login')
    if (!login.ok) {
      await post('/api/users/first-register')
      login = await post('/api/users/login')
    }
    expect(login.status).toBe(200)
    return completeSecondFactor(account.email, await login.json(), secret, base)
  }

  test('every route answers 503 with Retry-After while it is away, and recovers', async () => {
    const { docs } = await (await fetch(`${base}/api/news?limit=2&depth=0`)).json()
    const staff = { Authorization: `JWT ${await staffToken()}` }
    // Cached before the cut: the home page.
    expect((await fetch(`${base}/`)).status).toBe(200)
    await link.cut()

    const attempts: { name: string; request: () => Promise<Response> }[] = [
      { name: 'REST list', request: () => fetch(`${base}/api/news?limit=1`) },
      { name: 'REST document', request: () => fetch(`${base}/api/faculties/1`) },
      {
        name: 'staff sign-in',
        request: () =>
          fetch(`${base}/api/users/login`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ email: 'a@b.uz', password: 'x' }),
          }),
      },
      {
        name: 'GraphQL',
        request: () =>
          fetch(`${base}/api/graphql`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ query: '{ Faculties(limit: 1) { docs { id } } }' }),
          }),
      },
      { name: 'page not yet cached', request: () => fetch(`${base}/ru/news/${docs[1].slug}`) },
      { name: 'search', request: () => fetch(`${base}/en/api/search?q=university`) },
      {
        name: 'status check',
        request: () =>
          fetch(`${base}/api/console`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ application_number: 'ABCD-2345', birth_date: '2005-09-09' }),
          }),
      },
      { name: 'health', request: () => fetch(`${base}/api/health`) },
      // Signed in before the cut: Payload cannot look the session up, which is no reason for a 403.
      { name: 'staff list', request: () => fetch(`${base}/api/applications?limit=1&depth=0`, { headers: staff }) },
    ]
    for (const { name, request } of attempts) {
      const response = await request()
      const body = await response.text()
      expect(response.status, `${name}: ${body.slice(0, 200)}`).toBe(503)
      expect(response.headers.get('retry-after'), name).toMatch(/^\d+$/)
      expect(body, name).not.toMatch(/\n\s+at |node_modules|\/work\//)
    }
    // The page cached before the cut is still served.
    expect((await fetch(`${base}/`)).status).toBe(200)

    await link.listen(relayPort)
    await expect.poll(async () => (await fetch(`${base}/api/news?limit=1`)).status, { timeout: 60_000 }).toBe(200)
    expect((await fetch(`${base}/ru/news/${docs[1].slug}`)).status).toBe(200)
    expect((await fetch(`${base}/api/applications?limit=1&depth=0`, { headers: staff })).status).toBe(200)
  })
})
