import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

const pages = [
  '/', '/ru/news', '/uz/news/computer-science-open-day', '/events', '/ru/events/open-day-2026', '/partners', '/uz/partners/turon-bank',
  '/gallery', '/ru/gallery/graduation-2026', '/gallery/campus-tour', '/clubs', '/uz/team', '/faculties', '/ru/contact',
  '/static/about-university', '/ru/search?q=Библиотека', '/uz/no-such-page',
]

for (const path of pages) {
  test(`no serious accessibility violations on ${path}`, async ({ page }) => {
    await page.goto(path)
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([])
  })
}
