// The admissions office's daily tools in the back office: the campaign dashboard on the admin
// home, and a status changed for several applications at once from the list — each change
// logged and e-mailed to its applicant in the language they applied in.
import { type APIRequestContext, expect, test } from './fixtures'

import ru from '../../src/i18n/messages/ru.json' with { type: 'json' }
import uz from '../../src/i18n/messages/uz.json' with { type: 'json' }
import { applicantDocuments, applicantFields } from '../helpers/applicant'
import { adminHeaders, chooseOption, mailTo, newClientAddress, signInToAdmin } from './helpers'

type Item = { id: number; name: string }
const list = async (request: APIRequestContext, path: string) => ((await (await request.get(path)).json()) as { data: Item[] }).data

async function apply(request: APIRequestContext, locale: 'ru' | 'uz', email: string, passport: string) {
  const degree = (await list(request, '/en/api/select/program'))[0]
  const form = (await list(request, `/en/api/select/study?program=${degree.id}`))[0]
  const direction = (await list(request, `/en/api/select/facultet?program=${degree.id}&study=${form.id}`))[0]
  const region = (await list(request, '/en/api/regions'))[0]
  const documents = await applicantDocuments()
  const response = await request.post('/api/apply', {
    headers: { 'x-forwarded-for': newClientAddress() },
    multipart: {
      ...applicantFields({ degree: degree.id, studyForm: form.id, direction: direction.id, region: region.id }, { locale, email, passport_number: passport }),
      ...Object.fromEntries(documents.map(({ field, name, mimeType, buffer }) => [field, { name, mimeType, buffer }])),
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { data: { application_number: string } }).data.application_number
}

const countWith = async (request: APIRequestContext, query: string) =>
  (await (await request.get(`/api/applications?limit=1&depth=0&${query}`, { headers: await adminHeaders(request) })).json()).totalDocs as number

test('the dashboard counts the campaign; a bulk status change logs and e-mails each applicant in their language', async ({ page, request }) => {
  const stamp = Date.now()
  const applicants = [
    { locale: 'ru' as const, email: `bulk-ru-${stamp}@example.com`, number: '' },
    { locale: 'uz' as const, email: `bulk-uz-${stamp}@example.com`, number: '' },
  ]
  for (const [index, applicant] of applicants.entries())
    applicant.number = await apply(request, applicant.locale, applicant.email, String(8_100_000 + (stamp % 100_000) * 10 + index))

  // The dashboard: the same figures the list has.
  await adminHeaders(request) // the administrator exists before the back office is opened
  await signInToAdmin(page)
  await page.goto('/admin')
  const dashboard = page.getByTestId('admissions-dashboard')
  await expect(dashboard).toBeVisible()
  const total = await countWith(request, '')
  await expect(dashboard.getByTestId('dashboard-total')).toContainText(String(total))
  const waiting = await countWith(request, 'where[status][equals]=not_confirmed')
  expect(waiting).toBeGreaterThanOrEqual(2)
  await expect(dashboard.getByTestId('dashboard-count-not_confirmed')).toHaveText(String(waiting))
  await expect(dashboard.getByTestId('dashboard-programmes').getByRole('listitem').first()).toBeVisible()
  await expect(dashboard.getByTestId('dashboard-days').getByRole('listitem')).toHaveCount(30)

  // Both applications selected in the list, then Edit → Status → Received for all of them.
  const numbers = applicants.map((applicant) => applicant.number)
  await page.goto(`/admin/collections/applications?where[applicationNumber][in]=${numbers.join(',')}`)
  await expect(page.locator('.table tbody tr')).toHaveCount(2)
  await page.locator('.table thead input[type="checkbox"]').check()
  await page.locator('.list-selection').getByRole('button', { name: 'Edit', exact: true }).click()
  const drawer = page.locator('.edit-many__main')
  await chooseOption(page, drawer.locator('.field-select .rs__control'), /^Status$/)
  await chooseOption(page, drawer.locator('#field-status .rs__control'), /^Received$/)
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(page.locator('.payload-toast-container')).toContainText(/Updated 2 Applications|2 Applications/i)

  for (const applicant of applicants) {
    const headers = await adminHeaders(request)
    const stored = (await (await request.get(`/api/applications?where[applicationNumber][equals]=${applicant.number}&depth=0`, { headers })).json()).docs[0]
    expect(stored.status).toBe('received')
    expect(stored.statusLog.at(-1)).toMatchObject({ from: 'not_confirmed', to: 'received' })
    const statuses = (applicant.locale === 'ru' ? ru : uz).statuses
    await mailTo(applicant.email, (message) => message.subject.includes(statuses.received) && message.text.includes(applicant.number))
  }
})
