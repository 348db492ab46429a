// Nothing is lost by a slip, in the browser: an admissions officer changes the status of three
// applications at once (the bulk edit offers the status, never the server's own fields), deletes
// one, finds it in the trash and restores it — with its documents, whose download works again.
import { type APIRequestContext, expect, test } from './fixtures'

import { applicantDocuments, applicantFields } from '../helpers/applicant'
import { adminHeaders, chooseOption, signInAsStaff } from './helpers'

type Item = { id: number; name: string }
const list = async (request: APIRequestContext, path: string) => ((await (await request.get(path)).json()) as { data: Item[] }).data

// Each application from an address of its own in a range no other spec uses, so no address another
// test made busy can ask this one for a challenge.
let sender = 0
async function apply(request: APIRequestContext, email: string, passport: string) {
  const degree = (await list(request, '/en/api/select/program'))[0]
  const form = (await list(request, `/en/api/select/study?program=${degree.id}`))[0]
  const direction = (await list(request, `/en/api/select/facultet?program=${degree.id}&study=${form.id}`))[0]
  const region = (await list(request, '/en/api/regions'))[0]
  const documents = await applicantDocuments()
  const response = await request.post('/api/apply', {
    headers: { 'x-forwarded-for': `192.0.2.${++sender}` },
    multipart: {
      ...applicantFields({ degree: degree.id, studyForm: form.id, direction: direction.id, region: region.id }, { email, passport_number: passport }),
      ...Object.fromEntries(documents.map(({ field, name, mimeType, buffer }) => [field, { name, mimeType, buffer }])),
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { data: { application_number: string } }).data.application_number
}

test('an admissions officer bulk-edits the status, deletes an application and restores it from the trash with its documents', async ({ page, request }) => {
  // Three applications with their documents and three admin screens: longer than one page's test.
  test.setTimeout(180_000)
  const stamp = Date.now()
  const numbers: string[] = []
  for (let index = 0; index < 3; index++)
    numbers.push(await apply(request, `trash-${stamp}-${index}@example.com`, String(8_300_000 + (stamp % 100_000) * 10 + index)))

  // An admissions officer, signed in to the back office.
  const officer = { email: `officer-${stamp}@example.edu`, password: 'officer-password-1' }
  const created = await request.post('/api/users', { headers: await adminHeaders(request), data: { ...officer, roles: ['admissions'] } })
  expect(created.ok(), await created.text()).toBe(true)
  const officerToken = await signInAsStaff(page, officer)

  // The three selected, Edit: the status is offered, the server's own fields are not.
  const listUrl = `/admin/collections/applications?where[applicationNumber][in]=${numbers.join(',')}`
  await page.goto(listUrl)
  await expect(page.locator('.table tbody tr')).toHaveCount(3)
  await page.locator('.table thead input[type="checkbox"]').check()
  await page.locator('.list-selection').getByRole('button', { name: 'Edit', exact: true }).click()
  const drawer = page.locator('.edit-many__main')
  await drawer.locator('.field-select .rs__control').click()
  const options = page.locator('.rs__option')
  await expect(options.filter({ hasText: /^Status$/ })).toHaveCount(1)
  const offered = await options.allTextContents()
  // Soft: the rest of the story is checked too when this fails (the test still fails).
  expect.soft(offered.filter((label) => /complete|passport ?key/i.test(label))).toEqual([])
  await options.filter({ hasText: /^Status$/ }).click()
  await chooseOption(page, drawer.locator('#field-status .rs__control'), /^Received$/)
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(page.locator('.payload-toast-container')).toContainText(/3 Applications/i)

  // One deleted: it goes to the trash, with a word saying so, and leaves the list.
  const [kept] = numbers
  const admin = await adminHeaders(request)
  const application = (await (await request.get(`/api/applications?where[applicationNumber][equals]=${kept}&depth=0`, { headers: admin })).json()).docs[0]
  const files = (await (await request.get(`/api/application-files?where[application][equals]=${application.id}&depth=0`, { headers: admin })).json()).docs as {
    id: number
  }[]
  expect(files.length).toBe(3)
  const asOfficer = { Authorization: `JWT ${officerToken}` }
  const downloadStatus = async () => (await request.get(`/api/admissions/files/${files[0].id}`, { headers: asOfficer })).status()
  expect(await downloadStatus()).toBe(200)
  const row = page.locator('.table tbody tr', { hasText: kept })
  await row.locator('input[type="checkbox"]').check()
  await page.locator('.list-selection').getByRole('button', { name: 'Delete', exact: true }).click()
  const confirmDelete = page.locator('.confirmation-modal, [id$="confirm-delete-many-docs"]').last()
  await expect(confirmDelete).toContainText(/trash/i)
  await confirmDelete.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.locator('.payload-toast-container')).toContainText(/trash/i)
  await page.goto(listUrl)
  await expect(page.locator('.table tbody tr')).toHaveCount(2)

  // Its documents cannot be downloaded while it is in the trash.
  expect(await downloadStatus()).toBe(404)

  // In the trash, restored.
  await page.goto('/admin/collections/applications/trash')
  const trashed = page.locator('.table tbody tr', { hasText: kept })
  await expect(trashed).toHaveCount(1)
  await trashed.locator('input[type="checkbox"]').check()
  await page.locator('.list-selection').getByRole('button', { name: 'Restore', exact: true }).click()
  await page.getByRole('button', { name: 'Confirm' }).last().click()
  await expect(page.locator('.payload-toast-container')).toContainText(/restored/i)
  await page.goto(listUrl)
  await expect(page.locator('.table tbody tr')).toHaveCount(3)

  // Back whole: its documents listed and downloaded again.
  await page.goto(`/admin/collections/applications/${application.id}`)
  const documents = page.getByTestId('application-document')
  await expect(documents).toHaveCount(3)
  const download = page.waitForEvent('download')
  await documents.first().getByRole('link').first().click()
  expect((await download).suggestedFilename()).toContain(kept)
  expect(await downloadStatus()).toBe(200)
})
