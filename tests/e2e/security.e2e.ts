// Response headers the site-wide rules must not override, and staff sign-in that slows guessing
// without a lock anyone could trigger.
import { type APIRequestContext, expect, test } from './fixtures'

import { adminHeaders } from './helpers'

test('media files open with the sandbox policy of downloads, pages with the site policy', async ({ request }) => {
  const media = await (await request.get('/api/media?limit=1&depth=0')).json()
  const filename = media.docs[0].filename as string
  const file = await request.get(`/api/media/file/${encodeURIComponent(filename)}`)
  expect(file.status()).toBe(200)
  expect(file.headers()['content-security-policy']).toBe("default-src 'none'; sandbox")
  expect(file.headers()['x-content-type-options']).toBe('nosniff')

  const page = await request.get('/en')
  expect(page.headers()['content-security-policy']).toContain("default-src 'self'")
  expect(page.headers()['content-security-policy']).not.toContain('sandbox')
})

async function staffAccount(request: APIRequestContext, name: string) {
  const email = `e2e-${name}-${Date.now()}@example.edu`
  const password = 'e2e-staff-password-1'
  const created = await request.post('/api/users', { headers: await adminHeaders(request), data: { email, password, roles: ['admissions'] } })
  expect(created.status()).toBe(201)
  return { email, password }
}
const from = (address: string) => ({ 'x-forwarded-for': address })
const signIn = (request: APIRequestContext, address: string, data: { email: string; password: string }) =>
  request.post('/api/users/login', { headers: from(address), data })

test('wrong passwords make one address wait, and never lock the account for its owner', async ({ request }) => {
  const account = await staffAccount(request, 'guessed')
  const wrong = { ...account, password: 'not-the-password' }
  for (let i = 0; i < 5; i++) expect((await signIn(request, '198.51.100.91', wrong)).status(), `attempt ${i + 1}`).toBe(401)
  const waiting = await signIn(request, '198.51.100.91', account)
  expect(waiting.status()).toBe(429)
  expect((await waiting.json()).errors[0].message).toMatch(/^Too many sign-in attempts\. Try again in \d+ s\.$/)
  // In the admin's other language too.
  const inRussian = await request.post('/api/users/login', { headers: { ...from('198.51.100.91'), 'Accept-Language': 'ru' }, data: account })
  expect((await inRussian.json()).errors[0].message).toMatch(/^Слишком много попыток входа\. Повторите через \d+ с\.$/)
  // The owner, elsewhere, signs in at once: there is no lock to trigger.
  expect((await signIn(request, '198.51.100.92', account)).status()).toBe(200)
})

test('one address trying many accounts is stopped, whatever the account', async ({ request }) => {
  const account = await staffAccount(request, 'sprayed')
  for (let i = 0; i < 20; i++) {
    const response = await signIn(request, '198.51.100.93', { email: `nobody-${i}@example.edu`, password: 'guess' })
    expect(response.status(), `account ${i + 1}`).toBe(401)
  }
  expect((await signIn(request, '198.51.100.93', account)).status()).toBe(429)
  expect((await signIn(request, '198.51.100.94', account)).status()).toBe(200)
})

test('forgot-password answers alike for known and unknown accounts, and is limited', async ({ request }) => {
  const account = await staffAccount(request, 'forgetful')
  const ask = (email: string, address: string) => request.post('/api/users/forgot-password', { headers: from(address), data: { email } })
  const known = await ask(account.email, '198.51.100.95')
  const unknown = await ask('nobody-at-all@example.edu', '198.51.100.95')
  expect([known.status(), unknown.status()]).toEqual([200, 200])
  expect(await unknown.text()).toBe(await known.text())
  await ask(account.email, '198.51.100.96')
  await ask(account.email, '198.51.100.97')
  // The fourth request for one account within the hour, from yet another address.
  expect((await ask(account.email, '198.51.100.98')).status()).toBe(429)
})
