// The contact page in Chromium, three languages, phone and desktop: the offices and their hours,
// the map (lazy, titled, with its provider alone in the page's policy and a link to the full map),
// and the form with and without JavaScript: it reaches the inbox in Settings and is kept for
// staff; a bot's hidden field, bad input and too many messages each get their answer.
import { type Browser, expect, type Page, test } from './fixtures'

import en from '../../src/i18n/messages/en.json' with { type: 'json' }
import ru from '../../src/i18n/messages/ru.json' with { type: 'json' }
import uz from '../../src/i18n/messages/uz.json' with { type: 'json' }
import { seedContactFormEmail, seedMapEmbedUrl, seedOffices } from '../../src/seed/content/contact'
import { seriousViolations } from './axe'
import { adminHeaders, LOCALES, type Locale, mailTo, prefix } from './helpers'

const text = { en: en.contact, ru: ru.contact, uz: uz.contact }
const days = { en: 'Monday – Friday', ru: 'Понедельник – пятница', uz: 'Dushanba – juma' }
const admissions = seedOffices[0]!
const library = seedOffices[4]!

/** The map's provider is out of reach here: its frame gets a plain page instead. */
async function stubMap(page: Page) {
  await page.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><head><title>Map</title></head><body style="margin:0;background:#dbe4d8"></body></html>',
    }),
  )
}

let client = 0
/** A browser whose requests come from an address of their own (the proxy header is believed from loopback, as from nginx). */
async function visitor(browser: Browser, options: { javaScriptEnabled?: boolean; address?: string; width?: number } = {}) {
  const width = options.width ?? 1440
  const context = await browser.newContext({
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: { width, height: width < 500 ? 812 : 900 },
    extraHTTPHeaders: { 'x-forwarded-for': options.address ?? `198.51.100.${++client}` },
  })
  const page = await context.newPage()
  await stubMap(page)
  return { context, page }
}

const form = (page: Page) => page.getByTestId('contact-form')

async function fillForm(page: Page, locale: Locale, fields: { name: string; email: string; topic?: string; message: string; phone?: string }) {
  await form(page).getByLabel(text[locale].form.name).fill(fields.name)
  await form(page).getByLabel(text[locale].form.email).fill(fields.email)
  if (fields.phone) await form(page).getByLabel(text[locale].form.phone).fill(fields.phone)
  if (fields.topic) await form(page).getByLabel(text[locale].form.topic).selectOption({ label: fields.topic })
  await form(page).getByLabel(text[locale].form.message).fill(fields.message)
}

/** What staff see of the message from this address (the REST API, signed in). */
async function storedFor(page: Page, email: string) {
  const headers = await adminHeaders(page.request)
  const response = await page.request.get(`/api/contact-messages?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { headers })
  return (await response.json()).docs as { name: string; message: string; locale: string; office: number | null; status: string }[]
}

for (const locale of LOCALES) {
  for (const width of [375, 1440]) {
    test(`the contact page at ${width} px in ${locale}: offices with hours, the map, and no serious accessibility problem`, async ({ browser }) => {
      const { context, page } = await visitor(browser, { width })
      await page.goto(`${prefix(locale)}/contact`)
      const office = page.getByTestId('office').filter({ hasText: admissions.name[locale] })
      await expect(office).toContainText(admissions.location[locale])
      await expect(office.getByRole('link', { name: admissions.phone })).toHaveAttribute('href', 'tel:+998662330020')
      await expect(office.getByRole('link', { name: admissions.email })).toHaveAttribute('href', `mailto:${admissions.email}`)
      await expect(office.getByTestId('office-hours')).toContainText(`${days[locale]}09:00–18:00`)
      await expect(office).toContainText(text[locale].otherDaysClosed)
      // Open every day of the week: no closed days to mention.
      await expect(page.getByTestId('office').filter({ hasText: library.name[locale] })).not.toContainText(text[locale].otherDaysClosed)

      const map = page.getByTitle(text[locale].mapTitle)
      await expect(map).toHaveAttribute('src', seedMapEmbedUrl)
      await expect(map).toHaveAttribute('loading', 'lazy')
      await expect(page.getByRole('link', { name: new RegExp(text[locale].mapOpen) })).toHaveAttribute(
        'href',
        'https://www.openstreetmap.org/?mlat=39.6547&mlon=66.9758#map=17/39.6547/66.9758',
      )
      await map.scrollIntoViewIfNeeded()
      await expect(map).toBeInViewport()

      // On a desktop the form stands beside the contacts and the map, the offices below both;
      // on a phone everything comes one under the other.
      const box = async (testId: string) => (await page.getByTestId(testId).boundingBox())!
      const [details, mapBox, formBox, officesBox] = [await box('contact-details'), await box('contact-map'), await box('contact-form'), await box('offices')]
      if (width > 1000) {
        expect(formBox.x).toBeGreaterThan(Math.max(details.x + details.width, mapBox.x + mapBox.width))
        expect(formBox.y).toBeLessThan(mapBox.y)
      } else {
        expect(mapBox.y).toBeGreaterThan(details.y + details.height)
        expect(formBox.y).toBeGreaterThan(mapBox.y + mapBox.height)
      }
      expect(officesBox.y).toBeGreaterThan(Math.max(formBox.y + formBox.height, mapBox.y + mapBox.height))
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)

      expect(await seriousViolations(page)).toEqual([])
      await context.close()
    })
  }
}

test('the page’s policy allows frames from its map’s provider, and other pages from no map provider', async ({ request }) => {
  const frameSrc = async (path: string) => /frame-src ([^;]*)/.exec((await request.get(path)).headers()['content-security-policy'] ?? '')?.[1]
  expect(await frameSrc('/ru/contact')).toBe("'self' https://www.youtube-nocookie.com https://www.openstreetmap.org")
  expect(await frameSrc('/ru/news')).toBe("'self' https://www.youtube-nocookie.com")
})

for (const locale of LOCALES) {
  test(`with JavaScript in ${locale}: a message reaches the inbox and is kept for staff`, async ({ browser }) => {
    const { context, page } = await visitor(browser)
    await page.goto(`${prefix(locale)}/contact`)
    const email = `writer-${locale}@example.uz`
    await fillForm(page, locale, {
      name: 'Aziz Rahimov',
      email,
      phone: '+998 90 123 45 67',
      topic: library.name[locale],
      message: `Can I borrow books in ${locale}?`,
    })
    await form(page).getByRole('button', { name: text[locale].form.send }).click()
    const done = page.getByTestId('contact-sent')
    await expect(done.getByRole('heading', { name: text[locale].form.sentTitle })).toBeFocused()
    await expect(done).toContainText(text[locale].form.sentText)

    const mail = await mailTo(seedContactFormEmail, (m) => m.text.includes(email))
    expect(mail.subject).toBe(text[locale].mail.subject.replace('{topic}', library.name[locale]).replace('{name}', 'Aziz Rahimov'))
    expect(mail.text).toContain(`Can I borrow books in ${locale}?`)
    expect(mail.headers.find((header) => header.key === 'reply-to')?.value).toContain(email)
    const [stored] = await storedFor(page, email)
    expect(stored).toMatchObject({ name: 'Aziz Rahimov', message: `Can I borrow books in ${locale}?`, locale, status: 'new' })

    // Another message: the form comes back empty.
    await done.getByRole('button', { name: text[locale].form.another }).click()
    await expect(form(page).getByLabel(text[locale].form.name)).toHaveValue('')
    await context.close()
  })

  test(`without JavaScript in ${locale}: the form posts, the page comes back with the answer, the message arrives`, async ({ browser }) => {
    const { context, page } = await visitor(browser, { javaScriptEnabled: false, width: 375 })
    await page.goto(`${prefix(locale)}/contact`)
    const email = `nojs-${locale}@example.uz`
    await fillForm(page, locale, { name: 'Malika Yusupova', email, message: 'Where do I get a student card?' })
    await form(page).getByRole('button', { name: text[locale].form.send }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/contact#contact-sent$`))
    await expect(page.locator('#contact-sent')).toBeVisible()
    await expect(page.locator('#contact-sent')).toHaveText(`${text[locale].form.sentTitle}. ${text[locale].form.sentText}`)
    const mail = await mailTo(seedContactFormEmail, (m) => m.text.includes(email))
    expect(mail.subject).toBe(text[locale].mail.subject.replace('{topic}', text[locale].form.general).replace('{name}', 'Malika Yusupova'))
    expect(await storedFor(page, email)).toHaveLength(1)

    // The browser itself refuses an address without a dot in its domain, as the site's rule does.
    await fillForm(page, locale, { name: 'Malika Yusupova', email: 'malika@localhost', message: 'Again' })
    await form(page).getByRole('button', { name: text[locale].form.send }).click()
    expect(
      await form(page)
        .getByLabel(text[locale].form.email)
        .evaluate((input: HTMLInputElement) => input.validity.patternMismatch),
    ).toBe(true)
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/contact#contact-sent$`))
    // What it cannot see (a message of spaces only), the server answers, and the page says what is wrong.
    await form(page).getByLabel(text[locale].form.email).fill('malika@example.uz')
    await form(page).getByLabel(text[locale].form.message).fill('   ')
    await form(page).getByRole('button', { name: text[locale].form.send }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/contact#contact-invalid-message$`))
    await expect(page.locator('#contact-invalid-message')).toHaveText(text[locale].errors.messageRequired)
    await expect(page.locator('#contact-sent')).toBeHidden()
    expect(await storedFor(page, 'malika@localhost')).toHaveLength(0)
    expect(await storedFor(page, 'malika@example.uz')).toHaveLength(0)
    await context.close()
  })
}

test('bad input gets the localized message beside each field, nothing is sent, and what was typed stays', async ({ browser }) => {
  for (const locale of LOCALES) {
    const { context, page } = await visitor(browser, { width: 375 })
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/contact')) posts.push(request.url())
    })
    await page.goto(`${prefix(locale)}/contact`)
    await fillForm(page, locale, { name: ' ', email: 'someone@example', phone: '12', message: 'Kept text' })
    await form(page).getByRole('button', { name: text[locale].form.send }).click()
    await expect(page.getByTestId('contact-error-name')).toHaveText(`! ${text[locale].errors.nameRequired}`)
    await expect(page.getByTestId('contact-error-email')).toHaveText(`! ${text[locale].errors.emailInvalid}`)
    await expect(page.getByTestId('contact-error-phone')).toHaveText(`! ${text[locale].errors.phoneInvalid}`)
    await expect(page.getByTestId('contact-notice')).toHaveText(text[locale].form.invalid)
    await expect(form(page).getByLabel(text[locale].form.name)).toBeFocused()
    await expect(form(page).getByLabel(text[locale].form.email)).toHaveAttribute('aria-invalid', 'true')
    await expect(form(page).getByLabel(text[locale].form.message)).toHaveValue('Kept text')
    expect(await seriousViolations(page)).toEqual([])
    expect(posts).toEqual([])
    await context.close()
  }
})

test('a message with the hidden field filled in is answered like any other but never stored or mailed', async ({ browser }) => {
  const { context, page } = await visitor(browser, { javaScriptEnabled: false })
  await page.goto('/ru/contact')
  await fillForm(page, 'ru', { name: 'Bot', email: 'honeypot-bot@example.uz', message: 'Buy now' })
  await page.locator('input[name="website"]').fill('https://spam.example', { force: true })
  await form(page).getByRole('button', { name: ru.contact.form.send }).click()
  await expect(page).toHaveURL(/\/ru\/contact#contact-sent$/)

  // A person's message sent after it arrives; the bot's never does.
  await fillForm(page, 'ru', { name: 'Person', email: 'after-honeypot@example.uz', message: 'Hello' })
  await form(page).getByRole('button', { name: ru.contact.form.send }).click()
  await mailTo(seedContactFormEmail, (m) => m.text.includes('after-honeypot@example.uz'))
  const sink = (await (await fetch(`http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}/messages`)).json()) as { text: string }[]
  expect(sink.filter((m) => m.text.includes('honeypot-bot@example.uz'))).toEqual([])
  expect(await storedFor(page, 'honeypot-bot@example.uz')).toEqual([])
  await context.close()
})

test('past ten messages an hour from one address the browser solves a challenge and the message goes; without JavaScript the page says to come back', async ({
  browser,
}) => {
  const address = '203.0.113.77'
  const { context, page } = await visitor(browser, { address })
  // The soft threshold: ten messages an hour from one address (RATE_LIMIT_CONTACT_PER_HOUR).
  for (let i = 0; i < 10; i++) {
    const response = await page.request.post('/api/contact', {
      headers: { 'x-forwarded-for': address },
      data: { name: 'Busy', email: `busy${i}@example.uz`, message: 'Hello', locale: 'uz' },
    })
    expect(response.status(), `message ${i + 1}`).toBe(201)
  }
  await page.goto('/uz/contact')
  await fillForm(page, 'uz', { name: 'Busy', email: 'busy-over@example.uz', message: 'One more' })
  await form(page).getByRole('button', { name: uz.contact.form.send }).click()
  await expect(page.getByTestId('challenge-panel')).toContainText(uz.limits.challenge)
  await expect(page.getByTestId('contact-sent')).toBeVisible({ timeout: 30_000 })
  expect(await storedFor(page, 'busy-over@example.uz')).toHaveLength(1)
  await context.close()

  const noScript = await visitor(browser, { address, javaScriptEnabled: false })
  await noScript.page.goto('/ru/contact')
  await fillForm(noScript.page, 'ru', { name: 'Busy', email: 'busy-nojs@example.uz', message: 'One more' })
  await form(noScript.page).getByRole('button', { name: ru.contact.form.send }).click()
  await expect(noScript.page.locator('#contact-limited')).toHaveText(ru.contact.form.limitedLater)
  expect(await storedFor(noScript.page, 'busy-nojs@example.uz')).toEqual([])
  await noScript.context.close()
})
