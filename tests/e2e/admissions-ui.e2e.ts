// The admissions pages as a visitor uses them, with the API calls answered in the browser
// (page.route): steps, early checks, the draft, and how each kind of answer is shown.
// The real submit → back office flow is tested in admissions-api.e2e.ts and beyond.
import { expect, type Page, type Route, scriptsHaveRun, test } from './fixtures'
import sharp from 'sharp'

import en from '../../src/i18n/messages/en.json' with { type: 'json' }
import ru from '../../src/i18n/messages/ru.json' with { type: 'json' }
import uz from '../../src/i18n/messages/uz.json' with { type: 'json' }
import { seriousViolations } from './axe'
import { attachDocuments, chooseProgram, fillPersonal, id, mockCatalogue, pdf, personal, png } from './applicationForm'
import { LOCALES, prefix } from './helpers'

const messages = { en, ru, uz }
const DRAFT = 'campus.applicationDraft.v1'

async function openForm(page: Page, locale: (typeof LOCALES)[number] = 'en') {
  const asked = await mockCatalogue(page)
  await page.goto(`${prefix(locale)}/form`)
  await expect(page.locator(`${id('degree')} option`)).toHaveCount(3)
  return asked
}

async function reachReview(page: Page, locale: (typeof LOCALES)[number] = 'en') {
  await openForm(page, locale)
  await chooseProgram(page)
  await page.getByTestId('step-next').click()
  await fillPersonal(page)
  await attachDocuments(page)
  await page.getByTestId('step-next').click()
  await expect(page.getByTestId('step-3')).toBeVisible()
  await page.locator(id('consent')).check()
}

test.describe('application form', () => {
  for (const locale of LOCALES) {
    test(`${locale}: each step is checked before the next, with messages beside the fields`, async ({ page }) => {
      const t = messages[locale]
      await openForm(page, locale)
      await page.getByTestId('step-next').click()
      for (const name of ['degree', 'study_form', 'faculty', 'region']) {
        await expect(page.getByTestId(`error-${name}`)).toContainText(t.applyErrors.required)
      }
      await expect(page.locator(id('degree'))).toBeFocused()
      await expect(page.locator(id('degree'))).toHaveAttribute('aria-invalid', 'true')

      await chooseProgram(page)
      await expect(page.getByTestId('error-degree')).toHaveCount(0)
      await page.getByTestId('step-next').click()
      await expect(page.getByRole('heading', { level: 2, name: t.form.steps.personal })).toBeVisible()
      await expect(page.getByTestId('step-indicator').locator('[aria-current="step"]')).toContainText(t.form.steps.personal)

      await page.fill(id('email'), 'dilnoza@')
      await page.locator(id('email')).blur()
      const error = page.getByTestId('error-email')
      await expect(error).toContainText(t.applyErrors.email)
      await expect(page.locator(id('email'))).toHaveAttribute('aria-describedby', /application-email-error/)
      await page.getByTestId('step-back').click()
      await expect(page.locator(id('faculty'))).toHaveValue('5')
    })
  }

  test('English e-mail message is the agreed wording', async ({ page }) => {
    await openForm(page)
    await chooseProgram(page)
    await page.getByTestId('step-next').click()
    await page.fill(id('email'), 'not an address')
    await page.getByTestId('step-next').click()
    await expect(page.getByTestId('error-email')).toContainText('The email was entered incorrectly')
    await expect(page.locator(id('last_name'))).toBeFocused()
  })

  test('each list is filtered by the choice before it, and a new choice resets the later ones', async ({ page }) => {
    const asked = await openForm(page, 'uz')
    expect(asked).toContain('/oz/api/select/program?closed=1')
    expect(asked).toContain('/oz/api/regions')
    await expect(page.locator(id('study_form'))).toBeDisabled()
    await page.selectOption(id('degree'), '2')
    await page.selectOption(id('study_form'), '4')
    await expect.poll(() => asked).toContain('/oz/api/select/study?program=2&closed=1')
    await expect.poll(() => asked).toContain('/oz/api/select/facultet?program=2&study=4&closed=1')
    await expect(page.locator(`${id('faculty')} optgroup`)).toHaveCount(2)
    await page.selectOption(id('faculty'), '7')
    await page.selectOption(id('degree'), '1')
    await expect(page.locator(id('study_form'))).toHaveValue('')
    await expect(page.locator(id('faculty'))).toHaveValue('')
    await expect(page.locator(id('faculty'))).toBeDisabled()
  })

  test('ticking "transferring" reveals and requires course, semester, study period and transcript', async ({ page }) => {
    await openForm(page)
    await chooseProgram(page)
    await page.getByTestId('step-next').click()
    for (const name of ['course', 'semester', 'study_from', 'study_to', 'transcript']) await expect(page.locator(id(name))).toHaveCount(0)
    await page.check(id('is_transfer'))
    for (const name of ['course', 'semester', 'study_from', 'study_to', 'transcript']) await expect(page.locator(id(name))).toBeVisible()
    await fillPersonal(page)
    await attachDocuments(page)
    await page.getByTestId('step-next').click()
    await expect(page.getByTestId('error-course')).toContainText(en.applyErrors.required)
    await expect(page.getByTestId('error-transcript')).toContainText(en.applyErrors.transcript)
    await expect(page.locator(id('course'))).toBeFocused()
    await page.uncheck(id('is_transfer'))
    await page.getByTestId('step-next').click()
    await expect(page.getByTestId('step-3')).toBeVisible()
  })

  test('documents are checked for type and size beside the field', async ({ page }) => {
    await openForm(page, 'ru')
    await chooseProgram(page)
    await page.getByTestId('step-next').click()
    await expect(page.getByTestId('files-not-kept')).toContainText(ru.form.filesNotKept.replace('{days}', '7'))
    await page.setInputFiles(id('photo'), pdf('photo.pdf'))
    await expect(page.getByTestId('error-photo')).toContainText('JPEG, PNG')
    await page.setInputFiles(id('photo'), png('photo.png'))
    await expect(page.getByTestId('error-photo')).toHaveCount(0)
    await page.setInputFiles(id('diploma'), pdf('diploma.pdf', 3 * 1024 * 1024))
    await expect(page.getByTestId('error-diploma')).toContainText(ru.applyErrors.fileSize.replace('{size}', '3'))
    await page.setInputFiles(id('file4'), [pdf('a.pdf'), pdf('b.pdf')])
    await expect(page.getByTestId('file-file4')).toContainText('b.pdf')
  })

  const photo = async (width: number, height: number, background: string) => ({
    name: 'photo.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp({ create: { width, height, channels: 3, background } })
      .jpeg()
      .toBuffer(),
  })
  for (const locale of LOCALES) {
    test(`${locale}: the photo must be 3×4; a background that is not white is pointed out without stopping the applicant`, async ({ page }) => {
      const { form, applyErrors } = messages[locale]
      await openForm(page, locale)
      await chooseProgram(page)
      await page.getByTestId('step-next').click()

      await page.setInputFiles(id('photo'), await photo(400, 400, '#ffffff'))
      await expect(page.getByTestId('error-photo')).toContainText(applyErrors.photoShape)
      await expect(page.getByTestId('warning-photo')).toHaveCount(0)

      await page.setInputFiles(id('photo'), await photo(300, 400, '#2a6fb8'))
      await expect(page.getByTestId('warning-photo')).toHaveText(`! ${form.photoBackground}`)
      await expect(page.getByTestId('error-photo')).toHaveCount(0)

      await page.setInputFiles(id('photo'), await photo(300, 400, '#fbfbfb'))
      await expect(page.getByTestId('warning-photo')).toHaveCount(0)
      await expect(page.getByTestId('error-photo')).toHaveCount(0)

      // Going on with a photo of the wrong shape is refused beside the field.
      await page.setInputFiles(id('photo'), await photo(800, 450, '#ffffff'))
      await expect(page.getByTestId('error-photo')).toContainText(applyErrors.photoShape)
      await page.getByTestId('step-next').click()
      await expect(page.getByTestId('step-2')).toBeVisible()
      await expect(page.getByTestId('error-photo')).toContainText(applyErrors.photoShape)
    })
  }

  test('the draft survives a reload, step and key included; files must be attached again', async ({ page }) => {
    await openForm(page)
    await chooseProgram(page)
    await page.getByTestId('step-next').click()
    await page.fill(id('last_name'), 'Karimova')
    await page.check(id('is_transfer'))
    await page.selectOption(id('course'), '2')
    const key = await page.evaluate((name) => JSON.parse(localStorage.getItem(name)!).idempotencyKey, DRAFT)
    expect(key).toMatch(/^[0-9a-f]{32}$/)

    await page.reload()
    await expect(page.getByTestId('draft-restored')).toBeVisible()
    await expect(page.getByTestId('step-2')).toBeVisible()
    await expect(page.locator(id('last_name'))).toHaveValue('Karimova')
    await expect(page.locator(id('course'))).toHaveValue('2')
    await expect(page.getByTestId('files-not-kept')).toBeVisible()
    await page.getByTestId('step-back').click()
    await expect(page.locator(id('faculty'))).toHaveValue('5')
    await expect(page.locator(id('region'))).toHaveValue('8')
    expect(await page.evaluate((name) => JSON.parse(localStorage.getItem(name)!).idempotencyKey, DRAFT)).toBe(key)
  })

  for (const locale of LOCALES) {
    test(`${locale}: "Forget this draft" removes it from the device at once; a draft untouched for 7 days is not offered`, async ({ page }) => {
      const text = messages[locale].form
      await openForm(page, locale)
      await chooseProgram(page)
      await page.getByTestId('step-next').click()
      await page.fill(id('last_name'), 'Karimova')
      await expect.poll(() => page.evaluate((name) => localStorage.getItem(name) ?? '', DRAFT)).toContain('Karimova')

      await page.reload()
      await expect(page.getByTestId('draft-restored')).toContainText(text.draftKept.replace('{days}', '7'))
      await page.getByTestId('forget-draft').click()
      await expect(page.getByTestId('draft-forgotten')).toHaveText(text.draftForgotten)
      await expect(page.getByTestId('step-1')).toBeVisible()
      expect(await page.evaluate((name) => localStorage.getItem(name) ?? '', DRAFT)).not.toContain('Karimova')
      await page.reload()
      await expect(page.getByTestId('draft-restored')).toHaveCount(0)
      await expect(page.locator(id('degree'))).toHaveValue('')

      // A draft last changed eight days ago is dropped unread.
      await page.evaluate((name) => {
        const draft = JSON.parse(localStorage.getItem(name)!)
        draft.values.last_name = 'Stale'
        draft.savedAt = Date.now() - 8 * 24 * 60 * 60 * 1000
        localStorage.setItem(name, JSON.stringify(draft))
      }, DRAFT)
      await page.reload()
      // The page's scripts read the device's draft: only once they have run does "not offered" mean anything.
      await scriptsHaveRun(page)
      await expect(page.getByTestId('application-form')).toBeVisible()
      await expect(page.getByTestId('draft-restored')).toHaveCount(0)
      expect(await page.evaluate((name) => localStorage.getItem(name) ?? '', DRAFT)).not.toContain('Stale')
    })
  }

  test('in Uzbek, at phone width, verification spells the dates out, as no browser’s own Uzbek may', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await reachReview(page, 'uz')
    await expect(page.getByTestId('review-value-birth_date')).toHaveText('12-aprel, 2005')
    await expect(page.getByTestId('review-value-passport_issue_date')).not.toContainText(/M\d\d/)
  })

  test('verification shows everything entered, and Edit goes back to that section', async ({ page }) => {
    await reachReview(page)
    await expect(page.getByTestId('review-value-faculty')).toHaveText('Computer science')
    await expect(page.getByTestId('review-value-passport_series')).toHaveText('AB')
    await expect(page.getByTestId('review-value-email')).toHaveText(personal.email)
    await expect(page.getByTestId('review-value-photo')).toContainText('photo.png')
    await expect(page.getByTestId('review-value-middle_name')).toHaveText('—')
    await expect(page.getByTestId('review-value-birth_date')).toHaveText('April 12, 2005')
    await page.getByTestId('edit-contacts').click()
    await expect(page.locator(id('permanent_address'))).toBeFocused()
    await page.fill(id('email'), 'new@example.com')
    await page.getByTestId('step-next').click()
    await expect(page.getByTestId('review-value-email')).toHaveText('new@example.com')
  })

  test('a 422 answer opens the step of the first error and focuses it; the corrected application is a new request', async ({ page }) => {
    const keys: string[] = []
    let answer = 0
    await page.route('**/api/apply', async (route: Route) => {
      keys.push(route.request().headers()['idempotency-key'])
      expect(route.request().postData()).toContain('name="locale"')
      if (answer++ === 0) {
        return route.fulfill({
          status: 422,
          json: {
            errors: [
              { field: 'passport_number', message: 'Server says: passport number' },
              { field: 'photo', message: 'Server says: photo' },
            ],
          },
        })
      }
      return route.fulfill({ status: 201, json: { data: { application_number: 'K7Q4-M2XD' } } })
    })
    await reachReview(page)
    await page.getByTestId('submit-application').click()
    await expect(page.getByTestId('step-2')).toBeVisible()
    await expect(page.getByTestId('error-passport_number')).toHaveText(/Server says: passport number/)
    await expect(page.getByTestId('error-photo')).toHaveText(/Server says: photo/)
    await expect(page.locator(id('passport_number'))).toBeFocused()
    await page.getByTestId('step-next').click()
    await page.getByTestId('submit-application').click()
    await expect(page.getByTestId('accepted-dialog')).toBeVisible()
    expect(keys).toHaveLength(2)
    expect(keys[0]).not.toBe(keys[1])
  })

  test('a failed submission keeps everything and retries with the same key; one click, one request; success shows the number', async ({ page }) => {
    const keys: string[] = []
    await page.route('**/api/apply', async (route: Route) => {
      keys.push(route.request().headers()['idempotency-key'])
      await new Promise((resolve) => setTimeout(resolve, 300))
      if (keys.length === 1) return route.fulfill({ status: 503, json: { errors: [{ message: en.applyErrors.failed }] } })
      if (keys.length === 2) return route.fulfill({ status: 429, json: { errors: [{ message: en.applyErrors.rateLimited }] } })
      return route.fulfill({ status: 201, json: { data: { application_number: 'K7Q4-M2XD' } } })
    })
    await reachReview(page)
    await page.getByTestId('submit-application').dblclick()
    await expect(page.getByTestId('form-notice')).toContainText(en.applyErrors.failed)
    expect(keys).toHaveLength(1)
    await expect(page.getByTestId('review-value-last_name')).toHaveText(personal.last_name)
    await page.getByTestId('form-notice').getByRole('button', { name: en.form.retry }).click()
    await expect(page.getByTestId('form-notice')).toContainText(en.applyErrors.rateLimited)
    await page.getByTestId('submit-application').click()

    const dialog = page.getByRole('dialog', { name: en.form.done.title })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByTestId('application-number')).toHaveText('K7Q4-M2XD')
    await expect(dialog.getByRole('link', { name: en.form.done.checkStatus })).toHaveAttribute('href', '/studentConsole')
    await expect(page.getByTestId('step-indicator').locator('[aria-current="step"]')).toContainText(en.form.steps.done)
    expect(new Set(keys).size).toBe(1)
    expect(await page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? '{}').values?.last_name ?? '', DRAFT)).toBe('')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('application-done')).toContainText('K7Q4-M2XD')
  })

  test('no connection: a clear message, nothing lost', async ({ page }) => {
    await page.route('**/api/apply', (route) => route.abort('internetdisconnected'))
    await reachReview(page)
    await page.getByTestId('submit-application').click()
    await expect(page.getByTestId('form-notice')).toContainText(en.form.errors.network)
    await expect(page.getByTestId('review-value-email')).toHaveText(personal.email)
  })
})

test.describe('status check', () => {
  test('shows the status as a coloured chip in the visitor language', async ({ page }) => {
    const bodies: unknown[] = []
    await page.route('**/api/console', (route) => {
      bodies.push(route.request().postDataJSON())
      return route.fulfill({ json: { data: { status: 'approved', label: 'Approved' } } })
    })
    await page.goto('/ru/studentConsole')
    await page.fill('#console-application_number', 'k7q4-m2xd')
    await page.fill('#console-birth_date', '2005-04-12')
    await page.getByRole('button', { name: ru.studentConsole.submit }).click()
    const chip = page.getByTestId('status-chip')
    await expect(chip).toHaveText(ru.statuses.approved)
    await expect(chip).toHaveAttribute('data-status', 'approved')
    await expect(chip).toHaveClass(/emerald/)
    expect(bodies[0]).toEqual({ application_number: 'K7Q4-M2XD', birth_date: '2005-04-12', locale: 'ru' })
    await expect(page.getByRole('link', { name: ru.studentConsole.contractLink })).toHaveAttribute('href', '/ru/get-contract')
  })

  test('not found, the rate limit, and missing fields each get their message', async ({ page }) => {
    let status = 404
    await page.route('**/api/console', (route) =>
      route.fulfill({ status, json: { errors: [{ message: status === 429 ? en.applyErrors.rateLimited : 'Not found' }] } }),
    )
    await page.goto('/studentConsole')
    await page.getByRole('button', { name: en.studentConsole.submit }).click()
    await expect(page.locator('#console-application_number')).toBeFocused()
    await page.fill('#console-application_number', 'K7Q4-M2XD')
    await page.fill('#console-birth_date', '2005-04-12')
    await page.getByRole('button', { name: en.studentConsole.submit }).click()
    await expect(page.getByTestId('status-message')).toHaveText(en.studentConsole.notFound)
    status = 429
    await page.getByRole('button', { name: en.studentConsole.submit }).click()
    await expect(page.getByTestId('status-message')).toHaveText(en.applyErrors.rateLimited)
  })
})

test.describe('contract', () => {
  const contract = {
    number: 'K7Q4-M2XD',
    title: 'Contract No. K7Q4-M2XD for paid education',
    city: 'Samarkand',
    date: '22 November 2026',
    sections: [{ heading: '1. Subject of the contract', paragraphs: ['The University teaches; the Student learns.'] }],
    parties: { university: ['Registan University'], student: ['Karimova Dilnoza', 'Passport AB 1234567'] },
  }

  test('is shown without the site header and footer, ready to print, with a plain form for the PDF', async ({ page }) => {
    await page.route('**/api/contract', (route) => route.fulfill({ json: { data: contract } }))
    await page.goto('/uz/get-contract')
    await expect(page.locator('html')).toHaveAttribute('lang', 'uz')
    await expect(page.getByTestId('site-footer')).toHaveCount(0)
    await expect(page.getByTestId('apply-button')).toHaveCount(0)
    await page.fill('#contract-application_number', 'K7Q4-M2XD')
    await page.fill('#contract-birth_date', '2005-04-12')
    await page.getByTestId('contract-show').click()
    const view = page.getByTestId('contract')
    await expect(view.getByRole('heading', { name: contract.title })).toBeVisible()
    await expect(view).toContainText('Passport AB 1234567')
    const pdfForm = page.getByTestId('contract-actions').locator('form')
    await expect(pdfForm).toHaveAttribute('action', '/api/contract/pdf')
    await expect(pdfForm).toHaveAttribute('method', 'post')
    await expect(pdfForm.locator('input[name="application_number"]')).toHaveValue('K7Q4-M2XD')
    await expect(pdfForm.locator('input[name="locale"]')).toHaveValue('uz')

    await page.emulateMedia({ media: 'print' })
    await expect(page.getByTestId('contract-form')).toBeHidden()
    await expect(page.getByTestId('contract-actions')).toBeHidden()
    await expect(view).toBeVisible()
  })

  test('an application not yet approved gets the server message; an unknown one "not found"', async ({ page }) => {
    let status = 409
    await page.route('**/api/contract', (route) => route.fulfill({ status, json: { errors: [{ message: 'Not approved yet: Received' }] } }))
    await page.goto('/get-contract')
    await page.fill('#contract-application_number', 'K7Q4-M2XD')
    await page.fill('#contract-birth_date', '2005-04-12')
    await page.getByTestId('contract-show').click()
    await expect(page.getByTestId('contract-message')).toHaveText('Not approved yet: Received')
    status = 404
    await page.getByTestId('contract-show').click()
    await expect(page.getByTestId('contract-message')).toHaveText(en.contractPage.notFound)
    await expect(page.getByTestId('contract')).toHaveCount(0)
  })

  test('without JavaScript the form still posts to the PDF address', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/ru/get-contract')
    const form = page.getByTestId('contract-form')
    await expect(form).toHaveAttribute('action', '/api/contract/pdf')
    await expect(form.locator('input[name="locale"]')).toHaveValue('ru')
    await expect(form.getByRole('button', { name: ru.contractPage.downloadPdf })).toBeVisible()
    await context.close()
  })

  test('without JavaScript a status check never puts the number and birth date in the address', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/ru/studentConsole')
    const form = page.getByTestId('status-form')
    await form.getByLabel(ru.studentConsole.number).fill('ABCD-2345')
    await form.getByLabel(ru.studentConsole.birthDate).fill('2005-09-09')
    await form.getByRole('button', { name: ru.studentConsole.submit }).click()
    await page.waitForLoadState()
    expect(new URL(page.url()).search).toBe('')
    expect(page.url()).not.toContain('2005-09-09')
    await context.close()
  })
})

/** Serious and critical WCAG 2.1 AA problems, one line each. */
for (const width of [375, 1440]) {
  test(`admissions pages have no serious accessibility violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await openForm(page, 'uz')
    await page.getByTestId('step-next').click()
    expect(await seriousViolations(page)).toEqual([])
    await chooseProgram(page)
    await page.getByTestId('step-next').click()
    await page.getByTestId('step-next').click()
    expect(await seriousViolations(page)).toEqual([])
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    for (const path of ['/ru/studentConsole', '/get-contract']) {
      await page.goto(path)
      expect(await seriousViolations(page)).toEqual([])
    }
  })
}
