import { expect, test } from './fixtures'

import { seriousViolations } from './axe'

const pages = [
  '/',
  '/ru/news',
  '/uz/news/computer-science-open-day',
  '/events',
  '/ru/events/open-day-2026',
  '/partners',
  '/uz/partners/turon-bank',
  '/gallery',
  '/ru/gallery/graduation-2026',
  '/gallery/campus-tour',
  '/clubs',
  '/uz/team',
  '/faculties',
  '/ru/contact',
  '/static/about-university',
  '/ru/search?q=Библиотека',
  '/uz/no-such-page',
  '/form',
  '/ru/studentConsole',
  '/uz/get-contract',
  '/events/archive',
  '/ru/events?category=science',
  '/uz/events/archive?category=culture-and-sport',
  '/news?page=2',
  '/ru/news?category=research',
  '/uz/news?category=student-life&page=2',
]

for (const path of pages) {
  test(`no serious accessibility violations on ${path}`, async ({ page }) => {
    await page.goto(path)
    expect(await seriousViolations(page)).toEqual([])
  })
}

for (const path of ['/', '/ru/faculties', '/uz/news/computer-science-open-day', '/uz/form', '/uz/events', '/ru/events/archive', '/news?page=2']) {
  test(`no serious accessibility violations on ${path} at phone width`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto(path)
    expect(await seriousViolations(page)).toEqual([])
  })
}
