// Response headers the site-wide rules must not override.
import { expect, test } from '@playwright/test'

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
