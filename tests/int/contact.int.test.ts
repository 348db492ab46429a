// The contact form below the browser: the route handler, the real database, the REST API's
// access rules and e-mail through a local SMTP sink.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

const sinkPort = vi.hoisted(() => {
  const port = 24000 + (process.pid % 20000)
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(port)
  return port
})

import { GET as restGetRoute, PATCH as restPatchRoute, POST as restPostRoute } from '@/app/(payload)/api/[...slug]/route'
import { POST as contactRoute } from '@/app/api/contact/route'
import { sendDueContactMessages } from '@/contact/server/outbox'
import en from '@/i18n/messages/en.json'
import ru from '@/i18n/messages/ru.json'
import uz from '@/i18n/messages/uz.json'

import { startSmtpSink } from '../../scripts/smtp-sink.mjs'
import { staffToken } from '../helpers/admissionsFixture'
import { dialect, testPayload } from '../helpers/payload'

let payload: Payload
let sink: Awaited<ReturnType<typeof startSmtpSink>>
let library: number
let archive: number
let counter = 0
const client = () => `10.7.${Math.floor(++counter / 250)}.${counter % 250}`
const INBOX = 'contact-inbox@example.edu'

type Fields = Record<string, string>
const good = (tag: string, extra: Fields = {}): Fields => ({
  name: 'Dilnoza Karimova',
  email: `${tag}@example.uz`,
  phone: '',
  office: 'general',
  message: `Question ${tag}`,
  locale: 'en',
  ...extra,
})

/** As the form sends it with JavaScript: JSON, asking for JSON. */
const sendJson = (fields: Fields, headers: Record<string, string> = {}) =>
  contactRoute(
    new Request('http://localhost/api/contact', {
      method: 'POST',
      body: JSON.stringify(fields),
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': client(), ...headers },
    }),
  )

/** As a browser posts the form without JavaScript. */
const sendForm = (fields: Fields, headers: Record<string, string> = {}) =>
  contactRoute(
    new Request('http://localhost/api/contact', {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,application/xhtml+xml', 'x-forwarded-for': client(), ...headers },
    }),
  )

const stored = async (email: string) =>
  (await payload.find({ collection: 'contact-messages', where: { email: { equals: email } }, overrideAccess: true, depth: 0 })).docs
/** The e-mails about a message from this address (its line in the e-mail: "E-mail: …"). */
const mailsTo = (email: string) => sink.messages.filter((message) => message.text.includes(`: ${email}\n`))

/** The REST API as the site serves it (/api/…), with or without a staff member's token. */
function rest(method: 'GET' | 'POST' | 'PATCH', path: string, token?: string, body?: unknown) {
  const url = new URL(path, 'http://localhost')
  const request = new Request(url, {
    method,
    headers: { ...(token ? { Authorization: `JWT ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  const params = { params: Promise.resolve({ slug: url.pathname.split('/').slice(2) }) }
  return (method === 'GET' ? restGetRoute : method === 'POST' ? restPostRoute : restPatchRoute)(request, params)
}

beforeAll(async () => {
  sink = await startSmtpSink({ port: sinkPort })
  payload = await testPayload()
  await payload.updateGlobal({
    slug: 'settings',
    data: { siteTitle: 'Registan University', email: 'info@example.edu', contactFormEmail: INBOX },
    overrideAccess: true,
  })
  library = (
    await payload.create({
      collection: 'offices',
      data: { name: 'Library', email: 'library@example.edu', hours: [{ from: 'mon', to: 'fri', opens: '09:00', closes: '18:00' }] },
      overrideAccess: true,
    })
  ).id
  await payload.update({ collection: 'offices', id: library, locale: 'ru', data: { name: 'Библиотека' }, overrideAccess: true })
  archive = (await payload.create({ collection: 'offices', data: { name: 'Archive', inContactForm: false }, overrideAccess: true })).id
}, 120_000)
afterAll(async () => {
  await sink?.close()
})

describe(`the contact form (${dialect()})`, () => {
  it('stores a message for staff, then e-mails it to the address in Settings, in the visitor’s language, with the visitor as Reply-To', async () => {
    const response = await sendJson(
      good('first', { locale: 'ru', office: String(library), phone: '+998 90 123 45 67', message: 'Когда открыта библиотека?\nСпасибо.' }),
    )
    expect(response.status).toBe(201)
    expect(response.headers.get('cache-control')).toContain('no-store')
    expect(await response.json()).toEqual({ data: { sent: true } })
    const [message] = await stored('first@example.uz')
    expect(message).toMatchObject({
      name: 'Dilnoza Karimova',
      phone: '+998 90 123 45 67',
      office: library,
      topic: 'Библиотека',
      locale: 'ru',
      status: 'new',
      message: 'Когда открыта библиотека?\nСпасибо.',
    })

    const mail = await sink.waitFor(INBOX, (m) => m.text.includes('first@example.uz'))
    expect(mail.subject).toBe('Сообщение с сайта: Библиотека — Dilnoza Karimova')
    expect(mail.text).toContain('Когда открыта библиотека?\nСпасибо.')
    expect(mail.text).toContain('Телефон: +998 90 123 45 67')
    expect(mail.headers.find((header) => header.key === 'reply-to')?.value).toContain('first@example.uz')
    await vi.waitFor(async () =>
      expect((await stored('first@example.uz'))[0]).toMatchObject({ mailDueAt: null, mailedTo: INBOX, mailedAt: expect.any(String) }),
    )
  })

  it('sends a form posted without JavaScript back to the contact page at the answer', async () => {
    const sent = await sendForm(good('nojs', { locale: 'uz' }))
    expect(sent.status).toBe(303)
    expect(sent.headers.get('location')).toBe('/uz/contact#contact-sent')
    expect(await stored('nojs@example.uz')).toHaveLength(1)
    await sink.waitFor(INBOX, (m) => m.text.includes('nojs@example.uz') && m.subject === 'Saytdan xabar: Umumiy savol — Dilnoza Karimova')

    const invalid = await sendForm(good('nojs-bad', { email: 'nojs-bad@example', locale: 'ru' }))
    expect(invalid.status).toBe(303)
    expect(invalid.headers.get('location')).toBe('/ru/contact#contact-invalid-email')
    expect(await stored('nojs-bad@example')).toHaveLength(0)
  })

  it('answers bad input with every problem, in the visitor’s language, and stores nothing', async () => {
    const response = await sendJson({ name: ' ', email: 'a@b', phone: '12', office: String(archive), message: '', locale: 'uz' })
    expect(response.status).toBe(400)
    expect((await response.json()).errors).toEqual([
      { field: 'name', message: uz.contact.errors.nameRequired },
      { field: 'email', message: uz.contact.errors.emailInvalid },
      { field: 'phone', message: uz.contact.errors.phoneInvalid },
      // An office that takes no messages is not a topic.
      { field: 'office', message: uz.contact.errors.officeUnknown },
      { field: 'message', message: uz.contact.errors.messageRequired },
    ])
    const long = await sendJson(good('long', { message: 'x'.repeat(5001), locale: 'ru' }))
    expect((await long.json()).errors).toEqual([{ field: 'message', message: 'Слишком длинное сообщение: не более 5000 символов.' }])
    expect(await stored('long@example.uz')).toHaveLength(0)
  })

  it('refuses control characters in any field with a 422 that names the field, and stores nothing; line breaks stay in the message', async () => {
    const count = async () => (await payload.count({ collection: 'contact-messages', overrideAccess: true })).totalDocs
    const before = await count()
    const name = await sendJson(good('nul-name', { name: 'Dilnoza\u0000Karimova', locale: 'ru' }))
    expect(name.status).toBe(422)
    expect((await name.json()).errors).toEqual([{ field: 'name', message: ru.contact.errors.controlCharacters }])
    const rest = await sendJson(good('nul-rest', { email: 'nul\u0000@example.uz', message: 'Hello\u0000', locale: 'uz' }))
    expect(rest.status).toBe(422)
    expect((await rest.json()).errors).toEqual([
      { field: 'email', message: uz.contact.errors.controlCharacters },
      { field: 'message', message: uz.contact.errors.controlCharacters },
    ])
    const page = await sendForm(good('nul-page', { message: 'Bell\u0007', locale: 'en' }))
    expect(page.headers.get('location')).toBe('/contact#contact-invalid-control')
    expect(await count()).toBe(before)

    const lines = await sendJson(good('lines', { name: 'Dilnoza Karimova\r\n', message: 'Line one\r\n\tLine two' }))
    expect(lines.status).toBe(201)
    expect((await stored('lines@example.uz'))[0]).toMatchObject({ name: 'Dilnoza Karimova', message: 'Line one\n\tLine two' })
  })

  it('refuses unreadable and oversized bodies and other sites’ posts with a 4xx', async () => {
    const unreadable = await contactRoute(
      new Request('http://localhost/api/contact', {
        method: 'POST',
        body: '{"name":',
        headers: { 'content-type': 'application/json', 'accept-language': 'ru', 'x-forwarded-for': client() },
      }),
    )
    expect(unreadable.status).toBe(400)
    expect((await unreadable.json()).errors[0].message).toBe(ru.contact.form.malformed)
    const array = await contactRoute(
      new Request('http://localhost/api/contact', { method: 'POST', body: '[]', headers: { 'content-type': 'application/json', 'x-forwarded-for': client() } }),
    )
    expect(array.status).toBe(400)
    const plain = await contactRoute(
      new Request('http://localhost/api/contact', { method: 'POST', body: 'hello', headers: { 'content-type': 'text/plain', 'x-forwarded-for': client() } }),
    )
    expect(plain.status).toBe(400)
    const huge = await sendJson(good('huge', { message: 'x'.repeat(200_000) }))
    expect(huge.status).toBe(413)
    expect((await huge.json()).errors[0].message).toBe(en.contact.form.tooLarge)
    const crossSite = await sendJson(good('victim'), { 'sec-fetch-site': 'cross-site' })
    expect(crossSite.status).toBe(403)
    expect(await stored('victim@example.uz')).toHaveLength(0)
  })

  it('drops a message whose hidden field a bot filled in, answering as if it were sent', async () => {
    const response = await sendJson(good('bot', { website: 'https://spam.example' }))
    expect(response.status).toBe(201)
    const page = await sendForm(good('bot-nojs', { website: 'x' }))
    expect(page.headers.get('location')).toBe('/contact#contact-sent')
    // A real message sent after them is mailed; theirs never are.
    await sendJson(good('after-bot'))
    await sink.waitFor(INBOX, (m) => m.text.includes('after-bot@example.uz'))
    expect(await stored('bot@example.uz')).toHaveLength(0)
    expect(await stored('bot-nojs@example.uz')).toHaveLength(0)
    expect(mailsTo('bot@example.uz')).toHaveLength(0)
  })

  it('asks a client address past ten messages an hour for a challenge, in the visitor’s language (without JavaScript, the page’s note)', async () => {
    const address = '10.99.0.1'
    const statuses = []
    for (let i = 0; i < 10; i++) statuses.push((await sendJson(good(`many${i}`), { 'x-forwarded-for': address })).status)
    expect(statuses).toEqual(Array(10).fill(201))
    const limited = await sendJson(good('many10', { locale: 'ru' }), { 'x-forwarded-for': address })
    expect(limited.status).toBe(428)
    const answer = await limited.json()
    expect(answer.errors[0].message).toBe(ru.limits.challenge)
    expect(answer.challenge).toBeTruthy()
    const page = await sendForm(good('many11', { locale: 'ru' }), { 'x-forwarded-for': address })
    expect(page.headers.get('location')).toBe('/ru/contact#contact-limited')
    expect(await stored('many10@example.uz')).toHaveLength(0)
  })

  it('keeps a message while the mail server is away, and e-mails it once it is back', async () => {
    await sink.close()
    const response = await sendJson(good('relay-down'))
    expect(response.status).toBe(201)
    // The woken mailer fails to connect: the e-mail stays owed.
    await vi.waitFor(async () => expect((await stored('relay-down@example.uz'))[0]).toMatchObject({ mailDueAt: expect.any(String), mailedAt: null }))
    await new Promise((resolve) => setTimeout(resolve, 1000))
    sink = await startSmtpSink({ port: sinkPort })
    // The sweep, after the failed attempt's claim has run out.
    const later = new Date(Date.now() + 3 * 60_000)
    expect(await sendDueContactMessages(payload, { now: () => later })).toBeGreaterThanOrEqual(1)
    await sink.waitFor(INBOX, (m) => m.text.includes('relay-down@example.uz'))
    expect((await stored('relay-down@example.uz'))[0]).toMatchObject({ mailDueAt: null, mailedTo: INBOX })
    // Nothing is owed any more: a second sweep sends nothing.
    expect(await sendDueContactMessages(payload, { now: () => later })).toBe(0)
    expect(mailsTo('relay-down@example.uz')).toHaveLength(1)
  })
})

describe(`who reads contact messages (${dialect()})`, () => {
  it('no visitor through the REST API; staff can read them and mark them answered, never rewrite them', async () => {
    await sendJson(good('private'))
    const [message] = await stored('private@example.uz')
    expect((await rest('GET', '/api/contact-messages')).status).toBe(403)
    expect((await rest('GET', `/api/contact-messages/${message!.id}`)).status).toBe(403)
    expect((await rest('GET', '/api/contact-messages?where[email][equals]=private@example.uz')).status).toBe(403)
    expect((await rest('POST', '/api/contact-messages', undefined, { name: 'x', email: 'x@example.uz', message: 'x' })).status).toBe(403)

    for (const role of ['editor', 'admissions', 'admin'] as const) {
      const token = await staffToken(payload, role)
      const list = await rest('GET', '/api/contact-messages?where[email][equals]=private@example.uz', token)
      expect(list.status, role).toBe(200)
      expect(list.headers.get('cache-control'), role).toBe('private, no-store')
      expect((await list.json()).docs.map((doc: { message: string }) => doc.message)).toEqual(['Question private'])
    }
    const editor = await staffToken(payload, 'editor')
    // Written only by the form, even for staff.
    expect((await rest('POST', '/api/contact-messages', editor, { name: 'x', email: 'x@example.uz', message: 'x' })).status).toBe(403)
    const patched = await rest('PATCH', `/api/contact-messages/${message!.id}`, editor, { status: 'answered', staffNote: 'Called back', message: 'rewritten' })
    expect(patched.status).toBe(200)
    expect((await stored('private@example.uz'))[0]).toMatchObject({ status: 'answered', staffNote: 'Called back', message: 'Question private' })
  })

  it('keeps the form’s inbox address out of the public Settings, and shows offices to everyone', async () => {
    const settings = await (await rest('GET', '/api/globals/settings')).json()
    expect(settings.email).toBe('info@example.edu')
    expect(settings).not.toHaveProperty('contactFormEmail')
    const staff = await (await rest('GET', '/api/globals/settings', await staffToken(payload, 'editor'))).json()
    expect(staff.contactFormEmail).toBe(INBOX)
    const offices = await (await rest('GET', '/api/offices?locale=ru')).json()
    expect(offices.docs.map((doc: { name: string }) => doc.name).sort()).toEqual(['Archive', 'Библиотека'])
  })

  it('e-mails the site’s address when the form has none of its own', async () => {
    await payload.updateGlobal({ slug: 'settings', data: { contactFormEmail: null }, overrideAccess: true })
    await sendJson(good('fallback'))
    const mail = await sink.waitFor('info@example.edu', (m) => m.text.includes('fallback@example.uz'))
    expect(mail.subject).toBe('Contact form: General question — Dilnoza Karimova')
    await payload.updateGlobal({ slug: 'settings', data: { contactFormEmail: INBOX }, overrideAccess: true })
  })
})

describe('the map in Settings', () => {
  it('takes an embed address of a provider the page’s policy allows, and refuses any other', async () => {
    const osm = 'https://www.openstreetmap.org/export/embed.html?bbox=66.96,39.65,66.98,39.66&layer=mapnik'
    await payload.updateGlobal({ slug: 'settings', data: { mapEmbedUrl: osm }, overrideAccess: true })
    expect((await payload.findGlobal({ slug: 'settings', overrideAccess: true })).mapEmbedUrl).toBe(osm)
    for (const bad of ['https://maps.example.com/embed?x=1', 'https://yandex.ru/maps/?ll=1,2', 'http://www.google.com/maps/embed?pb=1']) {
      await expect(payload.updateGlobal({ slug: 'settings', data: { mapEmbedUrl: bad }, overrideAccess: true }), bad).rejects.toThrow(/Map embed address/)
    }
    expect((await payload.findGlobal({ slug: 'settings', overrideAccess: true })).mapEmbedUrl).toBe(osm)
  })
})
