// Sending an issue to every confirmed subscriber, in their language, as a background job.
// Each person has one delivery row per issue (unique pair), created before anything is sent;
// the sender claims rows in order, marks each `sending`, hands the message to the mail server
// and marks it `sent`. A restarted sender finds the rows still `queued` and carries on, so
// nobody is skipped and nobody already marked sent gets it again. The one message in flight
// when a process dies (marked `sending`, its fate unknown) is sent again: the mail server's
// acceptance and our database write cannot be one transaction (docs/decisions/013-newsletter.md).
// One sender per issue across every instance (a lock named after the issue), and each row is
// claimed by a conditional update, so two instances never send one person the issue twice
// (docs/decisions/023-jobs-run-once.md).
import { and, asc, eq } from '@payloadcms/db-postgres/drizzle'
import type { Payload, TaskConfig } from 'payload'

import { isRecipientRefused, newsletterTransport, type NewsletterTransport } from '@/lib/mailTransport'
import { exclusively } from '@/database/exclusive'
import { env } from '@/env'
import { isLocale, type Locale } from '@/i18n/locales'
import { recordNotice } from '@/notices/record'

import { issueMessage, renderIssue, type RenderedIssue } from './compose'
import { columnsNamed, drizzleOf, isDue } from '@/database/drizzle'

const BATCH = 100
/** A sender that has not written its heartbeat for this long has stopped (crash, restart). */
export const STALE_AFTER_MS = 2 * 60 * 1000
/** One job sends for at most this long, then hands over to a new job (other jobs get their turn). */
const JOB_BUDGET_MS = 4 * 60 * 1000
/** Waits before the next try of a temporary failure; after the last, the delivery has failed. */
const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000]

type Row = { id: number; subscriber: number; email: string; locale: string; attempts: number | null }
const db = drizzleOf
const col = (payload: Payload, name: string) => db(payload).tables.newsletter_deliveries[name] as never

/** Every confirmed subscriber gets a queued delivery (once: the pair is unique). */
export async function enqueueDeliveries(payload: Payload, issueId: number): Promise<number> {
  const table = db(payload).tables.newsletter_deliveries
  const now = new Date().toISOString()
  for (let page = 1; ; page++) {
    const { docs, hasNextPage } = await payload.find({
      collection: 'subscribers',
      where: { status: { equals: 'confirmed' } },
      sort: 'id',
      limit: 1000,
      page,
      depth: 0,
      pagination: true,
      overrideAccess: true,
      select: { email: true, locale: true },
    })
    if (docs.length > 0) {
      const rows = docs.map((subscriber) => ({
        issue: issueId,
        subscriber: subscriber.id,
        email: subscriber.email,
        locale: subscriber.locale,
        status: 'queued',
        attempts: 0,
        createdAt: now,
        updatedAt: now,
      }))
      await db(payload).drizzle.insert(table).values(rows).onConflictDoNothing()
    }
    if (!hasNextPage) break
  }
  return (await payload.count({ collection: 'newsletter-deliveries', where: { issue: { equals: issueId } }, overrideAccess: true })).totalDocs
}

async function counts(payload: Payload, issueId: number) {
  const count = async (status: string[]) =>
    (await payload.count({ collection: 'newsletter-deliveries', where: { issue: { equals: issueId }, status: { in: status } }, overrideAccess: true }))
      .totalDocs
  const [sent, failed, open] = await Promise.all([count(['sent']), count(['failed', 'bounced']), count(['queued', 'sending'])])
  return { sent, failed, open }
}

async function recordProgress(payload: Payload, issueId: number, extra: Record<string, unknown> = {}) {
  const { sent, failed, open } = await counts(payload, issueId)
  await payload.update({
    collection: 'newsletter-issues',
    id: issueId,
    data: {
      ...(open === 0 ? { status: 'sent' } : {}),
      progress: { sent, failed, heartbeatAt: new Date().toISOString(), ...(open === 0 ? { finishedAt: new Date().toISOString() } : {}), ...extra },
    },
    overrideAccess: true,
    context: { newsletterSender: true },
  })
  return open
}

const mark = (payload: Payload, id: number, values: Record<string, unknown>) =>
  db(payload)
    .drizzle.update(db(payload).tables.newsletter_deliveries)
    .set({ ...values, updatedAt: new Date().toISOString() })
    .where(eq(col(payload, 'id'), id))

/** Marks a queued row `sending`; false if it is no longer queued (another sender took it). */
async function claim(payload: Payload, row: Row) {
  const claimed = await db(payload)
    .drizzle.update(db(payload).tables.newsletter_deliveries)
    .set({ status: 'sending', attempts: (row.attempts ?? 0) + 1, updatedAt: new Date().toISOString() })
    .where(and(eq(col(payload, 'id'), row.id), eq(col(payload, 'status'), 'queued')))
    .returning({ id: col(payload, 'id') })
  return claimed.length > 0
}

async function deliver(payload: Payload, transport: NewsletterTransport, rendered: RenderedIssue, row: Row) {
  if (!(await claim(payload, row))) return
  try {
    await transport.send(issueMessage(rendered, row.email))
    await mark(payload, row.id, { status: 'sent', sentAt: new Date().toISOString(), lastError: null })
  } catch (error) {
    const reason = error instanceof Error ? error.message.slice(0, 500) : String(error)
    if (isRecipientRefused(error)) {
      await mark(payload, row.id, { status: 'bounced', lastError: reason })
      await payload.update({ collection: 'subscribers', id: row.subscriber, data: { status: 'bounced', bounceReason: reason }, overrideAccess: true })
      return
    }
    const attempt = (row.attempts ?? 0) + 1
    const delay = RETRY_DELAYS_MS[attempt - 1]
    await mark(
      payload,
      row.id,
      delay === undefined
        ? { status: 'failed', lastError: reason }
        : { status: 'queued', lastError: reason, nextAttemptAt: new Date(Date.now() + delay).toISOString() },
    )
  }
}

type SendOptions = { budgetMs?: number; transport?: NewsletterTransport }

/**
 * Sends what is due for one issue, for up to JOB_BUDGET_MS. Resolves with the number of
 * deliveries still open (queued for a later try, or not reached within the budget), or null
 * when another process is sending this issue (it goes on; a sender that has just died frees
 * the issue within a few seconds, which this waits for).
 */
export async function sendIssue(payload: Payload, issueId: number, options: SendOptions = {}): Promise<number | null> {
  const outcome = await exclusively(payload, `newsletter-issue:${issueId}`, () => sendIssueAlone(payload, issueId, options), { waitMs: 5_000 })
  return outcome.ran ? outcome.value : null
}

async function sendIssueAlone(payload: Payload, issueId: number, { budgetMs = JOB_BUDGET_MS, transport }: SendOptions): Promise<number> {
  const table = db(payload).tables.newsletter_deliveries
  // Rows left `sending` by a sender that stopped (no other holds the issue): their message may or may not have left.
  await db(payload)
    .drizzle.update(table)
    .set({ status: 'queued' })
    .where(and(eq(col(payload, 'issue'), issueId), eq(col(payload, 'status'), 'sending')))
  await enqueueDeliveries(payload, issueId)
  const total = (await payload.count({ collection: 'newsletter-deliveries', where: { issue: { equals: issueId } }, overrideAccess: true })).totalDocs
  await recordProgress(payload, issueId, { total })

  const mail = transport ?? newsletterTransport((line) => payload.logger.info(line))
  const rendered = new Map<Locale, RenderedIssue>()
  const renderFor = async (locale: string) => {
    const language: Locale = isLocale(locale) ? locale : 'en'
    if (!rendered.has(language)) rendered.set(language, await renderIssue(payload, issueId, language))
    return rendered.get(language)!
  }
  const interval = 1000 / env.NEWSLETTER_RATE_PER_SECOND
  const deadline = Date.now() + budgetMs
  let lastHeartbeat = Date.now()
  try {
    while (Date.now() < deadline) {
      const due = await db(payload)
        .drizzle.select<Row>(columnsNamed(table, 'id', 'subscriber', 'email', 'locale', 'attempts'))
        .from(table)
        .where(and(eq(col(payload, 'issue'), issueId), eq(col(payload, 'status'), 'queued'), isDue(col(payload, 'nextAttemptAt'), new Date().toISOString())))
        .orderBy(asc(col(payload, 'id')))
        .limit(BATCH)
      if (due.length === 0) break
      for (const row of due) {
        const started = Date.now()
        await deliver(payload, mail, await renderFor(row.locale), row)
        const wait = interval - (Date.now() - started)
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
        if (Date.now() - lastHeartbeat > 5_000) {
          await recordProgress(payload, issueId)
          lastHeartbeat = Date.now()
        }
        if (Date.now() >= deadline) break
      }
    }
  } finally {
    if (!transport) mail.close()
  }
  const open = await recordProgress(payload, issueId)
  await noticeOfFailures(payload, issueId)
  return open
}

/** Deliveries that failed for good (not those refused as a bad address) are shown to editors on the issue and the dashboard. */
async function noticeOfFailures(payload: Payload, issueId: number) {
  const failed = await payload.find({
    collection: 'newsletter-deliveries',
    where: { and: [{ issue: { equals: issueId } }, { status: { equals: 'failed' } }] },
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { lastError: true },
  })
  if (failed.totalDocs === 0) return
  const issue = await payload.findByID({ collection: 'newsletter-issues', id: issueId, depth: 0, overrideAccess: true, select: { subject: true } })
  await recordNotice(payload, {
    kind: 'newsletterDelivery',
    docCollection: 'newsletter-issues',
    docId: issueId,
    docTitle: issue.subject,
    detail: failed.docs[0]?.lastError ?? null,
    count: failed.totalDocs,
  })
}

/** Starts sending a draft issue: status `sending`, and a job that does it. False if it is not a draft. */
export async function startSending(payload: Payload, issueId: number): Promise<boolean> {
  const issue = await payload.findByID({ collection: 'newsletter-issues', id: issueId, depth: 0, overrideAccess: true })
  if (issue.status !== 'draft') return false
  const now = new Date().toISOString()
  await payload.update({
    collection: 'newsletter-issues',
    id: issueId,
    data: { status: 'sending', progress: { total: 0, sent: 0, failed: 0, startedAt: now, heartbeatAt: now } },
    overrideAccess: true,
    context: { newsletterSender: true },
  })
  await queueSend(payload, issueId)
  return true
}

async function queueSend(payload: Payload, issueId: number) {
  const job = await payload.jobs.queue({ task: 'sendNewsletterIssue', input: { issue: issueId }, queue: 'newsletter' })
  // Run it now in this process rather than at the next minute's queue run.
  void payload.jobs.runByID({ id: job.id }).catch((error: unknown) => payload.logger.error({ err: error, msg: 'Newsletter sending stopped' }))
}

export const sendIssueTask: TaskConfig<'sendNewsletterIssue'> = {
  slug: 'sendNewsletterIssue',
  inputSchema: [{ name: 'issue', type: 'number', required: true }],
  outputSchema: [{ name: 'open', type: 'number', required: true }],
  retries: 0,
  handler: async ({ input, req }) => {
    const open = await sendIssue(req.payload, input.issue)
    // Another process is sending this issue and carries on.
    if (open === null) return { output: { open: (await counts(req.payload, input.issue)).open } }
    // Not finished within the budget and something is due now: a fresh job goes on.
    const due = await req.payload.count({
      collection: 'newsletter-deliveries',
      where: {
        issue: { equals: input.issue },
        status: { equals: 'queued' },
        or: [{ nextAttemptAt: { exists: false } }, { nextAttemptAt: { less_than_equal: new Date().toISOString() } }],
      },
      overrideAccess: true,
    })
    if (open > 0 && due.totalDocs > 0) await queueSend(req.payload, input.issue)
    return { output: { open } }
  },
}

/**
 * Every minute: an issue still `sending` whose sender has gone quiet (a crash, a restart) or
 * whose failed messages are due for another try gets a new sender.
 */
export async function resumeStalledSends(payload: Payload, now = new Date()): Promise<number[]> {
  const { docs } = await payload.find({ collection: 'newsletter-issues', where: { status: { equals: 'sending' } }, depth: 0, limit: 20, overrideAccess: true })
  const resumed: number[] = []
  for (const issue of docs) {
    const heartbeat = issue.progress?.heartbeatAt ? new Date(issue.progress.heartbeatAt).getTime() : 0
    if (now.getTime() - heartbeat < STALE_AFTER_MS) continue
    await queueSend(payload, issue.id)
    resumed.push(issue.id)
  }
  return resumed
}

export const resumeSendsTask: TaskConfig<'resumeNewsletterSends'> = {
  slug: 'resumeNewsletterSends',
  schedule: [{ cron: '* * * * *', queue: 'default' }],
  outputSchema: [{ name: 'resumed', type: 'number', required: true }],
  handler: async ({ req }) => ({ output: { resumed: (await resumeStalledSends(req.payload)).length } }),
}
