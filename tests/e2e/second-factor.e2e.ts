// Two-factor sign-in in the admin (docs/decisions/049-staff-second-factor.md): an administrator's
// first sign-in sets it up (QR code, the first code, recovery codes shown once), the next asks for
// the code, computed here from the secret captured at set-up as an authenticator app would.
import { generate } from 'otplib'

import { expect, type Page, test } from './fixtures'
import { adminHeaders, shot } from './helpers'
import { setUpInBrowser } from './secondFactor'

const PASSWORD = 'e2e-second-factor-password-1'
const LOCALES = ['en', 'ru', 'uz'] as const
const TEXTS = {
  en: { setup: 'Set up two-factor sign-in', prompt: 'Type the 6-digit code', wrong: 'That code is not right' },
  ru: { setup: 'Настройка двухфакторного входа', prompt: 'Введите 6-значный код', wrong: 'Код неверный' },
  uz: { setup: 'Ikki bosqichli kirishni sozlash', prompt: '6 xonali kodni kiriting', wrong: 'Kod notoʻgʻri' },
}

async function passwordSignIn(page: Page, email: string) {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(email)
  await page.locator('#field-password').fill(PASSWORD)
  await page.locator('form button[type="submit"]').click()
}

for (const [index, language] of LOCALES.entries()) {
  for (const width of [375, 1440]) {
    test(`an administrator sets up two-factor sign-in and signs in with a code (${language}, ${width} px)`, async ({ browser, request }) => {
      const email = `e2e-2fa-${language}-${width}-${Date.now()}@example.edu`
      const created = await request.post('/api/users', { headers: await adminHeaders(request), data: { email, password: PASSWORD, roles: ['admin'] } })
      expect(created.status()).toBe(201)
      const context = await browser.newContext({
        viewport: { width, height: width < 600 ? 800 : 900 },
        locale: language,
        // An address of its own for each test: the sign-in limits count per address.
        extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${30 + index * 2 + (width < 600 ? 0 : 1)}` },
      })
      await context.addCookies([{ name: 'payload-lng', value: language, url: 'http://127.0.0.1' }])
      const page = await context.newPage()
      const picture = (name: string) => shot(page, 'second-factor', `${name}-${language}-${width}`, { fullPage: true })

      // The password alone opens the set-up screen, not the admin; a reload keeps it.
      await passwordSignIn(page, email)
      await expect(page.getByRole('heading', { name: TEXTS[language].setup })).toBeVisible()
      await expect(page.locator('.login__form')).toBeHidden()
      await page.reload()
      await expect(page.getByRole('heading', { name: TEXTS[language].setup })).toBeVisible()
      const { secret, recoveryCodes } = await setUpInBrowser(page, (name) => picture(`second-factor-${name}`))
      expect(new Set(recoveryCodes).size).toBe(10)
      await expect(page).toHaveURL(/\/admin\/?$/)
      await expect(page.locator('.dashboard')).toBeVisible()

      // Signed out and in again: the code prompt; a wrong code is refused in the admin's language.
      await page.goto('/admin/logout')
      await expect(page.locator('#field-email')).toBeVisible()
      await passwordSignIn(page, email)
      const prompt = page.getByTestId('second-factor-code')
      await expect(prompt).toContainText(TEXTS[language].prompt)
      await page.locator('#second-factor-code').fill('000000')
      await prompt.locator('button[type="submit"]').click()
      await expect(prompt.getByRole('alert')).toContainText(TEXTS[language].wrong)
      await page.locator('#second-factor-code').fill('')
      await picture('second-factor-prompt')
      // The set-up took this window's code; an app a little ahead shows the next one, which is accepted.
      await page.locator('#second-factor-code').fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }))
      await prompt.locator('button[type="submit"]').click()
      await expect(page).toHaveURL(/\/admin\/?$/)
      await expect(page.locator('.dashboard')).toBeVisible()
      await context.close()
    })
  }
}
