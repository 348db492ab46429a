import { expect, test } from './fixtures'

import { adminHeaders, signInToAdmin } from './helpers'

test('staff preview unpublished changes; visitors see only what is published', async ({ page, browser, request }) => {
  const headers = await adminHeaders(request)
  const found = await request.get('/api/pages?where[slug][equals]=history&locale=en&depth=0', { headers })
  const history = (await found.json()).docs[0]
  const draftTitle = 'History (draft being written)'
  const saved = await request.patch(`/api/pages/${history.id}?locale=en&draft=true`, { headers, data: { title: draftTitle } })
  expect(saved.ok()).toBe(true)

  try {
    // A visitor still reads the published page, and cannot switch preview on.
    const visitor = await browser.newContext()
    const visitorPage = await visitor.newPage()
    await visitorPage.goto('/static/history')
    await expect(visitorPage.getByTestId('banner-title')).toHaveText('History')
    const refused = await visitorPage.goto('/api/preview?path=/static/history')
    expect(refused?.status()).toBe(401)
    await visitor.close()

    // Signed in (the admin's cookie), preview shows the draft with a bar to leave it.
    await signInToAdmin(page)
    await page.goto('/api/preview?path=/static/history')
    await expect(page).toHaveURL(/\/static\/history$/)
    await expect(page.getByTestId('banner-title')).toHaveText(draftTitle)
    await expect(page.getByTestId('preview-bar')).toBeVisible()
    await page.getByTestId('preview-bar').getByRole('link').click()
    await page.goto('/static/history')
    await expect(page.getByTestId('banner-title')).toHaveText('History')
    await expect(page.getByTestId('preview-bar')).toHaveCount(0)
  } finally {
    await request.patch(`/api/pages/${history.id}?locale=en`, { headers, data: { title: 'History', _status: 'published' } })
  }
})

test('the preview switch only redirects within the site', async ({ request }) => {
  const response = await request.get('/api/preview?path=//evil.example.com', { maxRedirects: 0 })
  expect(response.status()).toBe(400)
  // Leaving preview with a path a browser would read as another host goes home instead.
  for (const path of ['/%09/evil.example', '/%0A/evil.example', '/%0D/evil.example', '/%5C/evil.example', '//evil.example']) {
    const exit = await request.get(`/api/preview/exit?path=${path}`, { maxRedirects: 0 })
    expect(exit.status(), path).toBe(307)
    expect(exit.headers().location, path).toBe('/')
  }
  const back = await request.get('/api/preview/exit?path=/ru/news', { maxRedirects: 0 })
  expect(back.headers().location).toBe('/ru/news')
})
