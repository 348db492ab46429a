// The newsletter sign-up end to end below the browser: the route handlers, the real database
// and e-mail through a local SMTP sink.
import { spawn } from 'node:child_process'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { productionBuilds } from '../../scripts/lib.mjs'

const sinkPort = vi.hoisted(() => {
  const port = 22000 + (process.pid % 20000)
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(port)
  return port
})

import { POST as subscribeRoute } from '@/app/(site)/[locale]/api/subscribe/route'
import { POST as unsubscribeRoute } from '@/app/api/newsletter/unsubscribe/route'
import { purgeUnconfirmed } from '@/newsletter/cleanup'
import { sendIssue } from '@/newsletter/send'
import { sendDueConfirmations } from '@/newsletter/confirmations'
import { confirm } from '@/newsletter/subscribe'
import { makeToken, readToken } from '@/newsletter/tokens'
import en from '@/i18n/messages/en.json'
import ru from '@/i18n/messages/ru.json'
import uz from '@/i18n/messages/uz.json'
import type { NewsletterIssue, User } from '@/payload-types'

import { startSmtpSink } from '../../scripts/smtp-sink.mjs'
import { testPayload } from '../helpers/payload'

let payload: Payload
let sink: Awaited<ReturnType<typeof startSmtpSink>>
let counter = 0
const client = () => `10.2.${Math.floor(++counter / 250)}.${counter % 250}`

/** As the original front end sends it: multipart with one `email` field. */
function subscribeRequest(locale: string, email: string, headers: Record<string, string> = {}) {
  const form = new FormData()
  form.append('email', email)
  const request = new Request(`http://localhost/${locale}/api/subscribe`, { method: 'POST', body: form, headers: { 'x-forwarded-for': client(), ...headers } })
  return subscribeRoute(request)
}

const stored = async (email: string) =>
  (await payload.find({ collection: 'subscribers', where: { email: { equals: email } }, overrideAccess: true, depth: 0 })).docs

const linkIn = (text: string) => /https?:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(text)?.[0] ?? ''

beforeAll(async () => {
  sink = await startSmtpSink({ port: sinkPort })
  payload = await testPayload()
}, 120_000)
afterAll(async () => {
  await sink?.close()
})

describe('subscribing', () => {
  it('stores a pending subscriber and e-mails a confirmation link in the visitor’s language; the link confirms', async () => {
    for (const [locale, subject, path] of [
      ['oz', /yangiliklariga obunani tasdiqlang/, '/uz/newsletter/confirm'],
      ['ru', /^Подтвердите подписку на рассылку/, '/ru/newsletter/confirm'],
      ['en', /^Confirm your subscription/, '/newsletter/confirm'],
    ] as const) {
      const email = `Reader.${locale}@Example.uz`
      const response = await subscribeRequest(locale, `  ${email} `, { referer: 'http://localhost:3000/ru/news' })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ data: { subscribed: true } })
      const [subscriber] = await stored(email.toLowerCase())
      expect(subscriber).toMatchObject({
        status: 'pending',
        locale: locale === 'oz' ? 'uz' : locale,
        consent: { textVersion: expect.any(String), page: '/ru/news' },
      })
      const mail = await sink.waitFor(email.toLowerCase())
      expect(mail.subject).toMatch(subject)
      const link = linkIn(mail.text)
      expect(new URL(link).pathname).toBe(path)
      expect(mail.html).toContain(link.replace(/&/g, '&amp;'))
      await vi.waitFor(async () =>
        expect((await stored(email.toLowerCase()))[0]).toMatchObject({ confirmationDueAt: null, confirmationSentAt: expect.any(String) }),
      )
      const token = new URL(link).searchParams.get('token')
      expect(await confirm(payload, readToken(token, 'confirm')!)).toBe(true)
      expect((await stored(email.toLowerCase()))[0]).toMatchObject({ status: 'confirmed', confirmedAt: expect.any(String) })
    }
  })

  it('answers a repeated, pending or confirmed address exactly like a new one, and stores it once', async () => {
    const email = 'twice@example.uz'
    const first = await subscribeRequest('en', email)
    const second = await subscribeRequest('en', email.toUpperCase())
    await confirm(payload, email)
    const third = await subscribeRequest('ru', email)
    for (const response of [first, second, third]) {
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ data: { subscribed: true } })
    }
    expect(await stored(email)).toHaveLength(1)
    expect((await stored(email))[0].status).toBe('confirmed')
  })

  it('refuses what the box would not send, and cross-site posts', async () => {
    for (const bad of ['a@b', 'a@@b.c', 'ab.c', '']) {
      const response = await subscribeRequest('ru', bad)
      expect(response.status, bad).toBe(400)
      expect((await response.json()).errors[0]).toEqual({ field: 'email', message: 'Введите адрес электронной почты, например name@example.uz.' })
    }
    const crossSite = await subscribeRequest('en', 'victim@example.uz', { 'sec-fetch-site': 'cross-site' })
    expect(crossSite.status).toBe(403)
    expect(await stored('victim@example.uz')).toHaveLength(0)
  })

  it('refuses control characters in the address with a 422 in the visitor’s language, and stores nothing', async () => {
    const count = async () => (await payload.count({ collection: 'subscribers', overrideAccess: true })).totalDocs
    const before = await count()
    const cases = [
      ['en', 'nul\u0000@example.uz', en],
      ['ru', 'bell\u0007@example.uz', ru],
      ['uz', 'escape@exa\u001bmple.uz', uz],
    ] as const
    for (const [locale, bad, messages] of cases) {
      const response = await subscribeRequest(locale, bad, { 'x-forwarded-for': '10.9.8.7' })
      expect(response.status, JSON.stringify(bad)).toBe(422)
      expect((await response.json()).errors).toEqual([{ field: 'email', message: messages.newsletter.controlCharacters }])
    }
    expect(await count()).toBe(before)
  })

  it('asks a busy client address for a challenge, and limits one e-mail address to three an hour with a readable 429', async () => {
    const address = '10.9.9.9'
    const answers = []
    for (let i = 0; i < 11; i++) answers.push(await subscribeRequest('en', `many${i}@example.uz`, { 'x-forwarded-for': address }))
    expect(answers.slice(0, 10).map((r) => r.status)).toEqual(Array(10).fill(200))
    const asked = answers[10]
    expect(asked.status).toBe(428)
    const answer = await asked.json()
    expect(answer.errors[0].message).toBe(en.limits.challenge)
    expect(answer.challenge).toBeTruthy()

    const inbox = 'flooded@example.uz'
    const statuses = []
    const flood = []
    for (let i = 0; i < 4; i++) flood.push(await subscribeRequest('en', inbox))
    for (const response of flood) statuses.push(response.status)
    expect(statuses).toEqual([200, 200, 200, 429])
    expect(Number(flood[3].headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await flood[3].json()).errors[0].message).toMatch(
      /^This e-mail address was signed up too many times in the last hour\. Please try again in \d+ min\.$/,
    )
    // Sign-ups that arrive before the last e-mail has gone share it: one to three, never more.
    await vi.waitFor(async () => expect((await stored(inbox))[0].confirmationDueAt).toBeFalsy(), { timeout: 10_000 })
    const mails = sink.messages.filter((m) => m.to.includes(inbox)).length
    expect(mails).toBeGreaterThanOrEqual(1)
    expect(mails).toBeLessThanOrEqual(3)
  })

  it('sends a form posted without JavaScript back to its page, at the answer', async () => {
    const form = new URLSearchParams({ email: 'nojs@example.uz' })
    const request = new Request('http://localhost/ru/api/subscribe', {
      method: 'POST',
      body: form,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
        referer: 'http://localhost:3000/ru/news?page=2',
        'x-forwarded-for': client(),
      },
    })
    const response = await subscribeRoute(request)
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/ru/news?page=2#newsletter-subscribed')
    expect(await stored('nojs@example.uz')).toHaveLength(1)
  })
})

describe('confirmation e-mails', () => {
  it('answers a sign-up while the mail server is away, and e-mails the link once it is back', async () => {
    await sink.close()
    const email = 'relay-down@example.uz'
    const response = await subscribeRequest('ru', email)
    expect(response.status).toBe(200)
    // The woken sender fails to connect: the e-mail stays owed.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect((await stored(email))[0]).toMatchObject({ status: 'pending', confirmationDueAt: expect.any(String), confirmationSentAt: null })
    sink = await startSmtpSink({ port: sinkPort })
    // The sweep after the failed attempt's claim has run out.
    const later = new Date(Date.now() + 3 * 60_000)
    expect(await sendDueConfirmations(payload, { now: () => later })).toBeGreaterThanOrEqual(1)
    const mail = await sink.waitFor(email)
    expect(mail.subject).toMatch(/^Подтвердите подписку/)
    expect((await stored(email))[0]).toMatchObject({ confirmationDueAt: null, confirmationSentAt: expect.any(String) })
    // Nothing is owed any more: a second sweep sends nothing.
    expect(await sendDueConfirmations(payload, { now: () => later })).toBe(0)
    expect(sink.messages.filter((m) => m.to.includes(email))).toHaveLength(1)
  })

  it('marks an address the mail server refuses for good as bounced', async () => {
    const email = 'no-such-box@example.uz'
    // Once the woken sender is done, the e-mail is owed again and goes through a refusing relay.
    await subscribeRequest('en', email)
    await vi.waitFor(async () => expect((await stored(email))[0].confirmationSentAt).toBeTruthy())
    await payload.update({
      collection: 'subscribers',
      where: { email: { equals: email } },
      data: { confirmationDueAt: new Date(Date.now() - 1000).toISOString(), confirmationSentAt: null },
      overrideAccess: true,
    })
    const owe = () =>
      payload.update({
        collection: 'subscribers',
        where: { email: { equals: email } },
        data: { confirmationDueAt: new Date(Date.now() - 1000).toISOString() },
        overrideAccess: true,
      })
    const refusing = (error: object) => ({
      send: async () => Promise.reject(Object.assign(new Error(String((error as { text: string }).text)), error)),
      close: () => {},
    })
    // A wrong relay password (535) says nothing about the address: still pending, still owed.
    await expect(
      sendDueConfirmations(payload, { transport: refusing({ text: '535 Authentication failed', responseCode: 535, code: 'EAUTH', command: 'AUTH PLAIN' }) }),
    ).rejects.toThrow('535')
    expect((await stored(email))[0]).toMatchObject({ status: 'pending', confirmationDueAt: expect.any(String) })
    await owe()
    await sendDueConfirmations(payload, {
      transport: refusing({ text: '550 5.1.1 No such mailbox', responseCode: 550, code: 'EENVELOPE', command: 'RCPT TO' }),
    })
    expect((await stored(email))[0]).toMatchObject({ status: 'bounced', bounceReason: expect.stringContaining('550'), confirmationDueAt: null })
  })
})

describe('leaving and housekeeping', () => {
  it('unsubscribes at once by the one-click POST; a bad token changes nothing', async () => {
    const email = 'leaving@example.uz'
    await subscribeRequest('en', email)
    await confirm(payload, email)
    const post = (token: string) =>
      unsubscribeRoute(
        new Request(`http://localhost/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, {
          method: 'POST',
          body: 'List-Unsubscribe=One-Click',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
      )
    const forged = await post(makeToken(email, 'confirm'))
    expect(forged.status).toBe(400)
    expect((await stored(email))[0].status).toBe('confirmed')
    const response = await post(makeToken(email, 'unsubscribe'))
    expect(response.status).toBe(200)
    expect((await stored(email))[0]).toMatchObject({ status: 'unsubscribed', unsubscribedAt: expect.any(String) })
    // A confirmation link followed later does not bring it back; a new sign-up may.
    expect(await confirm(payload, email)).toBe(false)
  })

  it('deletes sign-ups left unconfirmed past their link', async () => {
    await subscribeRequest('en', 'forgotten@example.uz')
    await subscribeRequest('en', 'kept@example.uz')
    await confirm(payload, 'kept@example.uz')
    const later = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000)
    expect(await purgeUnconfirmed(payload, later)).toBeGreaterThanOrEqual(1)
    expect(await stored('forgotten@example.uz')).toHaveLength(0)
    expect(await stored('kept@example.uz')).toHaveLength(1)
  })

  it('shows subscribers to editors and administrators only', async () => {
    const user = (email: string, roles: User['roles']) =>
      payload.create({ collection: 'users', data: { email, password: 'a-long-test-password-1', roles } as never, overrideAccess: true })
    const editor = await user(`news-editor-${Date.now()}@example.edu`, ['editor'])
    const admissions = await user(`news-admissions-${Date.now()}@example.edu`, ['admissions'])
    const count = (who?: User) =>
      payload
        .count({ collection: 'subscribers', user: who, overrideAccess: false })
        .then((r) => r.totalDocs)
        .catch(() => 'refused')
    expect(await count(editor)).toBeGreaterThan(0)
    expect(await count(admissions)).toBe('refused')
    expect(await count(undefined)).toBe('refused')
  })
})

describe('sending an issue', () => {
  const richText = (text: string) => ({
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      direction: 'ltr',
      children: [
        {
          type: 'paragraph',
          format: '',
          indent: 0,
          version: 1,
          direction: 'ltr',
          textFormat: 0,
          children: [{ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }],
        },
      ],
    },
  })
  const subscriber = (email: string, locale: 'en' | 'ru' | 'uz', status: 'confirmed' | 'pending' | 'unsubscribed' = 'confirmed') =>
    payload.create({ collection: 'subscribers', data: { email, locale, status }, overrideAccess: true })

  async function issue(tag: string) {
    const created = await payload.create({
      collection: 'newsletter-issues',
      data: { subject: `Open day ${tag}`, status: 'draft', body: richText('Come and see the campus.') as unknown as NewsletterIssue['body'] },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'newsletter-issues',
      id: created.id,
      locale: 'ru',
      data: { subject: `День открытых дверей ${tag}`, body: richText('Приходите посмотреть кампус.') as unknown as NewsletterIssue['body'] },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'newsletter-issues',
      id: created.id,
      locale: 'uz',
      data: { subject: `Ochiq eshiklar kuni ${tag}`, body: richText('Kampusni koʻrgani keling.') as unknown as NewsletterIssue['body'] },
      overrideAccess: true,
    })
    await payload.update({ collection: 'newsletter-issues', id: created.id, data: { status: 'sending' }, overrideAccess: true })
    return created.id
  }
  const received = (to: string) => sink.messages.filter((message) => message.to.includes(to))
  const confirmedCount = async () =>
    (await payload.count({ collection: 'subscribers', where: { status: { equals: 'confirmed' } }, overrideAccess: true })).totalDocs

  it('reaches each confirmed subscriber once, in their language, with one-click unsubscribe headers', async () => {
    await subscriber('issue-en@example.uz', 'en')
    await subscriber('issue-ru@example.uz', 'ru')
    await subscriber('issue-uz@example.uz', 'uz')
    await subscriber('issue-pending@example.uz', 'en', 'pending')
    await subscriber('issue-gone@example.uz', 'ru', 'unsubscribed')
    const id = await issue('A')
    const confirmed = await confirmedCount()
    expect(await sendIssue(payload, id)).toBe(0)

    for (const [to, subject, text] of [
      ['issue-en@example.uz', 'Open day A', 'Come and see the campus.'],
      ['issue-ru@example.uz', 'День открытых дверей A', 'Приходите посмотреть кампус.'],
      ['issue-uz@example.uz', 'Ochiq eshiklar kuni A', 'Kampusni koʻrgani keling.'],
    ]) {
      const mails = received(to).filter((m) => m.subject === subject)
      expect(mails, to).toHaveLength(1)
      const [mail] = mails
      expect(mail.text).toContain(text)
      expect(mail.html).toContain(text)
      const header = (name: string) => mail.headers.find((h) => h.key === name)?.value ?? ''
      expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
      const [oneClick, mailto] = header('list-unsubscribe')
        .split(',')
        .map((part) => part.trim().replace(/^<|>$/g, ''))
      expect(mailto).toMatch(/^mailto:/)
      // The header's address unsubscribes by itself, as a mail program's POST would.
      const token = new URL(oneClick).searchParams.get('token')!
      expect(readToken(token, 'unsubscribe')).toBe(to)
    }
    expect(received('issue-pending@example.uz')).toHaveLength(0)
    expect(received('issue-gone@example.uz')).toHaveLength(0)
    const sent = await payload.findByID({ collection: 'newsletter-issues', id, overrideAccess: true })
    expect(sent).toMatchObject({ status: 'sent', progress: { total: confirmed, sent: confirmed, failed: 0 } })
    // Sending again changes nothing: every delivery is done.
    await sendIssue(payload, id)
    expect(received('issue-ru@example.uz').filter((m) => m.subject === 'День открытых дверей A')).toHaveLength(1)
  })

  it('resumes after the sending process is killed, skipping nobody and repeating none already sent', async () => {
    const recipients = Array.from({ length: 40 }, (_, i) => `resume-${i}@example.uz`)
    for (const [i, email] of recipients.entries()) await subscriber(email, (['en', 'ru', 'uz'] as const)[i % 3])
    const id = await issue('B')
    const confirmed = await confirmedCount()
    const inSink = () => sink.messages.filter((m) => recipients.includes(m.to[0]) && m.subject.endsWith(' B')).length

    // The sender in its own process, killed (SIGKILL) once a dozen messages have left.
    const worker = spawn(process.execPath, [productionBuilds, '--import', 'tsx', 'tests/helpers/sendWorker.ts', String(id)], {
      env: { ...process.env, NEWSLETTER_RATE_PER_SECOND: '20' },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    // If the sender ends before it is killed, the failure says how, with what it wrote.
    let output = ''
    let ended: number | string | null = null
    worker.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const exited = new Promise((resolve) => worker.on('exit', (code, signal) => resolve((ended = code ?? signal))))
    await vi.waitFor(() => expect(inSink(), `sender ended: ${ended}; ${output.slice(-400)}`).toBeGreaterThanOrEqual(12), { timeout: 60_000, interval: 20 })
    worker.kill('SIGKILL')
    await exited
    const beforeResume = inSink()
    expect(beforeResume).toBeLessThan(recipients.length)
    const markedSent = (
      await payload.find({
        collection: 'newsletter-deliveries',
        where: { issue: { equals: id }, status: { equals: 'sent' } },
        limit: 100,
        depth: 0,
        overrideAccess: true,
      })
    ).docs.map((d) => d.email)

    expect(await sendIssue(payload, id)).toBe(0)
    for (const email of recipients) {
      const count = received(email).filter((m) => m.subject.endsWith(' B')).length
      // Marked sent before the kill: never again. At most the one message in flight at the kill
      // (accepted by the mail server, not yet marked) is repeated.
      if (markedSent.includes(email)) expect(count, email).toBe(1)
      else expect(count, email).toBeGreaterThanOrEqual(1)
    }
    expect(inSink() - recipients.length).toBeLessThanOrEqual(1)
    expect(await payload.findByID({ collection: 'newsletter-issues', id, overrideAccess: true })).toMatchObject({
      status: 'sent',
      progress: { total: confirmed, sent: confirmed },
    })
  }, 120_000)

  it('marks a subscriber bounced when the mail server refuses the address for good, and retries a passing failure', async () => {
    await subscriber('refused@example.uz', 'en')
    await subscriber('flaky@example.uz', 'ru')
    const id = await issue('C')
    let flakyTries = 0
    const transport = {
      send: async (message: { to: string }) => {
        if (message.to === 'refused@example.uz')
          throw Object.assign(new Error('550 5.1.1 No such mailbox'), { responseCode: 550, code: 'EENVELOPE', command: 'RCPT TO' })
        if (message.to === 'flaky@example.uz' && flakyTries++ === 0) throw Object.assign(new Error('421 Try again later'), { responseCode: 421 })
      },
      close: () => {},
    }
    await sendIssue(payload, id, { transport })
    const delivery = async (email: string) =>
      (await payload.find({ collection: 'newsletter-deliveries', where: { issue: { equals: id }, email: { equals: email } }, depth: 0, overrideAccess: true }))
        .docs[0]
    expect(await delivery('refused@example.uz')).toMatchObject({ status: 'bounced', lastError: expect.stringContaining('550') })
    expect((await stored('refused@example.uz'))[0]).toMatchObject({ status: 'bounced', bounceReason: expect.stringContaining('No such mailbox') })
    expect(await delivery('flaky@example.uz')).toMatchObject({ status: 'queued', attempts: 1, nextAttemptAt: expect.any(String) })
    // Once the retry is due, it goes.
    await payload.update({
      collection: 'newsletter-deliveries',
      where: { email: { equals: 'flaky@example.uz' } },
      data: { nextAttemptAt: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    await sendIssue(payload, id, { transport })
    expect(await delivery('flaky@example.uz')).toMatchObject({ status: 'sent', attempts: 2 })
  })
})
