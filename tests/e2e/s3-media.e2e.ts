// Pictures held on S3 reach visitors: a second instance of the build, with its files on the local
// S3 server (scripts/s3-local.mjs) and a database of its own, takes an image uploaded by an
// editor, and Chromium shows it on the news list and the story through Next's image optimizer.
import { expect, test } from './fixtures'
import type { ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'

import { startSite, waitForHttp } from '../../scripts/lib.mjs'
import { startLocalS3 } from '../../scripts/s3-local.mjs'
import { staffToken } from './secondFactor'

// E2E_PORT + 5: free in the test's own range of ten ports (the others use +1 and +10…+20).
const port = Number(process.env.E2E_PORT ?? 3100) + 5
const base = `http://127.0.0.1:${port}`

test.describe('media on S3', () => {
  test.describe.configure({ timeout: 180_000 })

  let site: ChildProcess | undefined
  let s3: Awaited<ReturnType<typeof startLocalS3>> | undefined
  let files = ''

  test.beforeAll(async () => {
    files = mkdtempSync(path.join(os.tmpdir(), 'campus-e2e-s3-'))
    s3 = await startLocalS3({ directory: path.join(files, 'objects') })
    site = startSite(port, {
      stdio: 'ignore',
      env: {
        ...s3.env,
        PAYLOAD_SECRET: 'e2e-secret-only-for-tests',
        SITE_URL: base,
        DATABASE_URL: '',
        SQLITE_FILE: path.join(files, 'campus.db'),
        MEDIA_DIR: path.join(files, 'media'),
        PRIVATE_DIR: path.join(files, 'private'),
      },
    })
    await waitForHttp(`${base}/api/health`, 120_000)
    await expect.poll(async () => (await fetch(`${base}/api/health`)).status, { timeout: 120_000 }).toBe(200)
  })
  test.afterAll(async () => {
    site?.kill('SIGTERM')
    await s3?.stop()
    rmSync(files, { recursive: true, force: true })
  })

  test('an uploaded picture is stored in the bucket and shown on the news list and the story', async ({ page }) => {
    const account = { email: 'editor@example.edu', password: 'a-long-test-password-1' }
    const signUp = await fetch(`${base}/api/users/first-register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...account, confirmPassword: account.password }),
    })
    expect(signUp.status).toBe(200)
    // The first account is an administrator, who sets up the second factor at the first sign-in.
    const token = await staffToken(account.email, account.password, base)

    const picture = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2266aa' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'graduation.png')
    form.append('_payload', JSON.stringify({ alt: 'Graduation day' }))
    const upload = await fetch(`${base}/api/media`, { method: 'POST', headers: { Authorization: `JWT ${token}` }, body: form })
    expect(upload.status).toBe(201)
    const { doc: media } = (await upload.json()) as { doc: { id: number; filename: string } }
    expect(existsSync(path.join(files, 'objects', s3!.env.S3_BUCKET, 'media', `${media.filename}._S3rver_object`))).toBe(true)
    expect(readdirSync(files)).not.toContain('media')

    const news = await fetch(`${base}/api/news`, {
      method: 'POST',
      headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'Graduation day', slug: 'graduation-day', date: new Date().toISOString(), cover: media.id, _status: 'published' }),
    })
    expect(news.status).toBe(201)

    for (const address of ['/news', '/news/graduation-day']) {
      await page.goto(`${base}${address}`)
      // A plain file name has the picture's short address, which the optimizer answers (src/lib/shortImages.ts).
      const image = page.locator(`img[src^="/img/${media.filename}?w="]`).first()
      await expect(image).toBeVisible()
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
    }
  })
})
