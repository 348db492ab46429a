// The footer's newsletter box in Chromium, three languages, phone and desktop: the
// specification's rule for the button, Enter, the confirmation dialog, the e-mailed link, the
// box without JavaScript, and the unsubscribe page that a link scanner cannot trigger.
import { type APIRequestContext, expect, type Page, test } from './fixtures'

import en from '../../src/i18n/messages/en.json' with { type: 'json' }
import ru from '../../src/i18n/messages/ru.json' with { type: 'json' }
import uz from '../../src/i18n/messages/uz.json' with { type: 'json' }
import { adminHeaders, LOCALES, mailTo, prefix, signInToAdmin } from './helpers'

const text = { en: en.newsletter, ru: ru.newsletter, uz: uz.newsletter }
const pages = { en: '/', ru: '/ru/news', uz: '/uz/static/history' }
const widths = [375, 1440]

const box = (page: Page) => page.getByTestId('subscribe-box')

for (const locale of LOCALES) {
  for (const width of widths) {
    test(`the footer box at ${width} px in ${locale}: rule, Enter, dialog, confirmation link`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 500 ? 812 : 900 })
      await page.goto(pages[locale])
      const field = box(page).getByLabel(text[locale].label)
      const button = box(page).getByRole('button', { name: text[locale].button })
      await field.scrollIntoViewIfNeeded()
      for (const invalid of ['a@b', 'a@@b.c', 'ab.c']) {
        await field.fill(invalid)
        await expect(button, invalid).toBeDisabled()
      }
      // No message for what is not an address yet.
      await expect(box(page).locator('[role="status"]')).toBeEmpty()
      await field.fill('a@b.c')
      await expect(button).toBeEnabled()

      const email = `reader-${locale}-${width}@example.uz`
      await field.fill(email)
      await field.press('Enter')
      const dialog = page.getByRole('dialog', { name: text[locale].dialogTitle })
      await expect(dialog).toBeVisible()
      await expect(dialog).toContainText(text[locale].dialogText)
      await expect(dialog.getByRole('button', { name: text[locale].close })).toBeFocused()
      await expect(field).toHaveValue('')
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(field).toBeFocused()

      // Again, closed by its button this time.
      await field.fill(`again-${email}`)
      await button.click()
      await expect(dialog).toBeVisible()
      await dialog.getByRole('button', { name: text[locale].close }).click()
      await expect(dialog).toBeHidden()

      const mail = await mailTo(email)
      const link = /https?:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(mail.text)![0]
      await page.goto(new URL(link).pathname + new URL(link).search)
      await expect(page.getByRole('heading', { name: text[locale].confirmedTitle })).toBeVisible()
      await expect(page.getByText(email)).toBeVisible()
    })
  }
}

test('without JavaScript the box posts and the page comes back with the confirmation', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/ru/news')
  await box(page).getByLabel(text.ru.label).fill('nojs-reader@example.uz')
  await box(page).getByRole('button', { name: text.ru.button }).click()
  await expect(page).toHaveURL(/\/ru\/news#newsletter-subscribed$/)
  await expect(page.locator('#newsletter-subscribed')).toBeVisible()
  await expect(page.locator('#newsletter-subscribed')).toHaveText(text.ru.dialogText)
  await context.close()
})

test('the privacy line links to the privacy notice in each language', async ({ page }) => {
  for (const locale of LOCALES) {
    await page.goto(prefix(locale) || '/')
    await box(page).getByRole('link', { name: text[locale].privacyLink }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/static/privacy$`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
})

test('the unsubscribe page changes nothing until its button is pressed', async ({ page, request }) => {
  // The server's signing key (scripts/e2e-server.mjs); the link is what an issue would carry.
  process.env.PAYLOAD_SECRET = 'e2e-secret-only-for-tests'
  const { makeToken } = await import('../../src/newsletter/tokens')
  const email = 'unsubscriber@example.uz'
  await request.post('/en/api/subscribe', { multipart: { email } })
  const headers = await adminHeaders(request)
  const stored = async () => (await (await request.get(`/api/subscribers?where[email][equals]=${email}`, { headers })).json()).docs[0]
  const status = async () => (await stored()).status
  // As if the person had followed the confirmation link.
  await request.patch(`/api/subscribers/${(await stored()).id}`, { headers, data: { status: 'confirmed' } })
  expect(await status()).toBe('confirmed')

  const address = `/uz/newsletter/unsubscribe?token=${encodeURIComponent(makeToken(email, 'unsubscribe'))}`
  await page.goto(address)
  await expect(page.getByRole('heading', { name: text.uz.unsubscribeTitle })).toBeVisible()
  expect(await status()).toBe('confirmed')
  await page.getByRole('button', { name: text.uz.unsubscribeButton }).click()
  await expect(page.getByRole('heading', { name: text.uz.unsubscribedTitle })).toBeVisible()
  expect(await status()).toBe('unsubscribed')

  await page.goto('/ru/newsletter/unsubscribe?token=forged')
  await expect(page.getByRole('heading', { name: text.ru.invalidLinkTitle })).toBeVisible()
})

test('subscribers are not public through REST or GraphQL', async ({ request }) => {
  expect((await request.get('/api/subscribers')).status()).toBe(403)
  const graphql = await request.post('/api/graphql', { data: { query: '{ Subscribers { docs { email } } }' } })
  expect(JSON.stringify(await graphql.json())).not.toContain('@example.uz')
})

test('an editor previews an issue, mails a test to themselves, sends it, and sees it done', async ({ page, request }) => {
  const headers = await adminHeaders(request)
  const readers = [
    ['issue-reader-ru@example.uz', 'ru'],
    ['issue-reader-uz@example.uz', 'uz'],
  ] as const
  for (const [email, locale] of readers) {
    await request.post(`/${locale === 'uz' ? 'oz' : locale}/api/subscribe`, { multipart: { email } })
    const { docs } = await (await request.get(`/api/subscribers?where[email][equals]=${email}`, { headers })).json()
    await request.patch(`/api/subscribers/${docs[0].id}`, { headers, data: { status: 'confirmed' } })
  }
  const { doc } = await (await request.post('/api/newsletter-issues', { headers, data: { subject: 'Campus news' } })).json()
  await request.patch(`/api/newsletter-issues/${doc.id}?locale=ru`, { headers, data: { subject: 'Новости кампуса' } })
  await request.patch(`/api/newsletter-issues/${doc.id}?locale=uz`, { headers, data: { subject: 'Kampus yangiliklari' } })

  await signInToAdmin(page)
  await page.goto(`/admin/collections/newsletter-issues/${doc.id}`)
  const panel = page.getByTestId('newsletter-send-panel')
  await expect(panel.getByRole('link', { name: 'RU' })).toHaveAttribute('href', `/api/newsletter-issues/${doc.id}/preview?locale=ru`)
  const preview = await request.get(`/api/newsletter-issues/${doc.id}/preview?locale=ru`, { headers })
  expect(await preview.text()).toContain('Новости кампуса')

  await panel.getByRole('button', { name: 'Send a test to me' }).click()
  await mailTo('e2e-admin@example.edu', (m) => m.subject === '[uz] Kampus yangiliklari')
  expect(await status(request, headers, doc.id)).toBe('draft')

  page.once('dialog', (dialog) => void dialog.accept())
  await panel.getByRole('button', { name: 'Send to all confirmed subscribers' }).click()
  await expect(panel.getByTestId('newsletter-progress')).toHaveText(/^Sent: (\d+) of \1, 0 failed\.$/, { timeout: 30_000 })
  await mailTo('issue-reader-ru@example.uz', (m) => m.subject === 'Новости кампуса')
  const mail = await mailTo('issue-reader-uz@example.uz', (m) => m.subject === 'Kampus yangiliklari')
  expect(mail.headers.find((h) => h.key === 'list-unsubscribe-post')?.value).toBe('List-Unsubscribe=One-Click')
  // Once sent, it cannot be sent again.
  expect((await request.post(`/api/newsletter-issues/${doc.id}/send`, { headers })).status()).toBe(409)
})

const status = async (request: APIRequestContext, headers: Record<string, string>, id: number) =>
  (await (await request.get(`/api/newsletter-issues/${id}?depth=0`, { headers })).json()).status
