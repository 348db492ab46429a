import { expect, test } from './fixtures'

import { adminHeaders, LOCALES, prefix } from './helpers'

// Demo content (src/seed/content): the newest story is the Computer Science open day (src/seed/content/news).
const pageTypes = [
  { path: '/news', heading: { en: 'News', ru: 'Новости', uz: 'Yangiliklar' }, item: 'news-card' },
  { path: '/events', heading: { en: 'Events', ru: 'Мероприятия', uz: 'Tadbirlar' }, item: 'event-card' },
  { path: '/partners', heading: { en: 'Partners', ru: 'Партнёры', uz: 'Hamkorlar' }, text: { en: 'Turon Bank', ru: 'Турон Банк', uz: 'Turon Bank' } },
  { path: '/gallery', heading: { en: 'Gallery', ru: 'Галерея', uz: 'Galereya' }, text: { en: 'Graduation 2026', ru: 'Выпуск 2026', uz: 'Bitiruv 2026' } },
  { path: '/clubs', heading: { en: 'Clubs', ru: 'Клубы', uz: 'Klublar' }, text: { en: 'Chess club', ru: 'Шахматный клуб', uz: 'Shaxmat klubi' } },
  {
    path: '/team',
    heading: { en: 'Our team', ru: 'Наша команда', uz: 'Bizning jamoa' },
    text: { en: 'Vice-rector for research', ru: 'Проректор по научной работе', uz: 'Ilmiy ishlar boʻyicha prorektor' },
  },
  {
    path: '/faculties',
    heading: { en: 'Faculties', ru: 'Факультеты', uz: 'Fakultetlar' },
    text: { en: 'Software Engineering', ru: 'Программная инженерия', uz: 'Dasturiy injiniring' },
  },
  {
    path: '/contact',
    heading: { en: 'Contact', ru: 'Контакты', uz: 'Aloqa' },
    text: { en: 'University Street', ru: 'Университетская', uz: 'Universitet koʻchasi' },
  },
  {
    path: '/news/computer-science-open-day',
    heading: {
      en: 'Applicants write their first program at the Computer Science open day',
      ru: 'Первая программа за два часа: день открытых дверей на факультете компьютерных наук',
      uz: 'Kompyuter fanlari fakultetida ochiq eshiklar kuni: abituriyentlar ikki soatda ilk dasturini yozdi',
    },
  },
  { path: '/events/open-day-2026', heading: { en: 'University open day', ru: 'День открытых дверей университета', uz: 'Universitet ochiq eshiklar kuni' } },
  { path: '/partners/turon-bank', heading: { en: 'Turon Bank', ru: 'Турон Банк', uz: 'Turon Bank' } },
  { path: '/gallery/graduation-2026', heading: { en: 'Graduation 2026', ru: 'Выпуск 2026', uz: 'Bitiruv 2026' } },
  { path: '/static/tuition-fee', heading: { en: 'Tuition fee', ru: 'Стоимость обучения', uz: 'Toʻlov-kontrakt narxi' } },
] as const

test.describe('content pages in three languages', () => {
  for (const type of pageTypes) {
    for (const locale of LOCALES) {
      test(`${type.path} in ${locale}`, async ({ page }) => {
        const response = await page.goto(`${prefix(locale)}${type.path}`)
        expect(response?.status()).toBe(200)
        await expect(page.getByTestId('banner-title')).toHaveText(type.heading[locale])
        if ('text' in type) await expect(page.getByRole('main')).toContainText(type.text[locale])
        if ('item' in type) await expect(page.getByTestId(type.item).first()).toBeVisible()
      })
    }
  }

  test('home shows every section in Russian', async ({ page }) => {
    await page.goto('/ru')
    for (const id of ['about', 'journey', 'faculties', 'news', 'events', 'rector', 'partners', 'clubs', 'gallery', 'team', 'tuition', 'contact']) {
      await expect(page.getByTestId(`home-${id}`), id).toBeVisible()
    }
    await expect(page.getByTestId('home-journey')).toContainText('Подайте заявку онлайн')
    await expect(page.getByTestId('news-carousel')).toContainText('Первая программа за два часа')
    await page.getByTestId('carousel-next').click()
    await expect(page.getByTestId('news-carousel')).toContainText('лаборатория солнечной энергетики')
  })
})

test('dates read naturally in Uzbek, also in the parts the browser updates', async ({ page }) => {
  await page.goto('/uz')
  await expect(page.getByTestId('news-carousel').locator('time')).toHaveText(/^\d{1,2}-[a-zʻ]+, \d{4}$/)
  await page.getByTestId('carousel-next').click()
  await expect(page.getByTestId('news-carousel').locator('time')).toHaveText(/^\d{1,2}-[a-zʻ]+, \d{4}$/)
  await page.goto('/uz/news')
  await page.getByTestId('load-more').click()
  await expect(page.getByTestId('news-card').nth(12).locator('time')).toHaveText(/^\d{1,2}-[a-zʻ]+, \d{4}$/)
})

test.describe('lists and details', () => {
  test('load more appends the next page, and a fresh visit starts from the first', async ({ page }) => {
    await page.goto('/uz/news')
    const cards = page.getByTestId('news-card')
    await expect(cards).toHaveCount(9)
    const firstTitle = await cards.first().locator('h2').innerText()
    // The seed has sixteen stories: the second page is the last.
    await page.getByTestId('load-more').click()
    await expect(cards).toHaveCount(16)
    await expect(cards.first().locator('h2')).toHaveText(firstTitle)
    await expect(page.getByTestId('load-more')).toHaveCount(0)
    await page.reload()
    await expect(cards).toHaveCount(9)
  })

  test('news titles are clamped to two lines', async ({ page }) => {
    await page.goto('/ru/news')
    const clamp = await page
      .getByTestId('news-card')
      .first()
      .locator('h2')
      .evaluate((el) => getComputedStyle(el).webkitLineClamp)
    expect(clamp).toBe('2')
  })

  test('the events list shows what is to come, soonest first; an event sits under News in the breadcrumb', async ({ page }) => {
    await page.goto('/events')
    const starts = await page
      .getByTestId('event-card')
      .locator('time')
      .evaluateAll((times) => times.map((t) => t.getAttribute('dateTime') ?? ''))
    expect(starts.length).toBeGreaterThanOrEqual(5)
    expect([...starts].sort()).toEqual(starts)
    await page.goto('/ru/events/open-day-2026')
    await expect(page.getByTestId('breadcrumb').locator('li')).toHaveText(['Главная', 'Новости', 'День открытых дверей университета'])
    await expect(page.getByTestId('breadcrumb').getByRole('link', { name: 'Новости' })).toHaveAttribute('href', '/ru/news')
  })

  for (const [locale, trail] of [
    ['en', ['Home', 'News', 'Events']],
    ['ru', ['Главная', 'Новости', 'Мероприятия']],
    ['uz', ['Bosh sahifa', 'Yangiliklar', 'Tadbirlar']],
  ] as const) {
    test(`the events list sits under News in the breadcrumb too, in ${locale}`, async ({ page }) => {
      await page.goto(`${locale === 'en' ? '' : `/${locale}`}/events`)
      await expect(page.getByTestId('breadcrumb').locator('li')).toHaveText([...trail])
      await expect(page.getByTestId('breadcrumb').getByRole('link', { name: trail[1] })).toHaveAttribute('href', locale === 'en' ? '/news' : `/${locale}/news`)
    })
  }

  test('an untranslated story is shown in English with a notice in the visitor’s language', async ({ page }) => {
    await page.goto('/uz/news/foreign-languages-visiting-professor')
    await expect(page.getByTestId('untranslated-notice')).toHaveText(/hali oʻzbek tiliga tarjima qilinmagan/)
    await expect(page.getByTestId('banner-title')).toHaveText('How do you translate Navoi? A visiting professor from Northbridge begins a lecture series')
    await expect(page.locator('article[lang="en"]')).toBeVisible()
    await page.goto('/ru/events/spring-career-fair')
    await expect(page.getByTestId('untranslated-notice')).toContainText('не переведена')
    await page.goto('/uz/news/computer-science-open-day')
    await expect(page.getByTestId('untranslated-notice')).toHaveCount(0)
    await page.goto('/uz/news')
    await expect(page.getByTestId('news-card').filter({ hasText: 'How do you translate Navoi?' })).toContainText('Ingliz tilida')
  })

  test('an event can be added to a calendar', async ({ page }) => {
    await page.goto('/ru/events/open-day-2026')
    const download = page.waitForEvent('download')
    await page.getByTestId('ics-link').click()
    const file = await download
    expect(file.suggestedFilename()).toBe('open-day-2026.ics')
    const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'))
    expect(text).toContain('BEGIN:VEVENT')
    expect(text.replace(/\r\n /g, '')).toContain('SUMMARY:День открытых дверей университета')
  })

  test('photos open in a lightbox that steps and closes with the keyboard', async ({ page }) => {
    await page.goto('/gallery/graduation-2026')
    await page.getByTestId('photo-grid').getByRole('button').first().click()
    const box = page.getByTestId('lightbox')
    await expect(box).toContainText('1 / 6')
    await page.keyboard.press('ArrowRight')
    await expect(box).toContainText('2 / 6')
    await page.keyboard.press('Escape')
    await expect(box).toHaveCount(0)
    await expect(page.getByTestId('photo-grid').getByRole('button').first()).toBeFocused()
  })

  test('a video album plays only when asked', async ({ page }) => {
    await page.goto('/gallery/campus-tour')
    await expect(page.locator('iframe')).toHaveCount(0)
    await page.getByTestId('video-play').first().click()
    await expect(page.locator('iframe[src*="youtube-nocookie.com/embed/aqz-KE-bpKQ"]')).toHaveCount(1)
  })

  for (const path of ['/news/no-such-story', '/ru/events/no-such-event', '/uz/partners/nobody', '/gallery/nothing-here']) {
    test(`unknown slug ${path} is a 404`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByTestId('not-found')).toBeVisible()
    })
  }
})

test('an edit in the admin shows on the story and in the home carousel without a restart', async ({ page, request }) => {
  const headers = await adminHeaders(request)
  const found = await request.get('/api/news?where[slug][equals]=computer-science-open-day&locale=en&depth=0', { headers })
  const story = (await found.json()).docs[0]
  const original = story.title
  const edited = `${original} (updated)`
  try {
    const patch = await request.patch(`/api/news/${story.id}?locale=en`, { headers, data: { title: edited } })
    expect(patch.ok()).toBe(true)
    await expect(async () => {
      await page.goto('/news/computer-science-open-day')
      await expect(page.getByTestId('banner-title')).toHaveText(edited, { timeout: 1000 })
    }).toPass({ timeout: 15_000 })
    await page.goto('/')
    await expect(page.getByTestId('news-carousel')).toContainText(edited)
  } finally {
    await request.patch(`/api/news/${story.id}?locale=en`, { headers, data: { title: original } })
  }
})
