// A story whose title is translated but whose text is not: the visitor reads the English text,
// marked as English, with a notice in their language, never an empty page.
import { expect, test } from './fixtures'

import en from '../../src/i18n/messages/en.json' with { type: 'json' }
import ru from '../../src/i18n/messages/ru.json' with { type: 'json' }
import uz from '../../src/i18n/messages/uz.json' with { type: 'json' }
import { adminHeaders, prefix } from './helpers'

const paragraph = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    children: [
      {
        type: 'paragraph',
        version: 1,
        direction: 'ltr',
        format: '',
        indent: 0,
        textFormat: 0,
        children: [{ type: 'text', version: 1, text, format: 0, mode: 'normal', style: '', detail: 0 }],
      },
    ],
  },
})

test('an untranslated body falls back to English with the notice, in Russian and Uzbek; English shows no notice', async ({ page, request }) => {
  const headers = await adminHeaders(request)
  const cover = (await (await request.get('/api/media?limit=1', { headers })).json()).docs[0].id
  const englishText = 'The observatory opens its dome to students every Thursday evening.'
  const created = await request.post('/api/news?locale=en', {
    headers,
    data: { title: 'Observatory evenings', date: new Date().toISOString(), cover, body: paragraph(englishText), _status: 'published' },
  })
  expect(created.status()).toBe(201)
  const { doc } = await created.json()
  const titles = { ru: 'Вечера в обсерватории', uz: 'Observatoriya oqshomlari' }
  for (const [locale, title] of Object.entries(titles)) {
    const translated = await request.patch(`/api/news/${doc.id}?locale=${locale}`, { headers, data: { title, _status: 'published' } })
    expect(translated.status()).toBe(200)
  }

  for (const [locale, messages] of [
    ['ru', ru],
    ['uz', uz],
  ] as const) {
    await page.goto(`${prefix(locale)}/news/${doc.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[locale])
    await expect(page.getByTestId('untranslated-notice')).toHaveText(messages.content.partlyUntranslated)
    const body = page.getByText(englishText)
    await expect(body).toBeVisible()
    // The English text says it is English, for screen readers and translation tools.
    expect(await body.evaluate((node) => node.closest('[lang]')?.getAttribute('lang'))).toBe('en')
  }
  await page.goto(`/news/${doc.slug}`)
  await expect(page.getByText(englishText)).toBeVisible()
  await expect(page.getByTestId('untranslated-notice')).toHaveCount(0)
  expect(en.content.partlyUntranslated).not.toBe(en.content.untranslated)

  expect((await request.delete(`/api/news/${doc.id}`, { headers })).ok()).toBe(true)
})
