// A document request end to end in Chromium against the production server, in each language:
// staff ask for a new file (in the back office, or through the API), the applicant follows the
// link from the e-mail in the SMTP sink, names themselves, sends the new file, and the status
// page's checklist shows the document replaced.
import { expect, test, type APIRequestContext, type Page } from './fixtures'
import sharp from 'sharp'

import en from '../../src/i18n/messages/en.json' with { type: 'json' }
import ru from '../../src/i18n/messages/ru.json' with { type: 'json' }
import uz from '../../src/i18n/messages/uz.json' with { type: 'json' }
import { applicantDocuments, applicantFields } from '../helpers/applicant'
import { openBeforeScripts } from './earlyPage'
import { adminHeaders, chooseOption, LOCALES, mailTo, prefix, signInToAdmin, type Locale } from './helpers'

const messages = { en, ru, uz }
const BIRTH = '2005-09-09'
const REASONS = {
  en: 'The scan is blurred: the series and number cannot be read.',
  ru: 'Скан размыт: не читаются серия и номер.',
  uz: 'Skan xira: seriya va raqam oʻqilmaydi.',
}

type Choice = { id: number }
const first = async (request: APIRequestContext, path: string) => ((await (await request.get(path)).json()) as { data: Choice[] }).data[0]!.id

async function apply(request: APIRequestContext, locale: Locale, email: string) {
  const degree = await first(request, '/en/api/select/program')
  const studyForm = await first(request, `/en/api/select/study?program=${degree}`)
  const direction = await first(request, `/en/api/select/facultet?program=${degree}&study=${studyForm}`)
  const region = await first(request, '/en/api/regions')
  const response = await request.post('/api/apply', {
    multipart: {
      ...applicantFields({ degree, studyForm, direction, region }, { email, locale, passport_number: String(Date.now()).slice(-7) }),
      ...Object.fromEntries((await applicantDocuments()).map(({ field, name, mimeType, buffer }) => [field, { name, mimeType, buffer }])),
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  const number = ((await response.json()) as { data: { application_number: string } }).data.application_number
  const headers = await adminHeaders(request)
  const application = (await (await request.get(`/api/applications?where[applicationNumber][equals]=${number}&depth=0`, { headers })).json()).docs[0]
  const files = (await (await request.get(`/api/application-files?where[application][equals]=${application.id}&depth=0&sort=id`, { headers })).json()).docs
  return { number, application, passport: files.find((file: { kind: string }) => file.kind === 'passport_copy') as { id: number } }
}

/** In the back office, as admissions staff do it: from the application to its document, state and reason, Save. */
async function askInBackOffice(page: Page, applicationId: number, reason: string) {
  await signInToAdmin(page)
  await page.goto(`/admin/collections/applications/${applicationId}`)
  const passport = page.getByTestId('application-document').filter({ hasText: en.form.fields.passport_copy })
  await expect(passport).toHaveAttribute('data-state', 'received')
  await passport.getByTestId('ask-replacement').click()
  await chooseOption(page, page.locator('#field-state'), en.documentRequest.states.needs_replacement)
  await page.locator('#field-replacementReason').fill(reason)
  await page.locator('#action-save').click()
  await expect(page.locator('.payload-toast-container')).toContainText(/success/i)
  // The request is dated, signed and e-mailed, in the document's own history.
  await expect(page.locator('#field-requestedBy')).toHaveValue('e2e-admin@example.edu')
  await page.goto(`/admin/collections/applications/${applicationId}`)
  await expect(page.getByTestId('application-document').filter({ hasText: en.form.fields.passport_copy })).toHaveAttribute('data-state', 'needs_replacement')
  await page.context().clearCookies()
}

for (const locale of LOCALES) {
  test(`a document request e-mail’s link replaces the document and the checklist follows, in ${locale}`, async ({ page, request }) => {
    test.setTimeout(120_000)
    const t = messages[locale]
    const email = `replace-${locale}-${Date.now()}@example.com`
    const { number, application, passport } = await apply(request, locale, email)

    if (locale === 'en') await askInBackOffice(page, application.id, REASONS[locale])
    else {
      const response = await request.patch(`/api/application-files/${passport.id}`, {
        headers: await adminHeaders(request),
        data: { state: 'needs_replacement', replacementReason: REASONS[locale] },
      })
      expect(response.status(), await response.text()).toBe(200)
    }

    // The e-mail, in the applicant's language, with the link.
    const mail = await mailTo(email, (message) => message.text.includes('/replace-document?token='))
    expect(mail.subject).toBe(t.emails.documentRequestSubject.replace('{number}', number).replace('{document}', t.form.fields.passport_copy))
    expect(mail.text).toContain(REASONS[locale])
    const link = mail.text.match(/https?:\/\/\S+\/replace-document\?token=\S+/)![0]
    expect(new URL(link).pathname).toBe(`${prefix(locale)}/replace-document`)

    // The link's page: nothing shown until the applicant names themselves; never stored by a cache.
    // The applicant opens it from the e-mail and answers at once, before the page's scripts have
    // run: the answer is kept and sent when they arrive, and the link's token goes with it.
    const release = await openBeforeScripts(page, link)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(t.documentRequest.title)
    await expect(page.getByTestId('requested-reason')).toHaveCount(0)
    await page.fill('#replace-application_number', number)
    await page.fill('#replace-birth_date', '2005-09-10')
    await page.getByRole('button', { name: t.documentRequest.continue }).click()
    release()
    await expect(page.getByTestId('replacement-message')).toHaveText(t.documentRequest.notFound)
    expect(new URL(page.url()).search).toBe(new URL(link).search)
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    const visit = await page.goto(link)
    expect(visit!.headers()['cache-control']).toContain('no-store')
    await page.fill('#replace-application_number', number)
    await page.fill('#replace-birth_date', BIRTH)
    await page.getByRole('button', { name: t.documentRequest.continue }).click()
    await expect(page.getByTestId('requested-document')).toHaveText(t.form.fields.passport_copy)
    await expect(page.getByTestId('requested-reason')).toHaveText(REASONS[locale])

    // A PNG is not what a passport copy may be: said at once; then a JPEG goes.
    const scan = (format: 'png' | 'jpeg') =>
      sharp({ create: { width: 800, height: 1100, channels: 3, background: '#f8f8f8' } })
        [format]()
        .toBuffer()
    await page.locator('#application-passport_copy').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: await scan('png') })
    await expect(page.getByTestId('error-passport_copy')).toContainText('JPEG, PDF')
    await page.locator('#application-passport_copy').setInputFiles({ name: 'passport-new.jpg', mimeType: 'image/jpeg', buffer: await scan('jpeg') })
    await expect(page.getByTestId('error-passport_copy')).toHaveCount(0)
    await page.getByTestId('send-replacement').click()
    await expect(page.getByTestId('replacement-done')).toContainText(t.documentRequest.done.replace('{document}', t.form.fields.passport_copy))

    // The status page: the checklist shows it replaced, the others received.
    await page.getByRole('link', { name: t.documentRequest.statusLink }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/studentConsole$`))
    await page.fill('#console-application_number', number)
    await page.fill('#console-birth_date', BIRTH)
    await page.getByTestId('status-form').locator('button[type="submit"]').click()
    const items = page.getByTestId('checklist-item')
    await expect(items).toHaveCount(3)
    await expect(page.getByTestId('document-checklist')).toContainText(t.documentRequest.checklist)
    await expect(items.nth(0)).toHaveAttribute('data-state', 'received')
    await expect(items.nth(1)).toHaveAttribute('data-state', 'replaced')
    await expect(items.nth(1)).toContainText(t.form.fields.passport_copy)
    await expect(items.nth(1)).toContainText(t.documentRequest.states.replaced)

    // The link has done its work and says so; one cut short or forged is told at once.
    await page.goto(link)
    await page.fill('#replace-application_number', number)
    await page.fill('#replace-birth_date', BIRTH)
    await page.getByRole('button', { name: t.documentRequest.continue }).click()
    await expect(page.getByTestId('replacement-message')).toHaveText(t.documentRequest.alreadyReplaced)
    await page.goto(link.slice(0, -5))
    await expect(page.getByTestId('replacement-link-problem')).toContainText(t.documentRequest.linkProblemText)
  })
}

test('the status page shows a document that needs replacing with the reason, until it is replaced', async ({ page, request }) => {
  const email = `replace-pending-${Date.now()}@example.com`
  const { number, passport } = await apply(request, 'ru', email)
  await request.patch(`/api/application-files/${passport.id}`, {
    headers: await adminHeaders(request),
    data: { state: 'needs_replacement', replacementReason: REASONS.ru },
  })
  await page.goto('/ru/studentConsole')
  await page.fill('#console-application_number', number)
  await page.fill('#console-birth_date', BIRTH)
  await page.getByTestId('status-form').locator('button[type="submit"]').click()
  const pending = page.locator('[data-testid="checklist-item"][data-state="needs_replacement"]')
  await expect(pending).toContainText(ru.documentRequest.states.needs_replacement)
  await expect(pending.getByTestId('checklist-reason')).toHaveText(ru.documentRequest.checklistReason.replace('{reason}', REASONS.ru))
  await expect(pending).toContainText(ru.documentRequest.checklistAction)
})
