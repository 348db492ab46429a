// The admin's sign-in page from an address whose sign-ins failed for the account
// (docs/decisions/041-staff-sign-in.md): the server asks for a challenge instead of a wait, the
// page solves it by itself and goes on to the second factor's set-up, then the dashboard opens. The browser
// comes from an address of its own (X-Forwarded-For, believed from the loopback proxy).

import { type APIRequestContext, expect, test } from './fixtures'
import { adminHeaders, shot } from './helpers'
import { setUpInBrowser } from './secondFactor'

const PASSWORD = 'e2e-staff-password-1'

const TEXTS = {
  en: { check: /your browser is doing a short check/ },
  ru: { check: /браузер сначала выполняет короткую проверку/ },
}

async function staffAccount(request: APIRequestContext, name: string) {
  const email = `e2e-${name}-${Date.now()}@example.edu`
  const created = await request.post('/api/users', { headers: await adminHeaders(request), data: { email, password: PASSWORD, roles: ['admissions'] } })
  expect(created.status()).toBe(201)
  return email
}

for (const [index, language] of (['en', 'ru'] as const).entries()) {
  test(`signs in from an address past the threshold by solving the challenge by itself (${language}, 1440 px)`, async ({ browser, request }) => {
    const email = await staffAccount(request, `challenged-${language}`)
    // Sixteen addresses, one wrong password each: the account's minute-long wait, held against
    // every one of them; the browser comes from the first.
    const guessers = Array.from({ length: 16 }, (_, i) => `198.51.100.${170 + index * 20 + i}`)
    for (const guesser of guessers) {
      const failed = await request.post('/api/users/login', { headers: { 'x-forwarded-for': guesser }, data: { email, password: 'wrong' } })
      expect(failed.status()).toBe(401)
    }
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: language,
      extraHTTPHeaders: { 'x-forwarded-for': guessers[0], 'accept-language': language },
    })
    const page = await context.newPage()
    // The solved sign-in is held until the page, checking, is pictured.
    let pictured: () => void = () => {}
    const picture = new Promise<void>((resolve) => {
      pictured = resolve
    })
    let solutions = 0
    await page.route('**/api/users/login', async (route) => {
      if (route.request().headers()['x-altcha']) {
        solutions++
        await picture
      }
      await route.continue()
    })

    await page.goto('/admin/login')
    await page.locator('#field-email').fill(email)
    await page.locator('#field-password').fill(PASSWORD)
    await page.locator('form button[type="submit"]').click()
    const panel = page.getByTestId('challenge-panel')
    await expect(panel).toContainText(TEXTS[language].check)
    await expect.poll(() => solutions, { timeout: 60_000 }).toBe(1)
    await expect(panel).toBeVisible()
    await shot(page, 'signin', `signin-checking-${language}-1440`)
    pictured()

    // The password was right: an admissions officer's first sign-in goes on to set up the second factor.
    await setUpInBrowser(page)
    await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
    await expect(panel).toHaveCount(0)
    await expect(page.locator('.dashboard')).toBeVisible()
    await context.close()
  })
}
