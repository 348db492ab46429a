// Admission periods as an applicant meets them, in three languages, on the seeded demo: Biology's
// own period ended ten days before the seed ran, every other programme is open until its degree's
// deadline. A closed programme says so on its page and in the form, cannot be chosen, and the
// server refuses it; the home page shows the nearest deadline; the deadlines calendar parses.
import { expect, type Page, test } from './fixtures'
import ical from 'node-ical'

import en from '../../src/i18n/messages/en.json' with { type: 'json' }
import ru from '../../src/i18n/messages/ru.json' with { type: 'json' }
import uz from '../../src/i18n/messages/uz.json' with { type: 'json' }
import { applicantDocuments, applicantFields } from '../helpers/applicant'
import { adminHeaders, LOCALES, type Locale, prefix } from './helpers'

const messages = { en, ru, uz }
const names = {
  biology: { en: 'Biology', ru: 'Биология', uz: 'Biologiya' },
  bachelor: { en: 'Bachelor’s', ru: 'Бакалавриат', uz: 'Bakalavriat' },
  fullTime: { en: 'Full-time', ru: 'Очная', uz: 'Kunduzgi' },
}
/** The words of a message up to its first placeholder: what a page shows before the dates. */
const lead = (template: string) => template.split('{')[0]
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')
/** A message with the programme's name, up to where the dates go. */
const wordsBefore = (template: string, name: string) => template.split('{period}')[0].replace('{name}', name)

type Doc = { id: number; degree: number; studyForms: number[]; admissionPeriod: { opensAt: string | null; closesAt: string | null } }
let biology: Doc
let bachelorClosesAt: string

test.beforeAll(async ({ request }) => {
  const headers = await adminHeaders(request)
  biology = (await (await request.get('/api/programs?where[slug][equals]=biology&depth=0', { headers })).json()).docs[0]
  expect(biology, 'the seeded closed programme').toBeTruthy()
  const bachelor = (await (await request.get('/api/degrees?where[code][equals]=bachelor&depth=0', { headers })).json()).docs[0]
  bachelorClosesAt = bachelor.admissionPeriod.closesAt
  expect(Date.parse(biology.admissionPeriod.closesAt!)).toBeLessThan(Date.now())
  expect(Date.parse(bachelorClosesAt)).toBeGreaterThan(Date.now())
})

async function chooseBachelorFullTime(page: Page, locale: Locale) {
  await page.locator('#application-degree').selectOption({ label: names.bachelor[locale] })
  await page.locator('#application-study_form').selectOption({ label: names.fullTime[locale] })
}

for (const locale of LOCALES) {
  const t = messages[locale]

  test.describe(`admission periods in ${locale}`, () => {
    test('the closed programme’s page says closed, with its dates, and offers no application', async ({ page }) => {
      await page.goto(`${prefix(locale)}/faculties/natural-sciences/biology`)
      await expect(page.getByTestId('admission-closed')).toHaveText(t.faculties.closed)
      const period = page.getByTestId('admission-period')
      await expect(period).toContainText(lead(t.faculties.period))
      expect(spaced(await period.innerText())).toMatch(/\d{4}.*GMT\+5.*–.*\d{4}.*GMT\+5/)
      await expect(page.getByTestId('apply-to-program')).toHaveCount(0)
      await expect(page.getByTestId('deadlines-calendar')).toHaveAttribute('href', `${prefix(locale)}/admissions/deadlines.ics`)

      // An open programme shows its deadline and leads to the form.
      await page.goto(`${prefix(locale)}/faculties/computer-science/software-engineering`)
      await expect(page.getByTestId('program-facts')).toContainText(t.faculties.deadline)
      await expect(page.getByTestId('apply-to-program')).toBeVisible()
    })

    test('the form lists the closed programme as closed with its dates, and it cannot be chosen', async ({ page }) => {
      await page.goto(`${prefix(locale)}/form`)
      await expect(page.getByTestId('deadlines-calendar')).toHaveAttribute('href', `${prefix(locale)}/admissions/deadlines.ics`)
      await chooseBachelorFullTime(page, locale)
      const select = page.locator('#application-faculty')
      const closed = select.locator(`option[value="${biology.id}"]`)
      await expect(closed).toBeDisabled()
      const label = spaced(await closed.innerText())
      expect(label.startsWith(wordsBefore(t.form.admission.closedOption, names.biology[locale]))).toBe(true)
      expect(label).toMatch(/\d{4}.*GMT\+5.*–.*\d{4}.*GMT\+5\)+$/)
      await expect(page.getByTestId('step-1')).toContainText(t.form.admission.closedHint)
      await expect(select.locator('option:not([disabled])').nth(1)).toBeEnabled()
      await expect(select.selectOption(String(biology.id), { timeout: 1_000 })).rejects.toThrow()
      await expect(select).toHaveValue('')
    })

    test('a link to the closed programme opens the form without it, saying why, and step 1 will not go on', async ({ page }) => {
      await page.goto(`${prefix(locale)}/form?program=${biology.id}&degree=${biology.degree}&study_form=${biology.studyForms[0]}`)
      const error = page.getByTestId('error-faculty')
      await expect(error).toContainText(wordsBefore(t.form.admission.chosenClosed, names.biology[locale]))
      await expect(page.locator('#application-faculty')).toHaveValue('')
      await expect(page.locator('#application-faculty')).toHaveAttribute('aria-invalid', 'true')
      await page.locator('#application-region').selectOption({ index: 1 })
      await page.getByTestId('step-next').click()
      await expect(page.getByTestId('application-form')).toHaveAttribute('data-step', '1')
      await expect(page.locator('#application-faculty')).toBeFocused()
    })

    test('the server refuses the closed programme with 422 and the dates, whatever a client sends', async ({ request }) => {
      const region = (await (await request.get('/en/api/regions')).json()).data[0].id
      const documents = await applicantDocuments()
      const response = await request.post('/api/apply', {
        headers: { 'x-forwarded-for': `198.51.100.${LOCALES.indexOf(locale) + 20}` },
        multipart: {
          ...applicantFields(
            { degree: biology.degree, studyForm: biology.studyForms[0], direction: biology.id, region },
            { locale, email: `closed-${locale}@example.com` },
          ),
          ...Object.fromEntries(documents.map(({ field, name, mimeType, buffer }) => [field, { name, mimeType, buffer }])),
        },
      })
      expect(response.status()).toBe(422)
      const { errors } = (await response.json()) as { errors: { field?: string; message: string }[] }
      const message = spaced(errors.find((error) => error.field === 'faculty')!.message)
      expect(message.startsWith(lead(t.applyErrors.closed))).toBe(true)
      // Uzbek writes the zone in brackets: "(GMT+5)".
      expect(message).toMatch(/\d{4}.*GMT\+5.*–.*\d{4}.*GMT\+5\)?$/)
    })

    test('the home page shows the nearest deadline, leading to the form and the calendar', async ({ page }) => {
      await page.goto(prefix(locale) || '/')
      const deadline = page.getByTestId('journey-deadline')
      await expect(deadline).toContainText(lead(t.admissionDates.closes))
      expect(spaced(await deadline.innerText())).toMatch(new RegExp(String(new Date(bachelorClosesAt).getUTCFullYear())))
      await expect(deadline.getByRole('link', { name: t.admissionDates.apply })).toHaveAttribute('href', `${prefix(locale)}/form`)
      await expect(deadline.getByRole('link', { name: t.admissionDates.calendar })).toHaveAttribute('href', `${prefix(locale)}/admissions/deadlines.ics`)
    })

    test('the deadlines calendar parses, in this language, with what is still ahead only', async ({ request }) => {
      const response = await request.get(`${prefix(locale)}/admissions/deadlines.ics`)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toMatch(/^text\/calendar/)
      const text = await response.text()
      expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true)
      const entries = Object.values(ical.sync.parseICS(text)).filter((entry): entry is ical.VEvent => entry?.type === 'VEVENT')
      const summaries = entries.map((entry) => String(entry.summary))
      // Every degree's closing is ahead; the programmes of one degree share one event.
      expect(summaries).toContain(t.admissionDates.closesEvent.replace('{name}', names.bachelor[locale]))
      const bachelor = entries.find((entry) => String(entry.summary) === t.admissionDates.closesEvent.replace('{name}', names.bachelor[locale]))!
      expect(bachelor.start.toISOString()).toBe(new Date(bachelorClosesAt).toISOString())
      expect(bachelor.end?.getTime() ?? bachelor.start.getTime()).toBe(bachelor.start.getTime())
      expect(String(bachelor.description)).toContain({ en: 'Software Engineering', ru: 'Программная инженерия', uz: 'Dasturiy injiniring' }[locale])
      // Biology's period has ended: it is nowhere in the feed.
      expect(text).not.toContain(names.biology[locale])
      for (const entry of entries) expect(entry.start.getTime()).toBeGreaterThan(Date.now())
      for (const other of LOCALES.filter((l) => l !== locale))
        expect(summaries).not.toContain(messages[other].admissionDates.closesEvent.replace('{name}', names.bachelor[other]))
    })
  })
}
