// The application form as the browser tests fill it: its lists answered in the browser
// (page.route), an applicant's values and documents, and the steps filled as a person would.
import type { Page } from '@playwright/test'

import { completeValues } from '../helpers/applicantValues'

export const catalogue: Record<string, { id: number; name: string; faculty?: string }[]> = {
  program: [
    { id: 1, name: 'Bachelor' },
    { id: 2, name: 'Master' },
  ],
  study: [
    { id: 3, name: 'Full-time' },
    { id: 4, name: 'Part-time' },
  ],
  facultet: [
    { id: 5, name: 'Computer science', faculty: 'Faculty of IT' },
    { id: 6, name: 'Software engineering', faculty: 'Faculty of IT' },
    { id: 7, name: 'Economics', faculty: 'Faculty of Economics' },
  ],
  regions: [
    { id: 8, name: 'Samarkand region' },
    { id: 9, name: 'Tashkent city' },
  ],
}

/** Answers the catalogue calls; returns the addresses asked for. */
export async function mockCatalogue(page: Page) {
  const asked: string[] = []
  await page.route(/\/(en|ru|oz)\/api\/(select\/(program|study|facultet)|regions)(\?|$)/, (route) => {
    const url = new URL(route.request().url())
    asked.push(url.pathname + url.search)
    const kind = url.pathname.split('/').pop()!
    return route.fulfill({ json: { data: catalogue[kind] } })
  })
  return asked
}

export const id = (name: string) => `#application-${name}`
export const pdf = (name: string, size = 100) => ({ name, mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size)]) })
export const png = (name: string) => ({ name, mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex') })

export async function chooseProgram(page: Page) {
  await page.selectOption(id('degree'), '1')
  await page.selectOption(id('study_form'), '3')
  await page.selectOption(id('faculty'), '5')
  await page.selectOption(id('region'), '8')
}

/** Set on the first step (lists), by a radio button or on the last step: not typed on the second. */
const NOT_TYPED = new Set(['degree', 'study_form', 'faculty', 'region', 'gender', 'consent'])

/** What the applicant types on the second step: the rule tests' applicant, the series in small letters as people type it. */
export const personal: Record<string, string> = {
  ...Object.fromEntries(Object.entries(completeValues()).filter(([name, value]) => value && !NOT_TYPED.has(name))),
  passport_series: 'ab',
}

export async function fillPersonal(page: Page) {
  for (const [name, value] of Object.entries(personal)) await page.fill(id(name), value)
  await page.check(`${id('gender')}-female`)
}

export async function attachDocuments(page: Page) {
  await page.setInputFiles(id('photo'), png('photo.png'))
  await page.setInputFiles(id('passport_copy'), pdf('passport.pdf'))
  await page.setInputFiles(id('diploma'), pdf('diploma.pdf'))
}
