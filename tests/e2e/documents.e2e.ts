// Public documents: an editor uploads one, visitors find it on /documents by category and title
// in their language, a PDF opens in the browser and the others download.
import { expect, test } from './fixtures'

import { seriousViolations } from './axe'
import { adminHeaders, LOCALES, prefix } from './helpers'

const texts = {
  en: {
    title: 'Documents',
    category: 'Timetables',
    search: 'Search by title',
    seeded: 'Admission rules 2027',
    uploaded: 'Exam schedule, winter 2027',
    word: 'exam',
  },
  ru: {
    title: 'Документы',
    category: 'Расписания',
    search: 'Поиск по названию',
    seeded: 'Правила приёма 2027',
    uploaded: 'Расписание экзаменов, зима 2027',
    word: 'экзаменов',
  },
  uz: {
    title: 'Hujjatlar',
    category: 'Dars jadvallari',
    search: 'Nomi boʻyicha qidirish',
    seeded: 'Qabul qoidalari 2027',
    uploaded: 'Imtihonlar jadvali, 2027 qish',
    word: 'imtihon',
  },
}

test('an uploaded document appears on /documents in three languages; filters and title search work without script', async ({ page, request }) => {
  // An upload, then the list in three languages with filters: a long journey.
  test.setTimeout(120_000)
  const headers = await adminHeaders(request)
  const csv = 'Day,Course\nMonday,Mathematics\n'
  // A spreadsheet in CSV is not one of the accepted kinds: refused, with the reason.
  const refused = await request.post('/api/documents', {
    headers,
    multipart: {
      file: { name: 'exams.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(csv) },
      _payload: JSON.stringify({ title: 'x', category: 'timetables', date: new Date().toISOString() }),
    },
  })
  expect(refused.status()).toBe(400)
  expect(await refused.text()).toMatch(/not a PDF, Word, Excel/)

  const timetable = await request.get('/api/documents/file/timetable-autumn-2026.xlsx')
  const made = await request.post('/api/documents', {
    headers,
    multipart: {
      file: {
        name: 'exam-schedule-winter-2027.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: await timetable.body(),
      },
      _payload: JSON.stringify({ title: texts.en.uploaded, category: 'timetables', date: new Date().toISOString() }),
    },
  })
  expect(made.status(), await made.text()).toBe(201)
  const document = (await made.json()).doc
  try {
    for (const locale of ['ru', 'uz'] as const) {
      expect((await request.patch(`/api/documents/${document.id}?locale=${locale}`, { headers, data: { title: texts[locale].uploaded } })).status()).toBe(200)
    }
    await page.context().route('**/*.js', (route) => route.abort())
    for (const locale of LOCALES) {
      const t = texts[locale]
      await expect(async () => {
        await page.goto(`${prefix(locale)}/documents`)
        await expect(page.getByTestId('documents-list')).toContainText(t.uploaded, { timeout: 1_000 })
      }).toPass({ timeout: 15_000 })
      await expect(page.getByTestId('banner-title')).toHaveText(t.title)
      await expect(page.getByTestId('documents-list')).toContainText(t.seeded)

      await page.getByTestId('document-categories').getByRole('link', { name: t.category }).click()
      await expect(page).toHaveURL(/category=timetables/)
      await expect(page.getByTestId('document')).toHaveCount(2)
      await expect(page.getByTestId('documents-list')).not.toContainText(t.seeded)

      await page.getByRole('searchbox', { name: t.search }).fill(t.word)
      await page.getByTestId('documents-search').getByRole('button').click()
      await expect(page).toHaveURL(/category=timetables&q=/)
      await expect(page.getByTestId('document')).toHaveCount(1)
      await expect(page.getByTestId('document')).toContainText(t.uploaded)
    }
    await page.context().unroute('**/*.js')
    await page.goto('/documents')
    expect(await seriousViolations(page)).toEqual([])
  } finally {
    await request.delete(`/api/documents/${document.id}`, { headers })
  }
})

test('a PDF opens in the browser, other documents download; neither is sniffed', async ({ request }) => {
  const pdf = await request.get('/api/documents/file/admission-rules-2027.pdf')
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect(pdf.headers()['content-disposition']).toBe('inline')
  expect(pdf.headers()['x-content-type-options']).toBe('nosniff')
  const docx = await request.get('/api/documents/file/curriculum-software-engineering.docx')
  expect(docx.headers()['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
  expect(docx.headers()['content-disposition']).toBe('attachment')
  expect((await request.get('/api/documents/file/no-such-file.pdf')).status()).toBe(404)
})

test('the site search finds a document by its title and links to the file', async ({ page }) => {
  await page.goto('/ru/search?q=правила+приёма')
  const link = page.locator('a[href="/api/documents/file/admission-rules-2027.pdf"]').first()
  await expect(link).toBeVisible()
})
