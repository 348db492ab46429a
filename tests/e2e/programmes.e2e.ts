// Faculty and programme pages: what an applicant reads before applying, in three languages, and
// the way from a programme straight into the form with it chosen.
import { expect, test } from './fixtures'

import { seedNews } from '../../src/seed/content/stories'
import { seriousViolations } from './axe'
import { adminHeaders, LOCALES, prefix } from './helpers'

const texts = {
  en: {
    faculty: 'Faculty of Computer Science',
    dean: 'Bekzod Rakhimov, PhD',
    deanName: 'Bekzod Rakhimov',
    degree: 'Bachelor’s',
    programme: 'Software Engineering',
    fee: '16,500,000 UZS',
    curriculum: 'Curriculum',
    apply: 'Apply to this programme',
    closed: 'Admission to this programme is closed for now.',
  },
  ru: {
    faculty: 'Факультет компьютерных наук',
    dean: 'Бекзод Рахимов, PhD',
    deanName: 'Бекзод Рахимов',
    degree: 'Бакалавриат',
    programme: 'Программная инженерия',
    fee: '16 500 000 сум',
    curriculum: 'Учебный план',
    apply: 'Подать заявку на это направление',
    closed: 'Приём на это направление сейчас закрыт.',
  },
  uz: {
    faculty: 'Kompyuter fanlari fakulteti',
    dean: 'Bekzod Rahimov, PhD',
    deanName: 'Bekzod Rahimov',
    degree: 'Bakalavriat',
    programme: 'Dasturiy injiniring',
    fee: '16 500 000 soʻm',
    curriculum: 'Oʻquv reja',
    apply: 'Shu yoʻnalishga ariza topshirish',
    closed: 'Bu yoʻnalishga qabul hozircha yopiq.',
  },
}
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

for (const locale of LOCALES) {
  const t = texts[locale]
  test(`${locale}: a faculty's page shows its dean, programmes, staff and news, and leads to a programme`, async ({ page }) => {
    await page.goto(`${prefix(locale)}/faculties/computer-science`)
    await expect(page.getByTestId('banner-title')).toHaveText(t.faculty)
    await expect(page.getByTestId('faculty-dean')).toContainText(t.dean)
    await expect(page.getByTestId('faculty-staff').locator('li')).toHaveCount(4)
    await expect(page.getByTestId('faculty-staff')).toContainText(t.deanName)
    // Its own stories, up to three: the demo has two for Computer Science.
    await expect(page.getByTestId('faculty-news').locator('li')).toHaveCount(
      Math.min(3, seedNews.filter((story) => story.faculty === 'computer-science').length),
    )
    expect(await seriousViolations(page)).toEqual([])

    await page.getByTestId('program-list').locator('table').getByRole('link', { name: t.programme }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/faculties/computer-science/software-engineering$`))
    await expect(page.getByTestId('banner-title')).toHaveText(t.programme)
    expect(spaced(await page.getByTestId('program-facts').innerText())).toContain(t.fee)
    await expect(page.getByRole('heading', { level: 2, name: t.curriculum })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    // What search engines read of the programme (schema.org EducationalOccupationalProgram).
    const ld = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? '{}')).find((data) => data['@type'] === 'EducationalOccupationalProgram'))
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      name: t.programme,
      provider: { '@type': 'CollegeOrUniversity' },
      educationalCredentialAwarded: { '@type': 'EducationalOccupationalCredential', name: t.degree },
      timeToComplete: 'P4Y',
      inLanguage: ['uz', 'en'],
      offers: { '@type': 'Offer', price: 16_500_000, priceCurrency: 'UZS' },
    })
    expect(ld.url).toMatch(new RegExp(`${prefix(locale)}/faculties/computer-science/software-engineering$`))
    expect(ld.description).toBeTruthy()
    expect(ld.programPrerequisites).toBeTruthy()
    // The degree's admission period: opened a month ago, closes in some weeks (src/seed/index.ts).
    expect(Date.parse(ld.applicationStartDate)).toBeLessThan(Date.now())
    expect(Date.parse(ld.applicationDeadline)).toBeGreaterThan(Date.now())
    expect(ld.applicationDeadline).toMatch(/^\d{4}-\d{2}-\d{2}$/)

    // "Apply" opens the form with this programme chosen, over an older draft's choice.
    await page.evaluate(() =>
      localStorage.setItem('campus.applicationDraft.v1', JSON.stringify({ values: { degree: '2', first_name: 'Aziz' }, step: 1, idempotencyKey: 'k-1' })),
    )
    await page.getByTestId('apply-to-program').click()
    await expect(page).toHaveURL(/\/form\?program=\d+/)
    const programme = page.locator('select[name="faculty"]')
    await expect(programme.locator('option:checked')).toHaveText(t.programme)
    await expect(page.locator('select[name="degree"] option:checked')).not.toHaveText('')
  })
}

test('a programme closed for admission says so and offers no application', async ({ page, request }) => {
  const headers = await adminHeaders(request)
  const { docs } = await (await request.get('/api/programs?where[slug][equals]=information-security&depth=0', { headers })).json()
  const programme = docs[0]
  expect(programme).toBeTruthy()
  try {
    expect((await request.patch(`/api/programs/${programme.id}`, { headers, data: { admissionOpen: false } })).status()).toBe(200)
    for (const locale of LOCALES) {
      await expect(async () => {
        await page.goto(`${prefix(locale)}/faculties/computer-science/information-security`)
        await expect(page.getByTestId('admission-closed')).toHaveText(texts[locale].closed, { timeout: 1_000 })
      }).toPass({ timeout: 15_000 })
      await expect(page.getByTestId('apply-to-program')).toHaveCount(0)
    }
  } finally {
    await request.patch(`/api/programs/${programme.id}`, { headers, data: { admissionOpen: true } })
  }
})

test('on a phone the programmes are cards, and nothing runs off the side of the page', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } })
  const page = await context.newPage()
  for (const path of ['/faculties', '/ru/faculties/computer-science', '/uz/faculties/computer-science/software-engineering']) {
    await page.goto(path)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow, path).toBe(0)
  }
  await page.goto('/faculties')
  await expect(page.getByTestId('program-card').first()).toBeVisible()
  await expect(page.getByTestId('program-list').first().locator('table')).toBeHidden()
  await context.close()
})

test('the sitemap lists every faculty and programme page in three languages', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  for (const locale of LOCALES) {
    expect(xml).toContain(`${prefix(locale)}/faculties/law</loc>`)
    expect(xml).toContain(`${prefix(locale)}/faculties/computer-science/software-engineering</loc>`)
  }
})
