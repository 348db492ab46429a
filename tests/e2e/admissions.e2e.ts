// An applicant's whole journey in each language, in Chromium against the production server:
// the three-step form with real files, the number in the popup, the application in the
// back office, a status change seen on /studentConsole and in the e-mail sink, and the
// contract of the approved application as a PDF download.
import { expect, test, type Page } from './fixtures'
import sharp from 'sharp'

import en from '../../src/i18n/messages/en.json' with { type: 'json' }
import ru from '../../src/i18n/messages/ru.json' with { type: 'json' }
import uz from '../../src/i18n/messages/uz.json' with { type: 'json' }
import { adminHeaders, chooseOption, LOCALES, mailTo, prefix, signInToAdmin, type Locale } from './helpers'

const messages = { en, ru, uz }
const catalogue = {
  bachelor: { en: 'Bachelor’s', ru: 'Бакалавриат', uz: 'Bakalavriat' },
  fullTime: { en: 'Full-time', ru: 'Очная', uz: 'Kunduzgi' },
}

async function choose(page: Page, field: string, label?: string) {
  const select = page.locator(`#application-${field}`)
  await expect(select.locator('option')).not.toHaveCount(1)
  if (label) await select.selectOption({ label })
  else await select.selectOption({ index: 1 })
}

for (const locale of LOCALES) {
  test(`apply, follow and get the contract in ${locale}`, async ({ page, request }) => {
    test.setTimeout(120_000)
    const t = messages[locale as Locale]
    const email = `applicant-${locale}-${Date.now()}@example.com`
    const lastName = { en: 'Yusupova', ru: 'Юсупова', uz: 'Yusupova' }[locale]
    const birthDate = '2006-02-11'
    await adminHeaders(request) // the administrator exists before the back office is opened

    // Step 1: programme.
    await page.goto(`${prefix(locale)}/form`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(t.form.title)
    await choose(page, 'degree', catalogue.bachelor[locale])
    await choose(page, 'study_form', catalogue.fullTime[locale])
    await choose(page, 'faculty')
    await choose(page, 'region')
    await page.getByTestId('step-next').click()

    // Step 2: personal data and documents.
    const text: Record<string, string> = {
      last_name: lastName,
      first_name: 'Malika',
      birth_date: birthDate,
      birth_place: 'Bukhara',
      citizenship: 'Uzbekistan',
      passport_series: 'ad',
      passport_number: '3344556',
      passport_issued_by: 'Bukhara IIB',
      passport_issue_date: '2022-03-01',
      passport_expiry_date: '2032-02-28',
      permanent_address: 'Bukhara, Mustaqillik 7',
      phone: '+998 93 555 44 33',
      email,
      institution_name: 'Academic lyceum No. 2',
    }
    await expect(page.getByLabel(t.form.fields.last_name)).toBeVisible()
    for (const [field, value] of Object.entries(text)) await page.locator(`#application-${field}`).fill(value)
    await page.locator('#application-gender-female').check()
    const photo = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#ffffff' } })
      .jpeg()
      .toBuffer()
    const diploma = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#eeeeff' } })
      .png()
      .toBuffer()
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
    await page.locator('#application-photo').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo })
    await page.locator('#application-passport_copy').setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: pdf })
    await page.locator('#application-diploma').setInputFiles({ name: 'diploma.png', mimeType: 'image/png', buffer: diploma })
    await page.getByTestId('step-next').click()

    // Step 3: everything shown for a last check, then submitted.
    await expect(page.getByText(lastName)).toBeVisible()
    await expect(page.getByText(email)).toBeVisible()
    // Consent to the processing of personal data is required, with the privacy notice a link away.
    await page.getByTestId('submit-application').click()
    await expect(page.getByTestId('error-consent')).toContainText(t.applyErrors.consent)
    await expect(page.getByTestId('section-consent').getByRole('link', { name: t.form.consentLink })).toHaveAttribute(
      'href',
      `${prefix(locale)}/static/privacy`,
    )
    await page.locator('#application-consent').check()
    await expect(page.getByTestId('error-consent')).toHaveCount(0)
    await page.getByTestId('submit-application').click()
    const dialog = page.getByTestId('accepted-dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(t.form.done.title)
    const number = (await page.getByTestId('application-number').textContent())!.trim()
    expect(number).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/)
    await mailTo(email, (message) => message.subject.includes(number))

    // The back office lists it; its documents are there; a status change is saved.
    await signInToAdmin(page)
    await page.goto(`/admin/collections/applications?search=${number}`)
    const row = page.locator('table tbody tr', { hasText: number })
    await expect(row).toHaveCount(1)
    await row.locator('a').first().click()
    await expect(page.getByTestId('application-documents').locator('li')).toHaveCount(3)
    await chooseOption(page, page.locator('#field-status'), 'Received')
    await page.locator('#action-save').click()
    await expect(page.locator('.payload-toast-container')).toContainText(/success/i)

    // The applicant sees the new status and has the e-mail in their language.
    await page.context().clearCookies()
    await page.goto(`${prefix(locale)}/studentConsole`)
    // Typed as it might be heard over the phone; shown back in its written form.
    await page.locator('input[name="application_number"]').fill(number.toLowerCase().replace('-', ' '))
    await page.locator('input[name="birth_date"]').fill(birthDate)
    await page.getByTestId('status-form').locator('button[type="submit"]').click()
    await expect(page.getByTestId('status-result')).toContainText(number)
    const chip = page.getByTestId('status-chip')
    await expect(chip).toHaveAttribute('data-status', 'received')
    await expect(chip).toContainText(t.statuses.received)
    await mailTo(email, (message) => message.subject.includes(t.statuses.received) && message.text.includes(number))

    // Approved (through the API this time), the contract is shown and downloads as a PDF.
    const headers = await adminHeaders(request)
    const found = await (await request.get(`/api/applications?where[applicationNumber][equals]=${number}&depth=0`, { headers })).json()
    // The consent is on record: when, to which published privacy notice, in the applicant's language.
    const privacy = (await (await request.get('/api/pages?where[slug][equals]=privacy&depth=0&locale=en', { headers })).json()).docs[0]
    expect(found.docs[0].consent).toMatchObject({ noticeVersion: privacy.updatedAt, language: locale })
    expect(Date.now() - Date.parse(found.docs[0].consent.givenAt)).toBeLessThan(10 * 60_000)
    for (const status of ['in_consideration', 'approved']) {
      expect((await request.patch(`/api/applications/${found.docs[0].id}`, { headers, data: { status } })).status()).toBe(200)
    }
    await page.goto(`${prefix(locale)}/get-contract`)
    // The contract layout: the page alone, no site header or footer.
    await expect(page.locator('body header')).toHaveCount(0)
    await expect(page.locator('body footer')).toHaveCount(0)
    await page.locator('input[name="application_number"]').fill(number.toLowerCase())
    await page.locator('input[name="birth_date"]').fill(birthDate)
    await page.getByTestId('contract-show').click()
    const contract = page.getByTestId('contract')
    await expect(contract).toContainText(number)
    await expect(contract).toContainText(lastName)
    await expect(contract).toContainText('AD 3344556')
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('contract-pdf').click()])
    expect(download.suggestedFilename()).toBe(`contract-${number}.pdf`)
    const file = await download.createReadStream()
    const chunks: Buffer[] = []
    for await (const chunk of file) chunks.push(chunk as Buffer)
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-')
  })
}
