// Response headers the site-wide rules must not override, and staff sign-in that slows guessing
// without a lock anyone could trigger (the browser's side: signin-challenge.e2e.ts).
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

test('public documents open with the sandbox policy of downloads: a PDF in the browser, others saved', async ({ request }) => {
  const pdf = await request.get('/api/documents/file/admission-rules-2027.pdf')
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-security-policy']).toBe("default-src 'none'; sandbox")
  expect(pdf.headers()['content-disposition']).toBe('inline')
  const docx = await request.get('/api/documents/file/curriculum-software-engineering.docx')
  expect(docx.headers()['content-security-policy']).toBe("default-src 'none'; sandbox")
  expect(docx.headers()['content-disposition']).toBe('attachment')
})

test('a first visit is asked for once: the site names no critical client hint, the admin still asks for its colour scheme', async ({ page, request }) => {
  // A page that names a critical hint the browser did not send is asked for again, with it, before
  // anything shows: the page's answer would then come after a first one the browser threw away.
  const navigations: string[] = []
  page.on('request', (sent) => void (sent.isNavigationRequest() && sent.frame() === page.mainFrame() && navigations.push(sent.url())))
  const answer = await page.goto('/ru/contact')
  expect(answer!.request().redirectedFrom()).toBeNull()
  expect(navigations).toEqual([answer!.url()])
  expect(answer!.headers()['critical-ch']).toBeUndefined()
  expect(answer!.headers()['accept-ch']).toBeUndefined()
  // The admin follows the device's light or dark theme: it reads the hint from the second request on.
  const admin = await request.get('/admin/login')
  expect(admin.headers()['accept-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
})

const SITE_HEADERS = ['strict-transport-security', 'x-frame-options', 'x-content-type-options', 'referrer-policy', 'permissions-policy']

test('answers the server writes itself carry the headers of every page: a bad address, a refused form, a redirect', async ({ request }) => {
  // The home page first: a page of the site remembers its language in a cookie.
  const home = await request.get('/', { headers: { 'Accept-Language': 'ru' }, maxRedirects: 0 })
  const page = (await request.get('/en')).headers()
  for (const name of SITE_HEADERS) expect(page[name], name).toBeTruthy()
  const answers = {
    'the home page in another language': home,
    'an undecodable address': await request.get('/news/%ff'),
    'a form posted to a page': await request.post('/ru/news', { headers: { 'Content-Type': 'multipart/form-data' }, data: 'x' }),
    'an image that is not on this site': await request.get('/_next/image?url=%2Fapi%2Fmedia%2Ffile%2F&w=640&q=75'),
  }
  for (const [what, answer] of Object.entries(answers)) {
    expect(answer.status(), what).toBeLessThan(500)
    for (const name of SITE_HEADERS) expect(answer.headers()[name], `${name} on ${what}`).toBe(page[name])
  }
  expect(answers['a form posted to a page'].status()).toBe(400)
  expect(await answers['a form posted to a page'].text()).toContain('Эту форму не удаётся прочитать')
  expect(answers['the home page in another language'].headers().location).toBe('/ru')
})

test('the image optimizer still answers for an image of this site', async ({ request }) => {
  const media = await (await request.get('/api/media?limit=1&depth=0&where[mimeType][contains]=image')).json()
  const filename = media.docs[0].filename as string
  const image = await request.get(`/_next/image?url=${encodeURIComponent(`/api/media/file/${filename}`)}&w=640&q=75`, { headers: { Accept: 'image/webp' } })
  expect(image.status()).toBe(200)
  expect(image.headers()['content-type']).toBe('image/webp')
})

test('a redirect in any script leaves nothing unanswered and stays on the site', async ({ request }) => {
  const language = await request.get(`/api/language?to=ru&next=${encodeURIComponent('/uz/новости?q=приём')}`, { maxRedirects: 0 })
  expect(language.status()).toBe(303)
  expect(language.headers().location).toBe('/ru/%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D0%B8?q=%D0%BF%D1%80%D0%B8%D1%91%D0%BC')
  // The probe's open redirect: English has no prefix, so the path left after /ru was //evil.example/x.
  const away = await request.get(`/api/language?to=en&next=${encodeURIComponent('/ru//evil.example/x')}`, { maxRedirects: 0 })
  expect(away.headers().location).toBe('/')
  const exit = await request.get(`/api/preview/exit?path=${encodeURIComponent('/ru/новости')}`, { maxRedirects: 0 })
  expect(exit.status()).toBe(307)
  expect(exit.headers().location).toBe('/ru/%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D0%B8')
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

test('wrong passwords make one address solve a challenge, and never lock the account for its owner', async ({ request }) => {
  const account = await staffAccount(request, 'guessed')
  const wrong = { ...account, password: 'not-the-password' }
  for (let i = 0; i < 5; i++) expect((await signIn(request, '198.51.100.91', wrong)).status(), `attempt ${i + 1}`).toBe(401)
  // The account's wait, a minute at most, held against an address that failed for it: a challenge.
  for (let i = 0; i < 11; i++) await signIn(request, `198.51.100.${150 + i}`, wrong)
  const asked = await signIn(request, '198.51.100.91', account)
  expect(asked.status()).toBe(428)
  expect(asked.headers()['x-challenge']).toBe('altcha')
  expect((await asked.json()).errors[0].message).toMatch(/your browser is doing a short check/)
  // In the admin's other language too.
  const inRussian = await request.post('/api/users/login', { headers: { ...from('198.51.100.91'), 'Accept-Language': 'ru' }, data: account })
  expect((await inRussian.json()).errors[0].message).toMatch(/браузер сначала выполняет короткую проверку/)
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

test('forgot-password answers alike for known and unknown accounts, and is limited per address, never for the owner', async ({ request }) => {
  const account = await staffAccount(request, 'forgetful')
  const ask = (email: string, address: string) => request.post('/api/users/forgot-password', { headers: from(address), data: { email } })
  const known = await ask(account.email, '198.51.100.95')
  const unknown = await ask('nobody-at-all@example.edu', '198.51.100.95')
  expect([known.status(), unknown.status()]).toEqual([200, 200])
  expect(await unknown.text()).toBe(await known.text())
  await ask(account.email, '198.51.100.95')
  await ask(account.email, '198.51.100.95')
  // The fourth request for one account within the hour from one address waits, with its own message.
  const refused = await ask(account.email, '198.51.100.95')
  expect(refused.status()).toBe(429)
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(60)
  expect((await refused.json()).errors[0].message).toMatch(/^Too many password-reset requests\. Try again in \d+ s\.$/)
  // The owner, elsewhere, still gets a link.
  expect((await ask(account.email, '198.51.100.96')).status()).toBe(200)
})
