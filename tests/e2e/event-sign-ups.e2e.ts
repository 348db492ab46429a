// Event sign-ups in Chromium, one test per language, acting as soon as each page has loaded: on a
// phone, an event with three places left shows them, the Register button leads to the form, the
// sign-up's e-mail arrives with the .ics and a cancellation link, opening the link changes nothing
// and its button cancels; on a desktop, a full event offers its waiting list and says so by e-mail,
// an event without sign-ups has no Register button, and the calendar links name the event.
import { type Browser, expect, type Page, test } from './fixtures'

import en from '../../src/i18n/messages/en.json' with { type: 'json' }
import ru from '../../src/i18n/messages/ru.json' with { type: 'json' }
import uz from '../../src/i18n/messages/uz.json' with { type: 'json' }
import { LOCALES, type Locale, mailTo, newClientAddress, prefix } from './helpers'

const messages = { en, ru, uz }
const FEW_LEFT = 'hackathon-2026'
const FULL = 'international-conference'
const NO_SIGN_UPS = 'science-week'

async function visitor(browser: Browser, width: number) {
  const context = await browser.newContext({
    viewport: { width, height: width < 500 ? 812 : 900 },
    extraHTTPHeaders: { 'x-forwarded-for': newClientAddress() },
  })
  return { context, page: await context.newPage() }
}

async function signUp(page: Page, locale: Locale, email: string) {
  const t = messages[locale].eventSignUp
  const form = page.getByTestId('sign-up-form')
  await form.getByLabel(t.name).fill('Malika Rahimova')
  await form.getByLabel(t.email).fill(email)
  await form.getByRole('button').click()
  // With the scripts the answer replaces the form; before them the keeper sends it once they run.
  await expect(page.getByTestId('sign-up-sent')).toBeVisible()
}

/** The cancellation link of an e-mail, on this test server. */
const cancelPath = (text: string) => {
  const url = new URL(/(http\S+\/events\/cancel\?token=\S+)/.exec(text)![1]!)
  return `${url.pathname}${url.search}`
}

for (const locale of LOCALES) {
  test(`${locale}: sign up, get the e-mail with the .ics, cancel through its link; a full event’s waiting list; no Register without sign-ups`, async ({
    browser,
  }) => {
    const t = messages[locale].eventSignUp
    const events = messages[locale].events

    // A phone: three places left, the Register button leads to the form below the text.
    const phone = await visitor(browser, 375)
    await phone.page.goto(`${prefix(locale)}/events/${FEW_LEFT}`)
    const availability = phone.page.getByTestId('sign-up-availability')
    await expect(availability).toHaveAttribute('data-kind', 'open')
    await expect(availability).toContainText('30')
    const register = phone.page.getByTestId('register-link')
    await expect(register).toHaveText(events.register)
    await expect(register).toHaveAttribute('href', '#sign-up')
    await register.click()
    await expect(phone.page.getByTestId('sign-up-form')).toBeInViewport()
    const email = `e2e-${locale}-${Date.now()}@example.uz`
    await signUp(phone.page, locale, email)

    const mail = await mailTo(email, (message) => message.attachments.some((file) => file.filename === `${FEW_LEFT}.ics`))
    expect(mail.subject).toContain(t.mail.subject.placeNew.split(':')[0]!)
    const ics = mail.attachments.find((file) => file.filename === `${FEW_LEFT}.ics`)!
    expect(ics.content).toContain('BEGIN:VEVENT')
    expect(ics.content).toMatch(/DTSTART:\d{8}T\d{6}Z/)
    await phone.page.goto(cancelPath(mail.text))
    // Opening the link asks first (mail scanners open links too).
    await expect(phone.page.getByTestId('cancel-sign-up')).toContainText(t.cancel.statusConfirmed)
    await phone.page.getByRole('button', { name: t.cancel.button }).click()
    await expect(phone.page.getByTestId('cancel-done')).toHaveText(t.cancel.done)
    await phone.context.close()

    // A desktop: the full event offers its waiting list, and the e-mail says so, without a calendar file.
    const desktop = await visitor(browser, 1440)
    await desktop.page.goto(`${prefix(locale)}/events/${FULL}`)
    await expect(desktop.page.getByTestId('sign-up-availability')).toHaveText(t.waitingList)
    await expect(desktop.page.getByTestId('sign-up-form').getByRole('button')).toHaveText(t.submitWaiting)
    const waiting = `e2e-waiting-${locale}-${Date.now()}@example.uz`
    await signUp(desktop.page, locale, waiting)
    const onList = await mailTo(waiting)
    expect(onList.subject).toContain(t.mail.subject.waitingNew.split(':')[0]!)
    expect(onList.attachments).toHaveLength(0)

    // An event without sign-ups: no Register button and no form, the calendar links still there.
    await desktop.page.goto(`${prefix(locale)}/events/${NO_SIGN_UPS}`)
    await expect(desktop.page.getByTestId('ics-link')).toBeVisible()
    await expect(desktop.page.getByTestId('register-link')).toHaveCount(0)
    await expect(desktop.page.getByTestId('sign-up')).toHaveCount(0)
    const title = (await desktop.page.locator('h1').first().textContent())!.trim()
    const google = new URL((await desktop.page.getByTestId('google-calendar-link').getAttribute('href'))!)
    expect(google.origin).toBe('https://calendar.google.com')
    expect(google.searchParams.get('text')).toBe(title)
    expect(google.searchParams.get('dates')).toMatch(/^\d{8}T\d{6}Z\/\d{8}T\d{6}Z$/)
    expect(google.searchParams.get('details')).toMatch(new RegExp(`${prefix(locale)}/events/${NO_SIGN_UPS}$`))
    const outlook = new URL((await desktop.page.getByTestId('outlook-calendar-link').getAttribute('href'))!)
    expect(outlook.origin).toBe('https://outlook.live.com')
    expect(outlook.searchParams.get('subject')).toBe(title)
    expect(outlook.searchParams.get('startdt')).toMatch(/Z$/)
    expect(outlook.searchParams.get('location')).toBeTruthy()
    await expect(desktop.page.getByTestId('google-calendar-link')).toHaveText(events.addToGoogle)
    await desktop.context.close()
  })
}
