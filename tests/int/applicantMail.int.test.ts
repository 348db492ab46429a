// Applicants' e-mails go through the outbox (decision 045), through a local SMTP sink: queued with
// the change that causes them, tried again when the mail server refuses or cannot be reached, sent
// once however many senders run, shown to staff on the application when they fail for good, and
// never sent for a change that was not stored.
import { initI18n } from '@payloadcms/translations'
import { createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

const sinkPort = vi.hoisted(() => {
  const port = 26000 + (process.pid % 20000)
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(port)
  return port
})

import { MessageFailures } from '@/admissions/admin/MessageFailures'
import { RETRY_DELAYS_MS, sendDueApplicantMessages } from '@/admissions/server/messageOutbox'
import { env } from '@/env'
import { NoticesPanel } from '@/notices/admin/NoticesPanel'
import { dismissNoticeEndpoint } from '@/notices/dismiss'
import en from '@/i18n/messages/en.json'
import ru from '@/i18n/messages/ru.json'
import uz from '@/i18n/messages/uz.json'
import type { User } from '@/payload-types'

import { startSmtpSink } from '../../scripts/smtp-sink.mjs'
import { createCatalogue, submitApplicationThroughRoute, type Catalogue } from '../helpers/admissionsFixture'
import { dialect, testPayload } from '../helpers/payload'
import { processWide } from '@/lib/processWide'

let payload: Payload
let sink: Awaited<ReturnType<typeof startSmtpSink>>
let catalogue: Catalogue
let staff: User
let counter = 0

beforeAll(async () => {
  sink = await startSmtpSink({ port: sinkPort })
  payload = await testPayload()
  // This process's own sender, woken by each save, would race the test's sends: the test sends itself.
  processWide<{ wake?: () => void }>('outbox.applicant.sender', () => ({})).wake = () => {}
  catalogue = await createCatalogue(payload, 'applicant-mail')
  staff = await payload.create({
    collection: 'users',
    data: { email: `admissions-mail-${Date.now()}@example.edu`, password: 'a-long-test-password-1', roles: ['admissions'] } as never,
    overrideAccess: true,
  })
}, 120_000)

afterAll(async () => {
  await sink?.close()
})

async function applicant(locale: 'en' | 'ru' | 'uz') {
  const email = `mail-${locale}-${Date.now()}-${++counter}@example.com`
  const number = await submitApplicationThroughRoute(catalogue, { locale, email, passport_number: String(Date.now()).slice(-8) })
  const { id } = (await payload.find({ collection: 'applications', where: { applicationNumber: { equals: number } }, overrideAccess: true })).docs[0]!
  return { email, number, id }
}

const staffSets = (id: number, status: 'received' | 'in_consideration') =>
  payload.update({ collection: 'applications', id, data: { status }, user: staff, overrideAccess: false })

const emailsOf = async (application: number) =>
  (
    await payload.find({
      collection: 'applicant-messages',
      where: { application: { equals: application }, channel: { equals: 'email' } },
      overrideAccess: true,
      sort: 'id',
    })
  ).docs

const mailTo = (email: string) => sink.messages.filter((message) => message.to.includes(email))
const inFuture = (ms: number) => () => new Date(Date.now() + ms)
const send = (ms = 0) => sendDueApplicantMessages(payload, { now: inFuture(ms) })

/** The warning at the top of the application in the admin, as a member of staff reading in this language sees it. */
async function warningSeenBy(application: number, language: 'en' | 'ru' | 'uz') {
  const i18n = await initI18n({ config: payload.config.i18n, context: 'client', language: language as 'en' })
  const req = await createLocalReq({ user: staff }, payload)
  const element = await MessageFailures({ id: application, payload, req, i18n } as never)
  return element ? renderToStaticMarkup(element) : ''
}

describe(`applicant e-mails through the outbox on ${dialect()}`, () => {
  it('queues the confirmation with the application and sends it, in the applicant’s language, with its own Message-ID', async () => {
    const { email, number, id } = await applicant('ru')
    expect(mailTo(email)).toHaveLength(0)
    const [queued] = await emailsOf(id)
    expect(queued).toMatchObject({ kind: 'submitted', state: 'queued', subject: `Ваша заявка ${number} получена` })

    expect(await send()).toBeGreaterThanOrEqual(1)
    const [mail] = mailTo(email)
    expect(mail!.subject).toBe(`Ваша заявка ${number} получена`)
    expect(mail!.text).toContain(`Её номер — ${number}`)
    expect(mail!.headers.find((header) => header.key === 'message-id')?.value).toBe(`<applicant-message-${queued!.id}@${new URL(env.SITE_URL).hostname}>`)
    expect((await emailsOf(id))[0]).toMatchObject({ state: 'sent', attempts: 1 })
  })

  it('tries an e-mail the mail server refuses again later, and delivers it once', async () => {
    const { email, number, id } = await applicant('uz')
    await send()
    sink.refuseNext(1)
    await staffSets(id, 'received')
    await send()
    let status = (await emailsOf(id))[1]!
    expect(status).toMatchObject({ kind: 'status', state: 'queued', attempts: 1 })
    expect(status.lastError).toContain('451')
    expect(mailTo(email).filter((mail) => mail.subject.includes(uz.statuses.received))).toHaveLength(0)

    // Not before its time; then it goes.
    await send()
    expect((await emailsOf(id))[1]!.attempts).toBe(1)
    await send(RETRY_DELAYS_MS[0]! + 1000)
    status = (await emailsOf(id))[1]!
    expect(status).toMatchObject({ state: 'sent', attempts: 2, lastError: null })
    const delivered = mailTo(email).filter((mail) => mail.subject.includes(uz.statuses.received))
    expect(delivered).toHaveLength(1)
    expect(delivered[0]!.text).toContain(number)
  })

  it('tries again when the mail server cannot be reached, and delivers once it is back', async () => {
    const { email, id } = await applicant('en')
    await send()
    await sink.close()
    try {
      await staffSets(id, 'received')
      await send()
      const status = (await emailsOf(id))[1]!
      expect(status).toMatchObject({ state: 'queued', attempts: 1 })
      expect(status.lastError).toMatch(/ECONNREFUSED|connect/i)
    } finally {
      sink = await startSmtpSink({ port: sinkPort })
    }
    await send(RETRY_DELAYS_MS[0]! + 1000)
    expect((await emailsOf(id))[1]).toMatchObject({ state: 'sent', attempts: 2 })
    expect(mailTo(email).filter((mail) => mail.subject.includes(en.statuses.received))).toHaveLength(1)
  })

  it('after the fifth failure marks the e-mail not delivered and shows it to staff on the application, naming the channel', async () => {
    const { email, number, id } = await applicant('ru')
    await send()
    const tries = RETRY_DELAYS_MS.length + 1
    sink.refuseNext(tries)
    await staffSets(id, 'received')
    let wait = 0
    for (let attempt = 0; attempt < tries; attempt++) {
      await send(wait)
      wait += (RETRY_DELAYS_MS[attempt] ?? 0) + 1000
    }
    await send(wait + 24 * 60 * 60_000)
    const failed = (await emailsOf(id))[1]!
    expect(failed).toMatchObject({ state: 'failed', attempts: tries })
    expect(failed.lastError).toContain('451')
    expect(mailTo(email).filter((mail) => mail.subject.includes(ru.statuses.received))).toHaveLength(0)

    // On the application's Messages tab, and at its top in the admin's three languages.
    const seen = await payload.findByID({ collection: 'applications', id, user: staff, overrideAccess: false, depth: 1 })
    const listed = seen.applicantMessages?.docs?.map((message) => (typeof message === 'object' ? [message.channel, message.kind, message.state] : null))
    expect(listed).toContainEqual(['email', 'status', 'failed'])
    const english = await warningSeenBy(id, 'en')
    expect(english).toContain('A message to the applicant (E-mail) was not delivered')
    expect(english).toContain('451')
    expect(await warningSeenBy(id, 'ru')).toContain('Сообщение абитуриенту (E-mail) не доставлено')
    expect(await warningSeenBy(id, 'uz')).toContain('Abituriyentga xabar (E-pochta) yetkazilmadi')

    // On the admin home too, for admissions staff only, until one of them dismisses it.
    const home = async (user: User) => {
      const i18n = await initI18n({ config: payload.config.i18n, context: 'client', language: 'ru' as 'en' })
      const element = await NoticesPanel({ payload, user, i18n } as never)
      return element ? renderToStaticMarkup(element) : ''
    }
    expect(await home(staff)).toContain(`Заявка ${number}: сообщение абитуриенту (E-mail) не доставлено`)
    const editor = await payload.create({
      collection: 'users',
      data: { email: `editor-mail-${Date.now()}@example.edu`, password: 'a-long-test-password-1', roles: ['editor'] } as never,
      overrideAccess: true,
    })
    expect(await home(editor)).not.toContain(number)
    const [notice] = (await payload.find({ collection: 'staff-notices', where: { docId: { equals: String(id) } }, overrideAccess: true })).docs
    const req = await createLocalReq({ user: { ...staff, collection: 'users' } as never }, payload)
    req.routeParams = { id: String(notice!.id) }
    expect((await dismissNoticeEndpoint.handler(req)).status).toBe(200)
    expect(await warningSeenBy(id, 'en')).toBe('')
    expect(await home(staff)).not.toContain(number)
  })

  it('sends no e-mail for a status change whose save was undone', async () => {
    const { email, id } = await applicant('en')
    await send()
    const req = await createLocalReq({ user: staff }, payload)
    const inTransaction = await initTransaction(req)
    await payload.update({ collection: 'applications', id, data: { status: 'received' }, req, user: staff, overrideAccess: false })
    // The save fails after its hooks ran: its transaction is rolled back (where the database has one).
    if (inTransaction) await killTransaction(req)
    await send()
    const stored = await payload.findByID({ collection: 'applications', id, overrideAccess: true })
    const told = mailTo(email).filter((mail) => mail.subject.includes(en.statuses.received))
    // What the applicant is told is what is stored: no change, no e-mail.
    if (dialect() === 'postgres') expect(stored.status).toBe('not_confirmed')
    expect(told).toHaveLength(stored.status === 'received' ? 1 : 0)
  })

  it('sends one e-mail for one status change when two senders run at once', async () => {
    const { email, id } = await applicant('en')
    await send()
    await staffSets(id, 'received')
    await Promise.all([send(), send(), send()])
    expect(mailTo(email).filter((mail) => mail.subject.includes(en.statuses.received))).toHaveLength(1)
    expect((await emailsOf(id)).map((message) => [message.kind, message.state, message.attempts])).toEqual([
      ['submitted', 'sent', 1],
      ['status', 'sent', 1],
    ])
  })
})
