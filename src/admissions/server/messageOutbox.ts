// Every message to an applicant, by e-mail or in Telegram, goes out from an outbox (the
// `applicant-messages` collection): the save that makes the news (an application, a status change,
// a document request) stores the message, in the applicant's language, in its own transaction, and
// a sender delivers it after. Each row is claimed by one conditional update (queued → sending)
// before it is sent and marked sent after, so two senders (this process's and another instance's,
// or the minute's sweep) never send it twice. A failure is tried again later (RETRY_DELAYS_MS, or
// what the channel asks for); after the last try the row is `failed`, with the error, at the top of
// the application in the admin. A row left `sending` by a process that stopped mid-call may or may
// not have arrived: it is marked failed, not sent again (docs/decisions/045-telegram-updates.md).
import { and, asc, eq, inArray, lt } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import type { MessageChannel, MessageKind } from '@/admissions/shared/messageStates'
import { botApi, type BotApi } from '@/telegram/botApi'
import { deliverTelegram } from '@/telegram/delivery'
import { recordNotice } from '@/notices/record'
import { outbox } from '@/lib/outbox'
import { telegramEnabled } from '@/telegram/settings'

import { deliverEmail } from './emailDelivery'
import { applicationColumn, type Delivery, type OutboxRow } from './outboxRow'
import { columnsNamed, drizzleOf, isDue } from '@/database/drizzle'

/** Waits before the next try; after the last, the message has failed. */
export const RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000]
/** A row `sending` for longer than this was left by a process that stopped (a try ends within about a minute). */
const STALE_MS = 5 * 60_000
const BATCH = 20
const INTERRUPTED = 'Interrupted while sending (the server stopped); it may not have arrived, and is not sent again so that it never arrives twice.'

const db = drizzleOf
const messages = (payload: Payload) => db(payload).tables.applicant_messages!
const col = (payload: Payload, name: string) => messages(payload)[name] as never

type Message = { application: number; channel: MessageChannel; kind: MessageKind; subject?: string; text: string; onceKey?: string }

/**
 * Stores a message for the sender; in the save's own transaction when given its request. A message
 * with an `onceKey` already stored is not stored again.
 */
export async function queueApplicantMessage(payload: Payload, message: Message, req?: PayloadRequest): Promise<void> {
  if (message.onceKey) {
    const stored = await payload.count({ collection: 'applicant-messages', where: { onceKey: { equals: message.onceKey } }, overrideAccess: true, req })
    if (stored.totalDocs > 0) return
  }
  await payload.create({
    collection: 'applicant-messages',
    data: { ...message, state: 'queued', attempts: 0, nextAttemptAt: new Date().toISOString() },
    overrideAccess: true,
    depth: 0,
    req,
  })
  wakeApplicantSender()
}

const update = (payload: Payload, values: Record<string, unknown>, where: unknown) =>
  db(payload)
    .drizzle.update(messages(payload))
    .set({ ...values, updatedAt: new Date().toISOString() })
    .where(where)

const mark = (payload: Payload, id: number, values: Record<string, unknown>) => update(payload, values, eq(col(payload, 'id'), id))

/** Queued → sending, only if still queued: the one sender that wins this sends the message. */
async function claim(payload: Payload, row: OutboxRow, now: Date) {
  const claimed = await update(
    payload,
    { state: 'sending', attempts: (row.attempts ?? 0) + 1, claimedAt: now.toISOString() },
    and(eq(col(payload, 'id'), row.id), eq(col(payload, 'state'), 'queued')),
  ).returning({ id: col(payload, 'id') })
  return claimed.length > 0
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500)

type Senders = { telegram: BotApi | null }

async function deliver(payload: Payload, senders: Senders, row: OutboxRow, now: Date): Promise<boolean> {
  if (!(await claim(payload, row, now))) return false
  const outcome: Delivery =
    row.channel === 'email'
      ? await deliverEmail(payload, row)
      : senders.telegram
        ? await deliverTelegram(payload, senders.telegram, row)
        : { state: 'cancelled' }
  if (outcome.state === 'sent') {
    await mark(payload, row.id, { state: 'sent', sentAt: new Date().toISOString(), lastError: null })
    return true
  }
  if (outcome.state === 'cancelled') {
    await mark(payload, row.id, { state: 'cancelled' })
    return false
  }
  const attempt = (row.attempts ?? 0) + 1
  const lastError = errorText(outcome.error)
  const delay = outcome.state === 'retry' ? (outcome.delayMs ?? RETRY_DELAYS_MS[attempt - 1]) : undefined
  await mark(
    payload,
    row.id,
    delay === undefined ? { state: 'failed', lastError } : { state: 'queued', lastError, nextAttemptAt: new Date(now.getTime() + delay).toISOString() },
  )
  payload.logger.warn({ msg: `A message to an applicant (${row.channel}) was not delivered`, id: row.id, attempt, error: lastError })
  if (delay === undefined) await noticeOfFailure(payload, row.application, row.channel, lastError)
  return false
}

/** A message that failed for good is shown to admissions staff on the application and the dashboard (src/notices). */
async function noticeOfFailure(payload: Payload, application: number, channel: MessageChannel, error: string) {
  const number = await applicationColumn(payload, application, 'applicationNumber').catch(() => null)
  await recordNotice(payload, { kind: 'applicantMessage', docCollection: 'applications', docId: application, docTitle: number, channel, detail: error })
}

type Options = { now?: () => Date; telegram?: BotApi }

/** Sends every message that is due, oldest first; resolves with how many were delivered. */
export async function sendDueApplicantMessages(payload: Payload, { now = () => new Date(), telegram }: Options = {}): Promise<number> {
  // Telegram messages wait while no bot is set up (the feature switched off after they were queued).
  const senders: Senders = { telegram: telegramEnabled() ? (telegram ?? botApi()) : null }
  const channels: MessageChannel[] = senders.telegram ? ['email', 'telegram'] : ['email']
  const interrupted = (await update(
    payload,
    { state: 'failed', lastError: INTERRUPTED },
    and(eq(col(payload, 'state'), 'sending'), lt(col(payload, 'claimedAt'), new Date(now().getTime() - STALE_MS).toISOString())),
  ).returning({ application: col(payload, 'application'), channel: col(payload, 'channel') })) as { application: number; channel: MessageChannel }[]
  for (const row of interrupted) await noticeOfFailure(payload, row.application, row.channel, INTERRUPTED)
  let sent = 0
  for (;;) {
    const due = await db(payload)
      .drizzle.select<OutboxRow>(columnsNamed(messages(payload), 'id', 'application', 'channel', 'subject', 'text', 'attempts', 'createdAt'))
      .from(messages(payload))
      .where(and(eq(col(payload, 'state'), 'queued'), inArray(col(payload, 'channel'), channels), isDue(col(payload, 'nextAttemptAt'), now().toISOString())))
      .orderBy(asc(col(payload, 'id')))
      .limit(BATCH)
    if (due.length === 0) return sent
    for (const row of due) if (await deliver(payload, senders, row, now())) sent++
  }
}

// One sender per process: started by Payload's onInit (start), woken when a message is queued or
// its save has committed (wake, false if this process runs none), and the job that sweeps for what
// is due (task). The slug is the one the job had when it sent Telegram messages only: renaming it
// would change an enum of Payload's job tables on PostgreSQL that scheduled rows already hold
// (decision 045).
export const {
  start: startApplicantSender,
  wake: wakeApplicantSender,
  task: sendApplicantMessagesTask,
} = outbox({
  name: 'applicant.sender',
  slug: 'sendTelegramMessages',
  sendDue: (payload) => sendDueApplicantMessages(payload),
  failure: 'Sending messages to applicants failed; they stay queued and are tried again within a minute',
  // A save that queued a message commits after its hooks; the sender looks a moment later.
  settleMs: 500,
})
