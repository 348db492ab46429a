// What fails out of sight is shown where staff work: a scheduled publish that fails appears on
// the admin home and on the story, saying why, until someone dismisses it; and the admin home
// lists redirects that lead to a page that is gone.
import { mkdirSync } from 'node:fs'

import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { adminHeaders, LOCALES, signInToAdmin } from './helpers'
import { runOnServerData } from './serverScript'

const shots = process.env.SHOTS_DIR

/** Screenshots of what a page shows, in the admin's three languages, on a phone and a desktop (when SHOTS_DIR is set). */
async function photograph(page: Page, name: string) {
  if (!shots) return
  mkdirSync(shots, { recursive: true })
  const url = page.url()
  const { hostname } = new URL(url)
  const choose = (language: string) => page.context().addCookies([{ name: 'payload-lng', value: language, domain: hostname, path: '/' }])
  for (const language of LOCALES) {
    await choose(language)
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: width > 500 ? 1000 : 800 })
      await page.goto(url)
      await page.waitForLoadState('networkidle')
      await page.screenshot({ path: `${shots}/${name}-${language}-${width}.png`, fullPage: true })
    }
  }
  await choose('en')
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(url)
}

test('a scheduled publish that failed: on the dashboard and the story, with the reason, until dismissed', async ({ page, request }) => {
  // Payload started in a process of its own, then the admin's heaviest screens (and, with
  // SHOTS_DIR, eighteen screenshots).
  test.setTimeout(shots ? 400_000 : 180_000)
  const headers = await adminHeaders(request)
  const { id } = JSON.parse(await runOnServerData('tests/helpers/failScheduledPublish.ts', ['Evening concert'])) as { id: number }
  // The queue runs (the server's own minute may have run it already: either way it has failed).
  expect((await request.get('/api/payload-jobs/run', { headers })).status()).toBe(200)
  // An old address whose page never came: listed as a link that leads nowhere.
  const redirect = await request.post('/api/redirects', {
    headers,
    data: { from: '/concert-2025', toType: 'path', toPath: '/news/concert-2025', status: '301' },
  })
  expect(redirect.status(), await redirect.text()).toBe(201)
  const redirectId = ((await redirect.json()) as { doc: { id: number } }).doc.id

  try {
    await signInToAdmin(page)
    await page.goto('/admin')
    const onDashboard = page.getByTestId('notices-panel').getByTestId('staff-notice').filter({ hasText: 'Evening concert' })
    await expect(onDashboard).toContainText('Scheduled publishing of “Evening concert” failed')
    await expect(onDashboard).toContainText('Fix these fields, then publish or schedule again: Cover image.')
    await expect(page.getByTestId('broken-links')).toContainText('/concert-2025')
    expect((await request.get('/concert-2025', { maxRedirects: 0 })).status()).toBe(404)
    await photograph(page, 'dashboard')

    await onDashboard.getByRole('link', { name: 'Open' }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/news/${id}`))
    const onStory = page.getByTestId('document-notices')
    await expect(onStory).toContainText('It is not published and no longer scheduled')
    await photograph(page, 'document')

    await onStory.getByRole('button', { name: 'Dismiss' }).click()
    await expect(page.getByTestId('document-notices')).toHaveCount(0)
    await page.goto('/admin')
    // The home is drawn (the report of links is still there), without the dismissed notice.
    await expect(page.getByTestId('broken-links')).toBeVisible()
    await expect(page.getByTestId('staff-notice').filter({ hasText: 'Evening concert' })).toHaveCount(0)
  } finally {
    await request.delete(`/api/redirects/${redirectId}`, { headers })
    await request.delete(`/api/news/${id}`, { headers })
  }
})
