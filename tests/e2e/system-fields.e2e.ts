// What the system writes is not offered to staff: the applications list's bulk edit lists the status,
// the reviewer and what staff keep, never completeness, keys, consent or the status log; a refused
// status change names the statuses in the staff member's language; the application's recorded
// moments are in Tashkent time and say so; the dashboard's per-day chart has labelled axes. In the
// admin's three languages, at a phone's width and a desktop's.
import { type APIRequestContext, expect, type Page, test } from './fixtures'

import { applicantDocuments, applicantFields } from '../helpers/applicant'
import { adminHeaders, chooseOption, newClientAddress, shot, signInAsStaff } from './helpers'

type Item = { id: number; name: string }
type Language = 'en' | 'ru' | 'uz'
const list = async (request: APIRequestContext, path: string) => ((await (await request.get(path)).json()) as { data: Item[] }).data

async function apply(request: APIRequestContext, email: string, passport: string) {
  const degree = (await list(request, '/en/api/select/program'))[0]
  const form = (await list(request, `/en/api/select/study?program=${degree.id}`))[0]
  const direction = (await list(request, `/en/api/select/facultet?program=${degree.id}&study=${form.id}`))[0]
  const region = (await list(request, '/en/api/regions'))[0]
  const documents = await applicantDocuments()
  const response = await request.post('/api/apply', {
    headers: { 'x-forwarded-for': newClientAddress() },
    multipart: {
      ...applicantFields(
        { degree: degree.id, studyForm: form.id, direction: direction.id, region: region.id },
        { locale: 'en', email, passport_number: passport },
      ),
      ...Object.fromEntries(documents.map(({ field, name, mimeType, buffer }) => [field, { name, mimeType, buffer }])),
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { data: { application_number: string } }).data.application_number
}

const officer = { email: `officer-${Date.now()}@example.edu`, password: 'an-officer-password-1' }

async function signIn(page: Page, language: Language) {
  await page
    .context()
    .addCookies([{ name: 'payload-lng', value: language, url: page.url().startsWith('http') ? page.url() : test.info().project.use.baseURL! }])
  await signInAsStaff(page, officer)
}

const WORDS = {
  en: {
    offered: ['Status', 'Reviewer', 'Internal notes'],
    withheld: ['Number', 'Language', 'Consent to the processing of personal data', 'Status changes', 'Decided on', 'Faculty', 'Telegram chat'],
    refused: /“Not confirmed” cannot be moved to “Approved”/,
    approved: 'Approved',
    tashkent: '(Tashkent time)',
    addNote: 'Add Note',
    history: 'History',
    axes: ['Applications', 'Day (Tashkent time)'],
  },
  ru: {
    offered: ['Статус', 'Ответственный', 'Внутренние заметки'],
    withheld: ['Номер', 'Язык', 'Согласие на обработку персональных данных', 'Смены статуса', 'Дата решения', 'Факультет', 'Чат в Telegram'],
    refused: /«Не подтверждена» нельзя перевести в «Одобрена»/,
    approved: 'Одобрена',
    tashkent: '(по ташкентскому времени)',
    addNote: 'Добавить заметку',
    history: 'История',
    axes: ['Заявки', 'День (по ташкентскому времени)'],
  },
  uz: {
    offered: ['Holati', 'Masʼul xodim', 'Ichki qaydlar'],
    withheld: ['Raqami', 'Til', 'Shaxsiy maʼlumotlarga ishlov berishga rozilik', 'Holat oʻzgarishlari', 'Qaror sanasi', 'Fakultet', 'Telegram chati'],
    refused: /«Tasdiqlanmagan» holatidagi arizani «Maʼqullandi» holatiga oʻtkazib boʻlmaydi/,
    approved: 'Maʼqullandi',
    tashkent: '(Toshkent vaqti)',
    addNote: 'Qayd qoʻshish',
    history: 'Tarix',
    axes: ['Arizalar', 'Kun (Toshkent vaqti)'],
  },
} as const

// Each test signs in and opens the admin at two widths.
test.describe.configure({ timeout: 180_000 })

let number = ''
let id = 0

test.beforeAll(async ({ request }) => {
  const headers = await adminHeaders(request)
  const created = await request.post('/api/users', { headers, data: { ...officer, roles: ['admissions'] } })
  expect(created.status(), await created.text()).toBe(201)
  const stamp = Date.now()
  number = await apply(request, `sysfields-${stamp}@example.com`, String(8_300_000 + (stamp % 100_000)))
  id = (await (await request.get(`/api/applications?where[applicationNumber][equals]=${number}&depth=0`, { headers })).json()).docs[0].id
})

for (const language of ['en', 'ru', 'uz'] as const) {
  test(`bulk edit offers what staff may change, never what the system writes (${language})`, async ({ page }) => {
    const words = WORDS[language]
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 900 })
      await signIn(page, language)
      await page.goto(`/admin/collections/applications?where[applicationNumber][equals]=${number}`)
      await expect(page.locator('.table tbody tr')).toHaveCount(1)
      await page.locator('.table thead input[type="checkbox"]').check()
      await page.locator('.edit-many__toggle').click()
      const drawer = page.locator('.edit-many__main')
      await drawer.locator('.field-select .rs__control').click()
      await expect(page.locator('.rs__option').first()).toBeVisible()
      const offered = (await page.locator('.rs__option').allInnerTexts()).map((text) => text.trim())
      for (const label of words.offered) expect(offered, `${label} is offered`).toContain(label)
      for (const label of words.withheld)
        expect(
          offered.filter((text) => text === label || text.endsWith(` > ${label}`)),
          `${label} is not offered`,
        ).toEqual([])
      await shot(page, 'system-fields', `bulk-edit-${language}-${width}`)
    }
  })

  test(`the application says its times are Tashkent's, adds a note in good words and names refused statuses (${language})`, async ({ page }) => {
    const words = WORDS[language]
    await page.setViewportSize({ width: 1440, height: 1000 })
    await signIn(page, language)
    await page.goto(`/admin/collections/applications/${id}`)
    await expect(page.getByRole('button', { name: words.addNote })).toBeVisible()

    await page
      .getByRole('tab', { name: words.history })
      .or(page.locator('.tabs-field__tab-button', { hasText: words.history }))
      .first()
      .click()
    const logged = page.getByTestId('tashkent-time-at').first()
    await expect(logged).toContainText(words.tashkent)
    await shot(page, 'system-fields', `tashkent-time-${language}-1440`)

    // Not confirmed → Approved skips steps: refused, in the staff member's words.
    await chooseOption(page, page.locator('#field-status .rs__control'), new RegExp(`^${words.approved}$`))
    await page.locator('#action-save').click()
    // In the notice after saving, whole, and on the field.
    await expect(page.locator('.payload-toast-container').getByText(words.refused)).toBeVisible({ timeout: 30_000 })
    await expect(page.getByText('not_confirmed')).toHaveCount(0)
    await shot(page, 'system-fields', `refused-status-${language}-1440`)
  })

  test(`the per-day chart has its dates and counts on labelled axes (${language})`, async ({ page }) => {
    const words = WORDS[language]
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 900 })
      await signIn(page, language)
      await page.goto('/admin')
      const chart = page.getByTestId('dashboard-days')
      await expect(chart.getByTestId('axis-count-title')).toHaveText(words.axes[0])
      await expect(chart.getByTestId('axis-days-title')).toHaveText(words.axes[1])
      await expect(chart.getByTestId('axis-counts')).toContainText('0')
      const dates = chart.getByTestId('axis-days').locator('span')
      await expect(dates).toHaveCount(4)
      // The dates do not run into each other.
      const boxes = await dates.evaluateAll((spans) => spans.map((span) => span.getBoundingClientRect()).map(({ left, right }) => ({ left, right })))
      for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.left, `date ${i} overlaps`).toBeGreaterThanOrEqual(boxes[i - 1]!.right)
      await chart.scrollIntoViewIfNeeded()
      await shot(chart, 'system-fields', `dashboard-chart-${language}-${width}`)
    }
  })
}
