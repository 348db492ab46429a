// Old addresses keep working: a page whose address changes answers its old one with a permanent
// redirect in all three languages, editors add their own, and a loop is refused with a message.
import { expect, test } from './fixtures'

import { adminHeaders, LOCALES, prefix } from './helpers'

test('a story’s changed address: the old one redirects (301) to the new one in every language', async ({ page, request }) => {
  const headers = await adminHeaders(request)
  const found = await (await request.get('/api/news?where[slug][equals]=law-moot-court-win&depth=0', { headers })).json()
  const story = found.docs[0]
  expect(story, 'the seeded story').toBeTruthy()
  try {
    const renamed = await request.patch(`/api/news/${story.id}`, { headers, data: { slug: 'law-moot-court-final', _status: 'published' } })
    expect(renamed.status(), await renamed.text()).toBe(200)
    for (const locale of LOCALES) {
      const response = await request.get(`${prefix(locale)}/news/law-moot-court-win?utm_source=mail`, { maxRedirects: 0 })
      expect(response.status(), locale).toBe(301)
      expect(response.headers().location).toBe(`${prefix(locale)}/news/law-moot-court-final?utm_source=mail`)
    }
    // A visitor following an old link lands on the story, in their language.
    await page.goto('/ru/news/law-moot-court-win')
    await expect(page).toHaveURL(/\/ru\/news\/law-moot-court-final$/)
    await expect(page.getByTestId('banner-title')).toHaveText('Студенты-юристы выиграли республиканский конкурс судебных дебатов')
  } finally {
    await request.patch(`/api/news/${story.id}`, { headers, data: { slug: 'law-moot-court-win', _status: 'published' } })
  }
  // Back at its first address, the page wins: no redirect from it any more.
  const back = await request.get('/news/law-moot-court-win', { maxRedirects: 0 })
  expect(back.status()).toBe(200)
})

test('an editor’s temporary redirect for one language; a loop refused in the editor’s language', async ({ page, request }) => {
  const headers = await adminHeaders(request)
  const made = await request.post('/api/redirects', { headers, data: { from: '/uz/qabul-2027', toType: 'path', toPath: '/form', status: '302' } })
  expect(made.status(), await made.text()).toBe(201)
  const redirect = (await made.json()).doc
  expect(redirect).toMatchObject({ from: '/qabul-2027', locale: 'uz' })
  try {
    const uz = await request.get('/uz/qabul-2027', { maxRedirects: 0 })
    expect(uz.status()).toBe(302)
    expect(uz.headers().location).toBe('/uz/form')
    // Only Uzbek: the English address is no page at all.
    expect((await request.get('/qabul-2027', { maxRedirects: 0 })).status()).toBe(404)
    await page.goto('/uz/qabul-2027')
    await expect(page).toHaveURL(/\/uz\/form$/)

    const messages = { en: /loop/, ru: /замкнуло бы круг/, uz: /aylana hosil qiladi/ }
    for (const locale of LOCALES) {
      const loop = await request.post('/api/redirects', {
        headers: { ...headers, 'Accept-Language': locale, Cookie: `payload-lng=${locale}` },
        data: { from: '/form', locale: 'uz', toType: 'path', toPath: '/qabul-2027', status: '301' },
      })
      expect(loop.status(), locale).toBe(400)
      expect(await loop.text(), locale).toMatch(messages[locale])
    }
  } finally {
    await request.delete(`/api/redirects/${redirect.id}`, { headers })
  }
  expect((await request.get('/uz/qabul-2027', { maxRedirects: 0 })).status()).toBe(404)
})

test('visitors cannot read or write redirects', async ({ request }) => {
  expect((await request.get('/api/redirects')).status()).toBe(403)
  expect((await request.post('/api/redirects', { data: { from: '/x', toType: 'path', toPath: 'https://evil.example', status: '302' } })).status()).toBe(403)
})
