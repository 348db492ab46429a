import { type APIRequestContext, expect, type Page } from '@playwright/test'

export const LOCALES = ['en', 'ru', 'uz'] as const
export type Locale = (typeof LOCALES)[number]
export const prefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`)

/** Demo content the seed puts in place (src/seed/content). */
export const demo = {
  siteTitle: { en: 'Registan University', ru: 'Университет Регистан', uz: 'Registon universiteti' },
  phone1: '+998 66 233 00 11',
  phone2: '+998 66 233 00 12',
  menuTop: { en: 'University', ru: 'Университет', uz: 'Universitet' },
}

const admin = { email: 'e2e-admin@example.edu', password: 'e2e-admin-password-1' }

/** Authorization header of an administrator (the first account of the fresh test database). */
export async function adminHeaders(request: APIRequestContext) {
  let response = await request.post('/api/users/login', { data: admin })
  if (!response.ok()) {
    await request.post('/api/users/first-register', { data: admin })
    response = await request.post('/api/users/login', { data: admin })
  }
  if (!response.ok()) throw new Error(`admin login failed: ${response.status()}`)
  const { token } = await response.json()
  return { Authorization: `JWT ${token}` }
}

/** Signs the browser in to /admin as that administrator. */
export async function signInToAdmin(page: Page) {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(admin.email)
  await page.locator('#field-password').fill(admin.password)
  await page.locator('form button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin(?!\/login)/)
}

export async function updateSettings(request: APIRequestContext, data: Record<string, unknown>) {
  const response = await request.post('/api/globals/settings', { headers: await adminHeaders(request), data })
  if (!response.ok()) throw new Error(`settings update failed: ${response.status()} ${await response.text()}`)
}

/** The e-mails the test server sent, from its SMTP sink (scripts/e2e-server.mjs). */
const sinkUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}/messages`
export type SinkMessage = { to: string[]; subject: string; text: string; html: string; headers: { key: string; value: string }[] }

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
