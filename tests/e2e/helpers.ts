import { mkdirSync } from 'node:fs'
import path from 'node:path'

import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'

import { adminToken, baseUrl, staffToken } from './secondFactor'
import { serverSettings } from './serverScript'

export const LOCALES = ['en', 'ru', 'uz'] as const
export type Locale = (typeof LOCALES)[number]
export const prefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`)

/**
 * A screenshot for a person to look at, written only when asked for: into SHOTS_DIR, in a folder
 * per spec. A test run writes no files of its own elsewhere.
 */
export async function shot(target: Page | Locator, folder: string, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  const root = process.env.SHOTS_DIR
  if (!root) return
  mkdirSync(path.join(root, folder), { recursive: true })
  await target.screenshot({ path: path.join(root, folder, `${name}.png`), ...options })
}

/**
 * Chooses an option of one of the admin's selects (react-select) as a person does: opens its list,
 * again if a click came before the admin's scripts were ready for it, then clicks the option.
 */
export async function chooseOption(page: Page, select: Locator, option: string | RegExp): Promise<void> {
  const choice = page.locator('.rs__option', { hasText: option })
  await expect(async () => {
    if (!(await choice.isVisible())) await select.click()
    await expect(choice).toBeVisible({ timeout: 3_000 })
  }).toPass({ timeout: 30_000 })
  await choice.click()
}

/** Payload's where operators, as the fuzz suites send them. */
export const WHERE_OPERATORS = [
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
  'near',
  'within',
  'intersects',
]

export const demo = {
  siteTitle: { en: 'Registan University', ru: 'Университет Регистан', uz: 'Registon universiteti' },
  phone1: '+998 66 233 00 11',
  phone2: '+998 66 233 00 12',
  menuTop: { en: 'University', ru: 'Университет', uz: 'Universitet' },
}

const admin = { email: 'e2e-admin@example.edu', password: 'e2e-admin-password-1' }

/** Authorization header of an administrator (the first account of the fresh test database), second factor passed. */
export async function adminHeaders(_request?: APIRequestContext) {
  return { Authorization: `JWT ${await adminToken(admin)}` }
}

/** Signs the browser in to /admin as that administrator (its session, second factor passed). */
/** Signs the page in to the admin as the e2e administrator (password and second factor passed), at `origin`. */
export async function signInToAdmin(page: Page, origin = baseUrl) {
  await page.context().addCookies([{ name: 'payload-token', value: await adminToken(admin), url: origin }])
  await page.goto(`${origin}/admin`)
  await expect(page).toHaveURL(/\/admin(?!\/login)/)
}

const staffTokens = new Map<string, string>()
/**
 * Signs the page in to the admin as another staff account, second factor included (set up on its
 * first sign-in, as a new member of staff does); resolves with the account's token for API calls.
 */
export async function signInAsStaff(page: Page, account: { email: string; password: string }, origin = baseUrl) {
  let token = staffTokens.get(account.email)
  if (!token) staffTokens.set(account.email, (token = await staffToken(account.email, account.password)))
  await page.context().addCookies([{ name: 'payload-token', value: token, url: origin }])
  await page.goto(`${origin}/admin`)
  await expect(page).toHaveURL(/\/admin(?!\/login)/)
  return token
}

export async function updateSettings(request: APIRequestContext, data: Record<string, unknown>) {
  const response = await request.post('/api/globals/settings', { headers: await adminHeaders(request), data })
  if (!response.ok()) throw new Error(`settings update failed: ${response.status()} ${await response.text()}`)
}

/** The e-mails the test server sent, from its SMTP sink (scripts/e2e-server.mjs). */
const sinkUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}/messages`
export type SinkMessage = {
  to: string[]
  subject: string
  text: string
  html: string
  headers: { key: string; value: string }[]
  attachments: { filename: string | null; mimeType: string; content: string }[]
}

/** Waits for an e-mail to this address that matches. */
export async function mailTo(address: string, match: (message: SinkMessage) => boolean = () => true): Promise<SinkMessage> {
  let found: SinkMessage | undefined
  await expect
    .poll(async () => {
      const all = (await (await fetch(sinkUrl)).json()) as SinkMessage[]
      found = all.find((message) => message.to.includes(address) && match(message))
      return Boolean(found)
    })
    .toBe(true)
  return found!
}

/**
 * The SQLite file of this pass's browser-test server, as scripts/e2e-server.mjs recorded it for its
 * port: two SQLite passes may run at once (docs/decisions/071-browser-passes-in-two-lanes.md).
 */
export function e2eSqliteFile(): string {
  const file = serverSettings().SQLITE_FILE
  if (!file) throw new Error('the browser-test server of this port does not run on SQLite')
  return file
}

let clients = 0
/**
 * A client address no other request of the run uses (198.18.0.0/15, kept for benchmarks): a
 * test that sends an application or a sign-up is one new visitor, never one whose address another
 * test has already taken over its hourly limit.
 */
export const newClientAddress = () => `198.${18 + (process.pid % 2)}.${(process.pid >> 1) % 256}.${(++clients % 250) + 1}`
