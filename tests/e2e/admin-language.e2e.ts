// The admin in Uzbek: a staff member picks Oʻzbekcha under Account, as anyone would, and finds
// the navigation, a news item's edit screen and the admissions list in Uzbek — still after a
// reload, and after signing out and in again (Payload keeps the choice in `payload-lng`).
import { expect, type Page, test } from './fixtures'

import { adminHeaders, signInToAdmin } from './helpers'

/** Opens the admin's navigation drawer when it is closed. */
async function openNavigation(page: Page) {
  const navigation = page.locator('aside.nav')
  if (await navigation.evaluate((element) => element.hasAttribute('inert'))) await page.locator('button.nav-toggler:visible').first().click()
  await expect(navigation).not.toHaveAttribute('inert')
  return navigation
}

test('staff switch the admin to Uzbek under Account, and it stays Uzbek', async ({ page, request }) => {
  // A journey through a dozen admin screens, a sign-out and a sign-in: longer than one page's test.
  test.setTimeout(120_000)
  await adminHeaders(request) // the administrator of the fresh test database
  await signInToAdmin(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')

  await page.goto('/admin/account')
  await page.locator('.payload-settings__language .rs__control').click()
  await page.getByRole('option', { name: 'Oʻzbekcha' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'uz')
  await expect(page.getByRole('heading', { name: 'Panel sozlamalari' })).toBeVisible()
  const cookie = (await page.context().cookies()).find(({ name }) => name === 'payload-lng')
  expect(cookie?.value).toBe('uz')

  // The navigation: our groups and collections, Payload's own words.
  await page.goto('/admin')
  const navigation = await openNavigation(page)
  for (const group of ['Kontent', 'Taʼlim', 'Odamlar', 'Qabul', 'Axborotnoma', 'Sayt'])
    await expect(navigation.locator('.nav-group__label', { hasText: group })).toBeVisible()
  await expect(navigation.getByRole('link', { name: 'Arizalar' })).toBeVisible()
  await expect(navigation.getByRole('link', { name: 'Sozlamalar', exact: true })).toBeVisible()
  await navigation.getByRole('link', { name: 'Yangiliklar' }).click()

  // A news item's edit screen: labels, descriptions and buttons.
  await expect(page.getByRole('heading', { name: 'Yangiliklar', level: 1 })).toBeVisible()
  await page.locator('.table tbody tr a').first().click()
  await expect(page.locator('label[for="field-title"]')).toContainText('Sarlavha')
  await expect(page.locator('label[for="field-excerpt"]')).toContainText('Qisqacha matn')
  await expect(page.getByText('Roʻyxatlar, qidiruv tizimlari va yangiliklar lentasi uchun bir-ikki gap.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Oʻzgarishlarni eʼlon qilish' })).toBeVisible()
  await expect(page.getByText('Eʼlon qilingan', { exact: true })).toBeVisible()

  // Still Uzbek after a reload.
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'uz')
  await expect(page.locator('label[for="field-title"]')).toContainText('Sarlavha')

  // And after signing out and in again: the sign-in screen already speaks Uzbek.
  await page.goto('/admin/logout')
  await expect(page).toHaveURL(/\/admin\/login/)
  await expect(page.locator('form button[type="submit"]')).toHaveText('Kirish')
  await signInToAdmin(page)
  await page.goto('/admin/collections/applications')
  await expect(page.getByRole('heading', { name: 'Arizalar', level: 1 })).toBeVisible()
  await expect(page.getByTestId('export-csv')).toHaveText('Shu arizalarni yuklab olish (CSV)')
})

test('a staff member who never chose sees the admin in English', async ({ page, request }) => {
  await adminHeaders(request)
  await signInToAdmin(page)
  await page.goto('/admin/collections/applications')
  await expect(page.getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible()
  await expect(page.getByTestId('export-csv')).toHaveText('Export these applications (CSV)')
})
