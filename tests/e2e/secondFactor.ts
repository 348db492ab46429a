// Staff sign-in for the browser tests, as a staff member with an authenticator app does it: the
// password, then the second factor (set up on the first sign-in, the code computed from the secret
// captured then). The e2e administrator's secret and session are shared by the workers through a
// file, so the suite signs it in once and never sends one code twice (the server refuses a replay).
import { mkdirSync, readFileSync, rmdirSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, type Page } from '@playwright/test'
import { generate } from 'otplib'

const port = Number(process.env.E2E_PORT ?? 3100)
export const baseUrl = `http://127.0.0.1:${port}`
const shared = path.join(tmpdir(), `campus-e2e-admin-${port}-${process.env.E2E_DATABASE ?? 'sqlite'}.json`)
const secrets = new Map<string, string>()

type SignIn = { token?: string; secondFactor?: 'code' | 'setup' }
const json = (token: string, body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', Authorization: `JWT ${token}` },
  body: JSON.stringify(body),
})
const call = (token: string, step: string, body: unknown, base = baseUrl) => fetch(`${base}/api/users/second-factor/${step}`, json(token, body))

/** Whether this token opens the API (a held half-signed-in session does not). */
export async function opens(token: string, base = baseUrl): Promise<boolean> {
  const me = await fetch(`${base}/api/users/me`, { headers: { Authorization: `JWT ${token}` } })
  return me.ok && ((await me.json()) as { user: unknown }).user !== null
}

/** Sets the factor up with a code computed from the secret, as an authenticator app would. */
export async function setUpSecondFactor(token: string, base = baseUrl): Promise<{ secret: string; recoveryCodes: string[] }> {
  const { secret } = (await (await call(token, 'setup', {}, base)).json()) as { secret: string }
  const enabled = await call(token, 'enable', { code: await generate({ secret }) }, base)
  if (!enabled.ok) throw new Error(`second factor set-up failed: ${enabled.status} ${await enabled.text()}`)
  return { secret, recoveryCodes: ((await enabled.json()) as { recoveryCodes: string[] }).recoveryCodes }
}

/** A code the server has not taken yet: this window's, else the next one's (within its tolerance), else the following window's. */
async function passCode(token: string, secret: string, base: string) {
  for (let round = 0; round < 2; round++) {
    const now = Math.floor(Date.now() / 1000)
    for (const epoch of [now, now + 30]) {
      const answer = await call(token, 'verify', { code: await generate({ secret, epoch }) }, base)
      if (answer.ok) return
      if (answer.status !== 401) throw new Error(`second factor failed: ${answer.status} ${await answer.text()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, (30 - (now % 30) + 1) * 1000))
  }
  throw new Error('no second-factor code was accepted')
}

/** Completes what a password sign-in still needs; the secret of an account set up here is remembered. */
export async function completeSecondFactor(email: string, { token, secondFactor }: SignIn, knownSecret?: string, base = baseUrl): Promise<string> {
  if (!token) throw new Error('no token from the sign-in')
  if (secondFactor === 'setup') secrets.set(email, (await setUpSecondFactor(token, base)).secret)
  if (secondFactor === 'code') {
    const secret = knownSecret ?? secrets.get(email)
    if (!secret) throw new Error(`no second-factor secret known for ${email}`)
    await passCode(token, secret, base)
  }
  return token
}

/** Signs a staff account in over the API, second factor included; resolves with its token. */
export async function staffToken(email: string, password: string, base = baseUrl): Promise<string> {
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`)
  return completeSecondFactor(email, (await login.json()) as SignIn, undefined, base)
}

type Saved = { secret?: string; token?: string }
const read = (): Saved => {
  try {
    return JSON.parse(readFileSync(shared, 'utf8')) as Saved
  } catch {
    return {}
  }
}

/** One worker at a time signs the administrator in (a directory made atomically is the lock). */
async function locked<T>(work: () => Promise<T>): Promise<T> {
  const lock = `${shared}.lock`
  for (;;) {
    try {
      mkdirSync(lock)
      break
    } catch {
      // A lock left by a worker that died is taken over after a minute.
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })!.mtimeMs > 60_000) rmdirSync(lock)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  try {
    return await work()
  } finally {
    rmdirSync(lock)
  }
}

let adminSession: string | undefined
/** The e2e administrator's token (made on the fresh test database's first sign-up), second factor passed. */
export async function adminToken(admin: { email: string; password: string }): Promise<string> {
  if (adminSession && (await opens(adminSession))) return adminSession
  adminSession = await locked(async () => {
    const saved = read()
    if (saved.token && (await opens(saved.token))) return saved.token
    const post = (to: string) =>
      fetch(`${baseUrl}/api/users/${to}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) })
    let login = await post('login')
    if (!login.ok) {
      await post('first-register')
      login = await post('login')
    }
    if (!login.ok) throw new Error(`admin login failed: ${login.status}`)
    const signIn = (await login.json()) as SignIn
    const token = await completeSecondFactor(admin.email, signIn, signIn.secondFactor === 'code' ? saved.secret : undefined)
    writeFileSync(shared, JSON.stringify({ secret: secrets.get(admin.email) ?? saved.secret, token }))
    return token
  })
  return adminSession
}

/** The e2e administrator's second-factor secret (set up on the shared server first), for servers of its own that share the database. */
export async function adminSecret(admin: { email: string; password: string }): Promise<string | undefined> {
  await adminToken(admin)
  return secrets.get(admin.email) ?? read().secret
}

/**
 * In the browser, on the set-up screen after the password: reads the key shown beside the QR code,
 * types the code an authenticator app would show, keeps the recovery codes, goes on. Resolves with
 * the secret and the recovery codes.
 */
export async function setUpInBrowser(page: Page, pictures?: (name: 'setup' | 'recovery') => Promise<void>) {
  const key = page.getByTestId('second-factor-key')
  await expect(key).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('second-factor-setup').locator('img')).toBeVisible()
  await pictures?.('setup')
  const secret = (await key.innerText()).replace(/\s/g, '')
  await page.locator('#second-factor-code').fill(await generate({ secret }))
  await page.getByTestId('second-factor-setup').locator('button[type="submit"]').click()
  const codes = page.getByTestId('recovery-codes')
  await expect(codes.locator('li')).toHaveCount(10)
  await pictures?.('recovery')
  const recoveryCodes = await codes.locator('li').allInnerTexts()
  await codes.getByRole('button').last().click()
  return { secret, recoveryCodes }
}
