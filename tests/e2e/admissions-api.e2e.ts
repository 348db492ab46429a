// The admissions calls over HTTP against the production server: the form's catalogue lists in
// three languages, and applications kept from everyone but admissions staff on every route.
import { expect, test, type APIRequestContext } from './fixtures'

import ru from '../../src/i18n/messages/ru.json' with { type: 'json' }
import { applicantDocuments, applicantFields } from '../helpers/applicant'
import { adminHeaders, signInToAdmin } from './helpers'
import { staffToken } from './secondFactor'

type Choice = { id: number; name: string; faculty?: string }
const list = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  return ((await response.json()) as { data: Choice[] }).data
}

test('the form’s lists come in the path’s language, each filtered by the choice before', async ({ request }) => {
  const degrees = await list(request, '/en/api/select/program')
  expect(degrees.map((degree) => degree.name)).toEqual(expect.arrayContaining(['Bachelor’s', 'Master’s']))
  const bachelor = degrees.find((degree) => degree.name === 'Bachelor’s')!
  expect((await list(request, '/ru/api/select/program')).map((degree) => degree.name)).toContain('Бакалавриат')
  expect((await list(request, '/oz/api/select/program')).map((degree) => degree.name)).toContain('Bakalavriat')

  const forms = await list(request, `/en/api/select/study?program=${bachelor.id}`)
  expect(forms.map((form) => form.name)).toContain('Full-time')
  const fullTime = forms.find((form) => form.name === 'Full-time')!
  const directions = await list(request, `/en/api/select/facultet?program=${bachelor.id}&study=${fullTime.id}`)
  expect(directions.length).toBeGreaterThan(3)
  expect(directions.every((direction) => direction.name && direction.faculty)).toBe(true)
  expect(await list(request, `/en/api/select/facultet?program=${bachelor.id}`)).toEqual([])

  const regions = await list(request, '/ru/api/regions')
  expect(regions.map((region) => region.name)).toContain('город Ташкент')
  expect((await request.get('/xx/api/regions')).status()).toBe(404)
})

async function storeApplication(request: APIRequestContext, email = 'timur.privacy@example.com') {
  const degree = (await list(request, '/en/api/select/program'))[0]
  const form = (await list(request, `/en/api/select/study?program=${degree.id}`))[0]
  const direction = (await list(request, `/en/api/select/facultet?program=${degree.id}&study=${form.id}`))[0]
  const region = (await list(request, '/en/api/regions'))[0]
  const documents = await applicantDocuments()
  const response = await request.post('/api/apply', {
    multipart: {
      ...applicantFields({ degree: degree.id, studyForm: form.id, direction: direction.id, region: region.id }, { email }),
      ...Object.fromEntries(documents.map(({ field, name, mimeType, buffer }) => [field, { name, mimeType, buffer }])),
    },
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { data: { application_number: string } }).data.application_number
}

test('the production server answers the status check itself, exactly as the Next route would', async ({ request }) => {
  const number = await storeApplication(request, 'timur.status@example.com')
  const body = { application_number: number.toLowerCase(), birth_date: '2005-09-09', locale: 'ru' }
  // JSON is answered in front of Next (src/edge/server.ts); a multipart body is left to the route.
  const fast = await request.post('/api/console', { data: body })
  const viaNext = await request.post('/api/console', { multipart: body })
  expect([fast.status(), viaNext.status()]).toEqual([200, 200])
  const received = (document: string, label: string) => ({ document, label, state: 'received', state_label: 'Получен', reason: null })
  const documents = [received('photo', 'Фото 3×4'), received('passport_copy', 'Копия паспорта'), received('diploma', 'Диплом или аттестат')]
  // The bot is on in this run: each answer carries a connect link of its own (signed, with its time).
  const [fastAnswer, nextAnswer] = [await fast.json(), await viaNext.json()]
  for (const answer of [fastAnswer, nextAnswer]) expect(answer.data.telegram_url).toMatch(/^https:\/\/t\.me\/campus_e2e_bot\?start=[\w-]+$/)
  const withoutLink = ({ data: { telegram_url, ...rest } }: { data: Record<string, unknown> }) => rest
  expect(withoutLink(fastAnswer)).toEqual({ status: 'not_confirmed', label: 'Не подтверждена', documents })
  expect(withoutLink(nextAnswer)).toEqual(withoutLink(fastAnswer))
  for (const response of [fast, viaNext]) {
    expect(response.headers()['cache-control']).toContain('no-store')
    expect(response.headers()['content-security-policy']).toContain("default-src 'self'")
  }
  // Only Next's router varies on `rsc`: its absence shows the server in front answered.
  expect(viaNext.headers()['vary']).toContain('rsc')
  expect(fast.headers()['vary'] ?? '').not.toContain('rsc')

  const wrongDate = await request.post('/api/console', { form: { ...body, birth_date: '2005-09-10' } })
  const unknown = await request.post('/api/console', { form: { ...body, application_number: 'ZZZZ-ZZZZ' } })
  expect([wrongDate.status(), unknown.status()]).toEqual([404, 404])
  expect(await wrongDate.text()).toBe(await unknown.text())
})

test('the 21st application in an hour from one address is asked for a challenge in the visitor’s language, never refused or a 500', async ({ request }) => {
  // A client of its own: the limit counts per address, and the other tests apply too.
  const headers = { 'x-forwarded-for': '198.51.100.77', 'accept-language': 'ru' }
  for (let i = 0; i < 20; i++) {
    const response = await request.post('/api/apply', { headers, multipart: { locale: 'ru' } })
    expect(response.status(), `application ${i + 1}`).toBeGreaterThanOrEqual(400)
    expect(response.status(), `application ${i + 1}`).toBeLessThan(429)
  }
  const asked = await request.post('/api/apply', { headers, multipart: { locale: 'ru' } })
  expect(asked.status()).toBe(428)
  expect(asked.headers()['x-challenge']).toBe('altcha')
  expect(asked.headers()['cache-control']).toContain('no-store')
  expect(await asked.json()).toMatchObject({ errors: [{ message: ru.limits.challenge }], strings: ru.limits.widget, challenge: expect.any(Object) })
})

test('public forms refuse posts made by another site’s page; API clients without Origin keep working', async ({ request }) => {
  const hostile = { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example', 'accept-language': 'ru' }
  const lookup = { application_number: 'ABCD-EFGH', birth_date: '2005-09-09', locale: 'ru' }
  const refused = [
    await request.post('/api/console', { headers: hostile, data: lookup }),
    await request.post('/api/console', { headers: hostile, multipart: lookup }),
    await request.post('/api/contract', { headers: hostile, data: lookup }),
    await request.post('/api/contract/pdf', { headers: hostile, form: lookup }),
    await request.post('/api/apply', { headers: { ...hostile, 'x-forwarded-for': '198.51.100.78' }, multipart: { locale: 'ru' } }),
  ]
  for (const response of refused) {
    expect(response.status(), response.url()).toBe(403)
    expect(await response.json()).toEqual({ errors: [{ message: ru.applyErrors.crossSite }] })
  }
  // The same calls from a script or the original front end's clients: answered as before.
  expect((await request.post('/api/console', { data: lookup })).status()).toBe(404)
  expect((await request.post('/api/console', { headers: { 'sec-fetch-site': 'same-origin' }, data: lookup })).status()).toBe(404)
})

async function loginAs(request: APIRequestContext, role: 'editor' | 'admissions') {
  const email = `e2e-${role}-${Date.now()}@example.edu`
  const password = 'e2e-staff-password-1'
  const created = await request.post('/api/users', { headers: await adminHeaders(request), data: { email, password, roles: [role] } })
  expect(created.status()).toBe(201)
  return { Authorization: `JWT ${await staffToken(email, password)}` }
}

test('applications and documents are refused to visitors and editors on every route, and open to admissions staff', async ({ request }) => {
  const number = await storeApplication(request)
  const admin = await adminHeaders(request)
  const found = await (await request.get(`/api/applications?where[applicationNumber][equals]=${number}&depth=0`, { headers: admin })).json()
  const id = found.docs[0].id as number
  const files = await (await request.get(`/api/application-files?where[application][equals]=${id}`, { headers: admin })).json()
  const fileId = files.docs[0].id as number

  const editor = await loginAs(request, 'editor')
  for (const headers of [{}, editor]) {
    for (const path of ['/api/applications', `/api/applications/${id}`, '/api/application-files', `/api/application-files/${fileId}`]) {
      const response = await request.get(path, { headers })
      expect(response.status(), path).toBe(403)
      expect(await response.text()).not.toContain('Privacy')
    }
    expect((await request.post('/api/applications', { headers, data: { firstName: 'X' } })).status()).toBe(403)
    expect((await request.patch(`/api/applications/${id}`, { headers, data: { status: 'approved' } })).status()).toBe(403)
    expect((await request.delete(`/api/applications/${id}`, { headers })).status()).toBe(403)
    const graphql = await request.post('/api/graphql', { headers, data: { query: '{ Applications { docs { id lastName } } }' } })
    expect(await graphql.text()).not.toContain('Privacy')
    expect((await graphql.json()).errors?.length).toBeGreaterThan(0)
    expect([401, 403]).toContain((await request.get(`/api/admissions/files/${fileId}`, { headers })).status())
    expect([401, 403]).toContain((await request.get('/api/admissions/export', { headers })).status())
    expect([401, 403]).toContain((await request.get(`/api/admissions/applications/${id}/export`, { headers })).status())
  }

  const staff = await loginAs(request, 'admissions')
  const download = await request.get(`/api/admissions/files/${fileId}`, { headers: staff })
  expect(download.status()).toBe(200)
  expect(download.headers()['content-disposition']).toMatch(/^attachment; filename="[2-9A-Z]{4}-[2-9A-Z]{4}-/)
  expect(download.headers()['x-content-type-options']).toBe('nosniff')
  expect(download.headers()['cache-control']).toContain('no-store')
  // The download's own sandbox policy, not the site's (which allows inline scripts).
  expect(download.headers()['content-security-policy']).toBe("default-src 'none'; sandbox")

  const csv = await request.get(`/api/admissions/export?where[applicationNumber][equals]=${number}`, { headers: staff })
  expect(csv.status()).toBe(200)
  const lines = (await csv.text()).trim().split('\r\n')
  expect(lines).toHaveLength(2)
  expect(lines[1]).toContain(`${number},not_confirmed`)
  expect(lines[1]).toContain('Privacy,Timur')
})

test('the back office warns when another application carries the same passport', async ({ page, request }) => {
  const first = await storeApplication(request, 'first.same.passport@example.com')
  const second = await storeApplication(request, 'second.same.passport@example.com')
  const headers = await adminHeaders(request)
  const found = await (await request.get(`/api/applications?where[applicationNumber][equals]=${second}&depth=0`, { headers })).json()
  await signInToAdmin(page)
  await page.goto(`/admin/collections/applications/${found.docs[0].id}`)
  const warning = page.getByTestId('duplicate-warning')
  await expect(warning).toContainText('AC 7654321')
  await expect(warning).toContainText(first)
  await expect(warning).not.toContainText(second)

  // The list offers the export of exactly what it shows.
  await page.goto(`/admin/collections/applications?search=${second}`)
  await expect(page.getByTestId('export-csv')).toHaveAttribute('href', new RegExp(`search=${second}`))
})

test('the contract page says why, when its PDF form comes back without a contract', async ({ page }) => {
  await page.goto('/ru/get-contract?error=notApproved')
  await expect(page.getByTestId('contract-message')).toHaveText('Договор доступен после одобрения заявки. Проверьте её статус на странице статуса.')
  await page.goto('/get-contract?error=notFound')
  await expect(page.getByTestId('contract-message')).toHaveText('Not found. Check the number and the date of birth.')
})
