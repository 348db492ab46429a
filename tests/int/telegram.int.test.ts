// Telegram updates for applicants, against a local stand-in of the Bot API: the connect link in the
// apply and status-check answers, /start and /stop through the webhook route, status changes and
// document requests reaching the chat in the applicant's language through the outbox, failures
// retried and shown to staff on the application, and nothing of it while no bot is set up.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

const standInPort = vi.hoisted(() => {
  const port = 47000 + (process.pid % 8000)
  process.env.TELEGRAM_BOT_TOKEN = '123456:campus-test-token'
  process.env.TELEGRAM_BOT_NAME = 'campus_test_bot'
  process.env.TELEGRAM_API_ROOT = `http://127.0.0.1:${port}`
  return port
})

import { POST as applyRoute } from '@/app/api/apply/route'
import { POST as consoleRoute } from '@/app/api/console/route'
import { POST as webhookRoute } from '@/app/api/telegram/webhook/route'
import { env } from '@/env'
import en from '@/i18n/messages/en.json'
import ru from '@/i18n/messages/ru.json'
import uz from '@/i18n/messages/uz.json'
import type { User } from '@/payload-types'
import { makeLinkToken } from '@/telegram/linkTokens'
import { RETRY_DELAYS_MS, sendDueApplicantMessages } from '@/admissions/server/messageOutbox'
import { webhookSecret } from '@/telegram/settings'

import { startBotApiStandIn } from '../helpers/botApiStandIn.mjs'
import { applicantDocuments, applyRequest, createCatalogue, type Catalogue } from '../helpers/admissionsFixture'
import { dialect, testPayload } from '../helpers/payload'
import { processWide } from '@/lib/processWide'

let payload: Payload
let standIn: Awaited<ReturnType<typeof startBotApiStandIn>>
let catalogue: Catalogue
let staff: User
let editor: User
let chats = 5_000_000 + (process.pid % 1000) * 1000
const BIRTH = '2006-03-14'
const WEBHOOK = 'http://localhost/api/telegram/webhook'

beforeAll(async () => {
  standIn = await startBotApiStandIn({ port: standInPort, token: env.TELEGRAM_BOT_TOKEN, botName: env.TELEGRAM_BOT_NAME })
  payload = await testPayload()
  // This process's own sender, woken by each save, would race the test's sends: the test sends itself.
  processWide<{ wake?: () => void }>('outbox.applicant.sender', () => ({})).wake = () => {}
  catalogue = await createCatalogue(payload, 'telegram')
  const user = (role: 'admissions' | 'editor') =>
    payload.create({
      collection: 'users',
      data: { email: `${role}-telegram-${Date.now()}@example.edu`, password: 'a-long-test-password-1', roles: [role] } as never,
      overrideAccess: true,
    })
  staff = await user('admissions')
  editor = await user('editor')
}, 120_000)

afterAll(async () => {
  await standIn?.close()
})

/** An application sent through POST /api/apply, with the answer's connect link. */
async function apply(locale: 'en' | 'ru' | 'uz') {
  const response = await applyRoute(applyRequest(catalogue, await applicantDocuments(), { locale }))
  const body = (await response.json()) as { data: { application_number: string; telegram_url?: string } }
  expect(response.status).toBe(201)
  const number = body.data.application_number
  const application = (await payload.find({ collection: 'applications', where: { applicationNumber: { equals: number } }, overrideAccess: true })).docs[0]!
  return { number, id: application.id, link: body.data.telegram_url }
}

/** A person writes to the bot; the update comes to the webhook route as Telegram posts it. */
const write = (chat: number, text: string, languageCode = 'en', secret = webhookSecret()) =>
  standIn.write({ chat, text, languageCode, url: WEBHOOK, secret, post: (url, init) => webhookRoute(new Request(url, init)) })

const lastTo = (chat: number) => standIn.messagesTo(chat).at(-1)
const startParameter = (link: string) => new URL(link).searchParams.get('start')!

async function connected(locale: 'en' | 'ru' | 'uz') {
  const application = await apply(locale)
  const chat = ++chats
  expect((await write(chat, `/start ${startParameter(application.link!)}`, 'en')).status).toBe(200)
  return { ...application, chat }
}

/** What the admin's Save does for a member of admissions staff. */
const staffSets = (id: number, status: 'received' | 'in_consideration' | 'approved', comment?: string) =>
  payload.update({ collection: 'applications', id, data: { status, ...(comment ? { statusComment: comment } : {}) }, user: staff, overrideAccess: false })

/** The application's Telegram messages in the outbox (its e-mails are there too). */
const outboxOf = async (application: number) =>
  (
    await payload.find({
      collection: 'applicant-messages',
      where: { application: { equals: application }, channel: { equals: 'telegram' } },
      overrideAccess: true,
      sort: 'id',
    })
  ).docs

/**
 * Sends what is due, then waits for any message this process's own sender (woken by the save)
 * has in flight, so the chat holds everything sent either way.
 */
async function deliver(options: Parameters<typeof sendDueApplicantMessages>[1] = {}) {
  await sendDueApplicantMessages(payload, options)
  const inFlight = { state: { equals: 'sending' } } as const
  const until = Date.now() + 10_000
  while ((await payload.count({ collection: 'applicant-messages', where: inFlight, overrideAccess: true })).totalDocs > 0 && Date.now() < until)
    await new Promise((resolve) => setTimeout(resolve, 50))
}

const inFuture = (ms: number) => () => new Date(Date.now() + ms)

describe(`Telegram updates on ${dialect()}`, () => {
  it('connects a chat with the link from the apply answer, in the applicant’s language, naming only the number', async () => {
    const { number, id, link } = await apply('ru')
    expect(link).toMatch(/^https:\/\/t\.me\/campus_test_bot\?start=[A-Za-z0-9_-]{1,64}$/)

    const chat = ++chats
    const answer = await write(chat, `/start ${startParameter(link!)}`, 'en')
    expect(answer.status).toBe(200)
    expect(lastTo(chat)).toBe(ru.telegram.bot.connected.replace('{number}', number))
    expect(lastTo(chat)).not.toMatch(/Aziza|Karimova|example\.com|2006/)
    const stored = await payload.findByID({ collection: 'applications', id, overrideAccess: true })
    expect(stored.telegramChatId).toBe(String(chat))
    expect(stored.telegramLinkedAt).toBeTruthy()

    // The status page offers the same after a lookup.
    const check = await consoleRoute(
      new Request('http://localhost/api/console', {
        method: 'POST',
        body: JSON.stringify({ application_number: number, birth_date: BIRTH, locale: 'ru' }),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.77.0.1' },
      }),
    )
    const found = (await check.json()) as { data: { telegram_url?: string } }
    expect(found.data.telegram_url).toMatch(/^https:\/\/t\.me\/campus_test_bot\?start=/)
  })

  it('sends status changes, and the contract once approved, in Russian and in Uzbek', async () => {
    const russian = await connected('ru')
    const uzbek = await connected('uz')
    await staffSets(russian.id, 'received', 'Документы в порядке.')
    await staffSets(uzbek.id, 'received')
    await deliver()
    expect(lastTo(russian.chat)).toContain(`Заявка ${russian.number}: новый статус — «${ru.statuses.received}».`)
    expect(lastTo(russian.chat)).toContain('Комментарий приёмной комиссии: Документы в порядке.')
    expect(lastTo(russian.chat)).toContain('/ru/studentConsole')
    expect(lastTo(uzbek.chat)).toContain(`${uzbek.number} raqamli ariza: yangi holat — «${uz.statuses.received}».`)

    await staffSets(uzbek.id, 'in_consideration')
    await staffSets(uzbek.id, 'approved')
    await deliver()
    expect(lastTo(uzbek.chat)).toContain(`yangi holat — «${uz.statuses.approved}»`)
    expect(lastTo(uzbek.chat)).toContain('Shartnomangiz tayyor')
    expect(lastTo(uzbek.chat)).toContain('/uz/get-contract')
    expect((await outboxOf(uzbek.id)).map((message) => [message.kind, message.state])).toEqual([
      ['status', 'sent'],
      ['status', 'sent'],
      ['contract', 'sent'],
    ])
    // Each message went once, whoever sent it.
    expect(standIn.messagesTo(uzbek.chat)).toHaveLength(4)
  })

  it('sends a document request with its upload link', async () => {
    const applicant = await connected('ru')
    const passport = (
      await payload.find({
        collection: 'application-files',
        where: { application: { equals: applicant.id }, kind: { equals: 'passport_copy' } },
        overrideAccess: true,
      })
    ).docs[0]!
    await payload.update({
      collection: 'application-files',
      id: passport.id,
      data: { state: 'needs_replacement', replacementReason: 'Скан размыт.' },
      user: staff,
      overrideAccess: false,
    })
    await deliver()
    expect(lastTo(applicant.chat)).toContain(
      `Заявка ${applicant.number}: приёмная комиссия просит прислать новую копию документа «${ru.form.fields.passport_copy}».`,
    )
    expect(lastTo(applicant.chat)).toContain('Причина: Скан размыт.')
    expect(lastTo(applicant.chat)).toMatch(/\/ru\/replace-document\?token=\S+/)
  })

  it('/stop disconnects: nothing more comes, not even a message already queued', async () => {
    const applicant = await connected('uz')
    await staffSets(applicant.id, 'received')
    await write(applicant.chat, '/stop', 'ru')
    expect(lastTo(applicant.chat)).toBe(uz.telegram.bot.stopped.replace('{numbers}', applicant.number))
    expect((await payload.findByID({ collection: 'applications', id: applicant.id, overrideAccess: true })).telegramChatId).toBeNull()

    await deliver()
    await staffSets(applicant.id, 'in_consideration')
    await deliver()
    expect(standIn.messagesTo(applicant.chat)).toHaveLength(2) // "connected" and "disconnected"
    expect((await outboxOf(applicant.id)).map((message) => message.state)).toEqual(['cancelled'])
    // A second /stop: this chat gets no news.
    await write(applicant.chat, '/stop', 'ru')
    expect(lastTo(applicant.chat)).toBe(ru.telegram.bot.notConnected)
  })

  it('retries a failed delivery, and after the last try shows the failure to staff on the application', async () => {
    const applicant = await connected('en')
    standIn.failNext({ code: 500, description: 'Internal Server Error' })
    await staffSets(applicant.id, 'received')
    await deliver()
    let [message] = await outboxOf(applicant.id)
    expect(message).toMatchObject({ state: 'queued', attempts: 1 })
    expect(message!.lastError).toContain('Internal Server Error')
    expect(standIn.messagesTo(applicant.chat)).toHaveLength(1) // only "connected"

    await deliver({ now: inFuture(RETRY_DELAYS_MS[0]! + 1000) })
    ;[message] = await outboxOf(applicant.id)
    expect(message).toMatchObject({ state: 'sent', attempts: 2, lastError: null })
    expect(lastTo(applicant.chat)).toContain(`Application ${applicant.number}: the status is now “${en.statuses.received}”.`)

    // Telegram says how long to wait: the next try waits that long.
    standIn.failNext({ code: 429, description: 'Too Many Requests: retry after 40', retryAfter: 40 })
    await staffSets(applicant.id, 'in_consideration')
    const before = Date.now()
    await deliver()
    const limited = (await outboxOf(applicant.id))[1]!
    expect(limited.state).toBe('queued')
    expect(new Date(limited.nextAttemptAt!).getTime()).toBeGreaterThanOrEqual(before + 40_000)
    await deliver({ now: inFuture(41_000) })
    expect(lastTo(applicant.chat)).toContain(`the status is now “${en.statuses.in_consideration}”`)

    // Failing every time: the last try leaves the message failed, with Telegram's error.
    const failing = await connected('ru')
    const tries = RETRY_DELAYS_MS.length + 1
    standIn.failNext(...Array.from({ length: tries }, () => ({ code: 500, description: 'Internal Server Error' })))
    await staffSets(failing.id, 'received')
    let wait = 0
    for (let attempt = 0; attempt < tries; attempt++) {
      await deliver({ now: inFuture(wait) })
      wait += (RETRY_DELAYS_MS[attempt] ?? 0) + 1000
    }
    const [failed] = await outboxOf(failing.id)
    expect(failed).toMatchObject({ state: 'failed', attempts: tries })
    expect(standIn.messagesTo(failing.chat)).toHaveLength(1)

    // Staff see it on the application (its Telegram tab), with the error.
    const seen = await payload.findByID({ collection: 'applications', id: failing.id, user: staff, overrideAccess: false, depth: 1 })
    const shown = seen.applicantMessages?.docs?.find((message) => typeof message === 'object' && message.channel === 'telegram')
    expect(shown).toMatchObject({ state: 'failed', kind: 'status' })
    expect(typeof shown === 'object' && shown.lastError).toContain('500')
    expect(seen.telegramChatId).toBe(String(failing.chat))
    // Nobody else reads it, and nobody writes the chat by hand.
    await expect(payload.find({ collection: 'applicant-messages', user: editor, overrideAccess: false })).rejects.toThrow()
    await payload.update({ collection: 'applications', id: failing.id, data: { telegramChatId: '42' }, user: staff, overrideAccess: false })
    expect((await payload.findByID({ collection: 'applications', id: failing.id, overrideAccess: true })).telegramChatId).toBe(String(failing.chat))
  })

  it('refuses a forged or expired link with a clear answer, and an update without the secret', async () => {
    const { id, link } = await apply('uz')
    const token = startParameter(link!)
    const forged = `${token.slice(0, -3)}${token.endsWith('AAA') ? 'BBB' : 'AAA'}`
    const chat = ++chats

    await write(chat, `/start ${forged}`, 'ru')
    expect(lastTo(chat)).toBe(ru.telegram.bot.invalid)
    await write(chat, `/start ${makeLinkToken(id + 1_000_000)}`.replace(/-[^-]+$/, '-AAAAAAAAAAAAAAAAAAAAAA'), 'uz')
    expect(lastTo(chat)).toBe(uz.telegram.bot.invalid)

    const old = makeLinkToken(id, new Date(Date.now() - (env.TELEGRAM_LINK_DAYS + 1) * 24 * 60 * 60 * 1000))
    await write(chat, `/start ${old}`, 'en')
    expect(lastTo(chat)).toBe(en.telegram.bot.expired)

    const unsigned = await write(chat, `/start ${token}`, 'en', 'not-the-secret')
    expect(unsigned.status).toBe(401)
    expect((await payload.findByID({ collection: 'applications', id, overrideAccess: true })).telegramChatId ?? null).toBeNull()
  })

  it('says nothing about Telegram while no bot token is set', async () => {
    const token = env.TELEGRAM_BOT_TOKEN
    env.TELEGRAM_BOT_TOKEN = ''
    try {
      const { number, link } = await apply('en')
      expect(link).toBeUndefined()
      const check = await consoleRoute(
        new Request('http://localhost/api/console', {
          method: 'POST',
          body: JSON.stringify({ application_number: number, birth_date: BIRTH }),
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.77.0.2' },
        }),
      )
      const found = (await check.json()) as { data: Record<string, unknown> }
      expect(check.status).toBe(200)
      expect(found.data).not.toHaveProperty('telegram_url')
      expect((await write(++chats, '/start x')).status).toBe(404)
    } finally {
      env.TELEGRAM_BOT_TOKEN = token
    }
  })
})
