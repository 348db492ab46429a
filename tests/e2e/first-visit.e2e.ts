// A first visit to `/` through the shipped nginx config: still the seed's behaviour (the
// browser's language chosen at `/`, remembered 365 days, SameSite=Lax) and now kept in the
// micro-cache, so the most common first request of an admissions campaign never waits for the app.
import { expect, request as http, test } from './fixtures'

import { findNginx, nginxMissingReason, startNginx } from '../../scripts/nginx.mjs'

const appPort = Number(process.env.E2E_PORT ?? 3100)
const port = appPort + 12
const nginx = findNginx()
const isCI = process.env.CI === 'true' || process.env.CI === '1'

test.describe('first visit to / through nginx', () => {
  test.skip(!nginx && !isCI, nginxMissingReason())
  let proxy: Awaited<ReturnType<typeof startNginx>> | undefined
  test.beforeAll(async () => {
    proxy = await startNginx({ nginx: nginx ?? undefined, port, appPort })
  })
  test.afterAll(async () => {
    await proxy?.stop()
  })

  for (const [browserLanguage, home, expected] of [
    ['ru-RU', '/ru', 'ru'],
    ['uz-UZ', '/uz', 'uz'],
    ['en-GB', '/', 'en'],
  ] as const) {
    test(`a ${browserLanguage} browser lands on ${home}, remembered for a year, and the answer is kept`, async ({ browser }) => {
      const context = await browser.newContext({ locale: browserLanguage })
      const page = await context.newPage()
      await page.goto(`http://127.0.0.1:${port}/?campaign=${expected}`)
      expect(new URL(page.url()).pathname).toBe(home)
      const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected')
      expect(cookie).toMatchObject({ value: expected, sameSite: 'Lax', path: '/' })
      const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000
      expect(days).toBeGreaterThan(364)
      expect(days).toBeLessThanOrEqual(365)
      await context.close()

      // The next first visitors with that language are given the kept answer, cookie included.
      const ask = async () => {
        const visitor = await http.newContext({ extraHTTPHeaders: { 'accept-language': `${browserLanguage},${expected};q=0.9` } })
        const response = await visitor.get(`http://127.0.0.1:${port}/?campaign=${expected}`, { maxRedirects: 0 })
        const answer = { status: response.status(), headers: response.headers() }
        await visitor.dispose()
        return answer
      }
      await ask()
      const again = await ask()
      // Served from the cache: fresh, or the previous copy while one request refreshes it.
      expect(['HIT', 'STALE', 'UPDATING']).toContain(again.headers['x-cache-status'])
      expect(again.status).toBe(expected === 'en' ? 200 : 307)
      expect(again.headers['set-cookie']).toBe(`i18n_redirected=${expected}; Max-Age=31536000; Path=/; SameSite=Lax`)
    })
  }
})
