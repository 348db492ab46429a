// Staff open the admin at whichever address reaches the server: the test server's SITE_URL is
// http://127.0.0.1:<port>, and a save made at http://localhost:<port> must work as well as one
// made there. The sign-in screen shows the university, not Payload.
import { expect, test } from './fixtures'

import { adminHeaders, demo, signInToAdmin } from './helpers'

const port = process.env.E2E_PORT ?? 3100

test('the sign-in screen shows the university’s emblem and name', async ({ page, request }) => {
  await adminHeaders(request) // the administrator exists, so /admin/login is the sign-in screen
  await page.goto('/admin/login')
  const logo = page.getByTestId('admin-logo')
  await expect(logo).toBeVisible()
  await expect(logo).toContainText(demo.siteTitle.en)
  const emblem = logo.locator('img')
  await expect.poll(() => emblem.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  await expect(page.locator('svg.graphic-logo')).toHaveCount(0)
})

for (const host of ['127.0.0.1', 'localhost']) {
  test(`an editor at http://${host}:<port>/admin saves a document`, async ({ browser, request }) => {
    const headers = await adminHeaders(request)
    const club = (await (await request.get('/api/clubs?limit=1&sort=id', { headers })).json()).docs[0] as { id: number }
    const schedule = `Thursdays 18:00, room ${host === 'localhost' ? 'L' : 'N'}-${Date.now() % 1000}`

    const context = await browser.newContext({ baseURL: `http://${host}:${port}` })
    const page = await context.newPage()
    await signInToAdmin(page, `http://${host}:${port}`)
    await expect(page.getByTestId('admin-icon')).toBeAttached()
    await page.goto(`/admin/collections/clubs/${club.id}`)
    await page.locator('#field-schedule').fill(schedule)
    await page.locator('#action-save').click()
    await expect(page.locator('.payload-toast-container')).toContainText(/success/i)
    await expect(page.getByText('You are not allowed to perform this action')).toHaveCount(0)
    await context.close()

    const saved = await (await request.get(`/api/clubs/${club.id}`, { headers })).json()
    expect(saved.schedule).toBe(schedule)
  })
}
