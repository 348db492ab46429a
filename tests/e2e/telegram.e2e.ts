// "Get updates in Telegram" on a phone (375 px) in each language: the link in the accepted popup
// and on the status page after a lookup, opening the university's bot with a start token that
// connects the chat to that application (the bot runs against a local stand-in of the Bot API,
// started by scripts/e2e-server.mjs). Screenshots go to SHOTS_DIR/telegram when asked for.
import sharp from 'sharp'

import en from '../../src/i18n/messages/en.json' with { type: 'json' }
import ru from '../../src/i18n/messages/ru.json' with { type: 'json' }
import uz from '../../src/i18n/messages/uz.json' with { type: 'json' }
import { expect, test, type Page } from './fixtures'
import { LOCALES, prefix, shot, type Locale } from './helpers'

const messages = { en, ru, uz }
const standIn = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 2}`
const BIRTH = '2005-09-21'

test.use({ viewport: { width: 375, height: 812 } })

async function choose(page: Page, field: string) {
  const select = page.locator(`#application-${field}`)
  await expect(select.locator('option')).not.toHaveCount(1)
  await select.selectOption({ index: 1 })
}

/** Fills the three steps and sends the application; the accepted popup is open. */
async function apply(page: Page, locale: Locale) {
  await page.goto(`${prefix(locale)}/form`)
  for (const field of ['degree', 'study_form', 'faculty', 'region']) await choose(page, field)
  await page.getByTestId('step-next').click()
  const text: Record<string, string> = {
    last_name: 'Rahimova',
    first_name: 'Nodira',
    birth_date: BIRTH,
    birth_place: 'Samarkand',
    citizenship: 'Uzbekistan',
    passport_series: 'ac',
    passport_number: String(Date.now()).slice(-7),
    passport_issued_by: 'Samarkand IIB',
    passport_issue_date: '2022-03-01',
    passport_expiry_date: '2032-02-28',
    permanent_address: 'Samarkand, Registon 3',
    phone: '+998 91 222 33 44',
    telegram_phone: '+998 91 222 33 44',
    email: `telegram-${locale}-${Date.now()}@example.com`,
    institution_name: 'School No. 7',
  }
  await expect(page.locator('#application-last_name')).toBeVisible()
  for (const [field, value] of Object.entries(text)) await page.locator(`#application-${field}`).fill(value)
  await page.locator('#application-gender-female').check()
  const photo = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#ffffff' } })
    .jpeg()
    .toBuffer()
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
  await page.locator('#application-photo').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo })
  await page.locator('#application-passport_copy').setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: pdf })
  await page.locator('#application-diploma').setInputFiles({ name: 'diploma.pdf', mimeType: 'application/pdf', buffer: pdf })
  await page.getByTestId('step-next').click()
  await page.locator('#application-consent').check()
  await page.getByTestId('submit-application').click()
  await expect(page.getByTestId('accepted-dialog')).toBeVisible({ timeout: 20_000 })
  return (await page.getByTestId('application-number').textContent())!.trim()
}

/** The person taps the link: Telegram opens the bot and sends /start with the link's token. */
async function startBot(href: string, chat: number, languageCode: string) {
  const token = new URL(href).searchParams.get('start')
  const written = await fetch(`${standIn}/control/write`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ chat, text: `/start ${token}`, languageCode }),
  })
  expect(((await written.json()) as { status: number }).status).toBe(200)
  return (await (await fetch(`${standIn}/control/messages?chat=${chat}`)).json()) as string[]
}

for (const [index, locale] of LOCALES.entries()) {
  test(`connect Telegram from the accepted popup and the status page in ${locale}`, async ({ page }) => {
    test.setTimeout(120_000)
    const t = messages[locale]
    const number = await apply(page, locale)

    // The popup offers the bot, with a token for this application, as a plain link.
    const dialog = page.getByTestId('accepted-dialog')
    const connect = dialog.getByRole('link', { name: t.telegram.connect })
    await expect(connect).toBeVisible()
    await expect(dialog).toContainText(t.telegram.connectHint)
    const href = (await connect.getAttribute('href'))!
    expect(href).toMatch(/^https:\/\/t\.me\/campus_e2e_bot\?start=[A-Za-z0-9_-]{20,64}$/)
    await shot(page, 'telegram', `popup-${locale}`)

    // Tapping it connects the chat: the bot answers in the applicant's language, with the number only.
    const chat = 9_100_000 + index * 1000 + (Date.now() % 1000)
    const replies = await startBot(href, chat, 'en')
    expect(replies.at(-1)).toBe(t.telegram.bot.connected.replace('{number}', number))

    // After the popup, the "done" state keeps the link.
    await dialog.getByRole('button', { name: t.form.done.close }).click()
    await expect(page.getByTestId('application-done').getByRole('link', { name: t.telegram.connect })).toBeVisible()

    // The status page offers it after a lookup.
    await page.goto(`${prefix(locale)}/studentConsole`)
    await expect(page.getByTestId('telegram-connect')).toHaveCount(0)
    await page.locator('input[name="application_number"]').fill(number)
    await page.locator('input[name="birth_date"]').fill(BIRTH)
    await page.getByTestId('status-form').locator('button[type="submit"]').click()
    const result = page.getByTestId('status-result')
    await expect(result).toContainText(number)
    const again = result.getByRole('link', { name: t.telegram.connect })
    await expect(again).toBeVisible()
    await expect(again).toHaveAttribute('href', /^https:\/\/t\.me\/campus_e2e_bot\?start=/)
    await expect(result).toContainText(t.telegram.connectHint)
    await result.getByTestId('telegram-connect').evaluate((element) => element.scrollIntoView({ block: 'center' }))
    await shot(page, 'telegram', `status-${locale}`)
  })
}
