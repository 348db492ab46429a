// People's pages (/team/{slug}) as a visitor reaches them: from the team list on a phone, from a
// faculty's staff on a desktop, and a council member's; what each shows, what search engines
// read, and the site's 404 for an address nobody has. Demo people: src/seed/content/people.ts,
// facultyStaff.ts.
import type { Page } from '@playwright/test'

import { seriousViolations } from './axe'
import { expect, test } from './fixtures'
import { LOCALES, prefix } from './helpers'

const texts = {
  en: {
    rector: 'Dilshod Karimov',
    rectorRole: 'Rector',
    office: 'Building A, room 201',
    hours: 'Tue and Thu, 14:00–17:00',
    biography: 'Biography',
    faculty: 'Faculty of Computer Science',
    lecturer: 'Sevara Kasimova',
    lecturerRole: 'Senior lecturer in information security',
    student: 'Laylo Rashidova',
    studentRole: 'Student representative',
    council: 'Member of the academic council',
  },
  ru: {
    rector: 'Дилшод Каримов',
    rectorRole: 'Ректор',
    office: 'Корпус A, кабинет 201',
    hours: 'Вт и Чт, 14:00–17:00',
    biography: 'Биография',
    faculty: 'Факультет компьютерных наук',
    lecturer: 'Севара Касымова',
    lecturerRole: 'Старший преподаватель по информационной безопасности',
    student: 'Лайло Рашидова',
    studentRole: 'Представитель студентов',
    council: 'Член учёного совета',
  },
  uz: {
    rector: 'Dilshod Karimov',
    rectorRole: 'Rektor',
    office: 'A bino, 201-xona',
    hours: 'Se va Pa, 14:00–17:00',
    biography: 'Tarjimai hol',
    faculty: 'Kompyuter fanlari fakulteti',
    lecturer: 'Sevara Qosimova',
    lecturerRole: 'Axborot xavfsizligi boʻyicha katta oʻqituvchi',
    student: 'Laylo Rashidova',
    studentRole: 'Talabalar vakili',
    council: 'Ilmiy kengash aʼzosi',
  },
}

/** The page's structured data of one type, parsed. */
async function jsonLd(page: Page, type: string): Promise<Record<string, unknown>> {
  const all = await page.locator('script[type="application/ld+json"]').evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? '{}')))
  const found = all.find((data) => data['@type'] === type)
  expect(found, `${type} structured data`).toBeTruthy()
  return found
}

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

for (const locale of LOCALES) {
  const t = texts[locale]
  const at = (path: string) => `${prefix(locale)}${path}`
  test(`${locale}: people's pages from the team list and a faculty, with contacts, structured data and a 404 for nobody`, async ({ page }) => {
    // On a phone, from the team list to the rector.
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto(at('/team'))
    await page.getByTestId('team-list').getByRole('link', { name: t.rector, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${at('/team/dilshod-karimov')}$`))
    await expect(page.getByTestId('banner-title')).toHaveText(t.rector)
    await expect(page.getByTestId('person-role')).toHaveText(t.rectorRole)
    const contacts = page.getByTestId('person-contacts')
    await expect(contacts).toContainText(t.office)
    await expect(contacts).toContainText(t.hours)
    await expect(contacts.getByRole('link', { name: 'rector@registan.example.edu' })).toHaveAttribute('href', 'mailto:rector@registan.example.edu')
    await expect(contacts.getByRole('link', { name: '+998 66 233 00 01' })).toHaveAttribute('href', 'tel:+998662330001')
    await expect(page.getByRole('heading', { level: 2, name: t.biography })).toBeVisible()
    // The contacts are on the phone's first screen, and nothing is wider than it.
    expect((await contacts.boundingBox())!.y).toBeLessThan(812)
    expect(await fitsWidth(page)).toBe(true)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${at('/team/dilshod-karimov')}$`))
    await expect(page.locator('link[rel="alternate"][hreflang="uz"]')).toHaveAttribute('href', /\/uz\/team\/dilshod-karimov$/)
    const rector = await jsonLd(page, 'Person')
    expect(rector).toMatchObject({ name: t.rector, jobTitle: t.rectorRole, worksFor: { '@type': 'CollegeOrUniversity' } })
    expect(String(rector.url)).toMatch(new RegExp(`${at('/team/dilshod-karimov')}$`))
    expect(await seriousViolations(page)).toEqual([])

    // A council member: their role, and that they sit on the council.
    await page.goto(at('/team'))
    await page
      .getByTestId('members-list')
      .getByRole('link', { name: new RegExp(t.student) })
      .click()
    await expect(page.getByTestId('banner-title')).toHaveText(t.student)
    await expect(page.getByTestId('person')).toContainText(t.studentRole)
    await expect(page.getByTestId('person')).toContainText(t.council)
    expect(await jsonLd(page, 'Person')).toMatchObject({ name: t.student, memberOf: { '@type': 'Organization' } })

    // On a desktop, from a faculty's staff to a lecturer, and back to the faculty.
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(at('/faculties/computer-science'))
    await expect(page.getByTestId('faculty-staff').getByTestId('person-card')).toHaveCount(4)
    await page.getByTestId('faculty-staff').getByRole('link', { name: t.lecturer }).click()
    await expect(page).toHaveURL(new RegExp(`${at('/team/sevara-kasimova')}$`))
    await expect(page.getByTestId('person-role')).toHaveText(t.lecturerRole)
    expect(await fitsWidth(page)).toBe(true)
    const lecturer = await jsonLd(page, 'Person')
    expect(lecturer).toMatchObject({ name: t.lecturer, affiliation: { '@type': 'EducationalOrganization', name: t.faculty } })
    await page.getByTestId('person-faculty').click()
    await expect(page).toHaveURL(new RegExp(`${at('/faculties/computer-science')}$`))
    await expect(page.getByTestId('banner-title')).toHaveText(t.faculty)

    // An address nobody has is the site's 404.
    const missing = await page.goto(at('/team/nobody-by-this-name'))
    expect(missing?.status()).toBe(404)
    await expect(page.getByTestId('not-found')).toBeVisible()
  })
}
