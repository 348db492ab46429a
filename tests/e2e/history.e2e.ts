// History on the home page: changes saved as drafts stay unseen until published (staff can preview
// them), every published state is kept, and an editor restores an earlier one from the admin.
import { expect, test, type Page } from './fixtures'

import { adminHeaders, signInToAdmin } from './helpers'

const aboutHeading = (page: Page) => page.locator('#about-heading')

test('the home page: a draft is previewed, not shown; an earlier version is restored from the admin', async ({ page, browser, request }) => {
  // Two browsers, the admin's versions screen and the public page: a long journey.
  test.setTimeout(120_000)
  const headers = await adminHeaders(request)
  const original = (await (await request.get('/api/globals/home?locale=en&depth=0', { headers })).json()).about.title as string | null
  const publish = async (title: string) => {
    const response = await request.post('/api/globals/home?locale=en', { headers, data: { about: { title }, _status: 'published' } })
    expect(response.status(), await response.text()).toBe(200)
  }
  try {
    await publish('About us: version A')
    await publish('About us: version B')

    // A draft: visitors keep the published page; staff see the draft in preview.
    const draft = await request.post('/api/globals/home?locale=en&draft=true', { headers, data: { about: { title: 'About us: unpublished draft' } } })
    expect(draft.status()).toBe(200)
    const visitor = await browser.newContext()
    const visitorPage = await visitor.newPage()
    await visitorPage.goto('/')
    await expect(aboutHeading(visitorPage)).toHaveText('About us: version B')
    const peek = await visitorPage.request.get('/api/globals/home?draft=true&locale=en&depth=0')
    expect((await peek.json()).about?.title).toBe('About us: version B')
    await visitor.close()

    await signInToAdmin(page)
    await page.goto('/api/preview?path=/')
    await expect(aboutHeading(page)).toHaveText('About us: unpublished draft')
    await page.getByTestId('preview-bar').getByRole('link').click()

    // Restore version A from the admin's history of the home page.
    const versions = await request.get(
      `/api/globals/home/versions?where[version.about.title][equals]=${encodeURIComponent('About us: version A')}&locale=en&depth=0`,
      { headers },
    )
    const versionA = (await versions.json()).docs[0]
    expect(versionA).toBeTruthy()
    await page.goto(`/admin/globals/home/versions/${versionA.id}`)
    await page.getByRole('button', { name: 'Restore this version' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click()
    await expect(page).toHaveURL(/\/admin\/globals\/home(?!\/versions)/)

    const visitorAgain = await browser.newContext()
    const again = await visitorAgain.newPage()
    await expect(async () => {
      await again.goto('/')
      await expect(aboutHeading(again)).toHaveText('About us: version A', { timeout: 1_000 })
    }).toPass({ timeout: 15_000 })
    await visitorAgain.close()
  } finally {
    await request.post('/api/globals/home?locale=en', { headers, data: { about: { title: original }, _status: 'published' } })
  }
})

test('faculties, partners and the site settings keep their history', async ({ request }) => {
  const headers = await adminHeaders(request)
  const faculty = (await (await request.get('/api/faculties?limit=1&depth=0&locale=en', { headers })).json()).docs[0]
  for (const name of ['Faculty, first wording', faculty.name]) {
    expect((await request.patch(`/api/faculties/${faculty.id}?locale=en`, { headers, data: { name } })).status()).toBe(200)
  }
  const facultyVersions = await (
    await request.get(`/api/faculties/versions?where[parent][equals]=${faculty.id}&locale=en&depth=0&sort=-createdAt`, { headers })
  ).json()
  expect(facultyVersions.docs.map((v: { version: { name: string } }) => v.version.name).slice(0, 2)).toEqual([faculty.name, 'Faculty, first wording'])

  const settings = await (await request.get('/api/globals/settings/versions?limit=1', { headers })).json()
  expect(settings).toHaveProperty('docs')
  // Versions are staff-only.
  expect((await request.get(`/api/faculties/versions?where[parent][equals]=${faculty.id}`)).status()).toBe(403)
})
