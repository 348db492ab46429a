// Background work runs once with two instances on one PostgreSQL database: two application
// processes (tests/helpers/instanceWorker.ts) are told to go at the same moment, each running
// the job queue, a newsletter sender and the confirmation sender, as two servers do at the
// turn of a minute. Scheduled publishing, scheduling itself, the newsletter issue and the
// sign-up confirmations must each happen exactly once (mail through a local SMTP sink).
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'

import { Cron } from 'croner'
import type { Payload } from 'payload'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { dropPostgresDatabase, freshPostgresDatabase } from '../../scripts/db.mjs'
import { productionBuilds } from '../../scripts/lib.mjs'
import { startSmtpSink } from '../../scripts/smtp-sink.mjs'

const NEWS = 20
const CONFIRMED = 60
const PENDING = 30
const database = `campus_jobs_${process.pid}`
const folder = mkdtempSync(path.join(os.tmpdir(), 'campus-jobs-'))

let sink: Awaited<ReturnType<typeof startSmtpSink>>
let payload: Payload
let sql: pg.Client
let issueId: number
const drafts: number[] = []

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

beforeAll(async () => {
  sink = await startSmtpSink()
  Object.assign(process.env, {
    DATABASE_URL: await freshPostgresDatabase(database),
    PAYLOAD_TEST: '1',
    PRIVATE_DIR: path.join(folder, 'private'),
    MEDIA_DIR: path.join(folder, 'media'),
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(sink.port),
    NEWSLETTER_RATE_PER_SECOND: '500',
  })
  const { testPayload } = await import('../helpers/payload')
  payload = await testPayload()
  sql = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await sql.connect()

  const picture = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
    .png()
    .toBuffer()
  const cover = (
    await payload.create({
      collection: 'media',
      data: { alt: 'Cover' },
      file: { data: picture, mimetype: 'image/png', name: 'cover.png', size: picture.length },
    })
  ).id
  for (let i = 0; i < NEWS; i++) {
    const draft = await payload.create({
      collection: 'news',
      draft: true,
      data: { title: `Scheduled story ${i}`, cover, date: new Date().toISOString(), _status: 'draft' },
    })
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'news', value: draft.id } },
      waitUntil: new Date(Date.now() - 1000),
    })
    drafts.push(draft.id)
  }
  for (let i = 0; i < CONFIRMED; i++)
    await payload.create({
      collection: 'subscribers',
      data: { email: `reader-${i}@example.uz`, locale: (['en', 'ru', 'uz'] as const)[i % 3], status: 'confirmed' },
      overrideAccess: true,
    })
  const due = new Date(Date.now() - 60_000).toISOString()
  for (let i = 0; i < PENDING; i++)
    await payload.create({
      collection: 'subscribers',
      data: { email: `signup-${i}@example.uz`, locale: 'en', status: 'pending', confirmationDueAt: due },
      overrideAccess: true,
    })
  const issue = await payload.create({
    collection: 'newsletter-issues',
    data: { subject: 'Open day once', status: 'draft', body: richText('Come and see the campus.') as never },
    overrideAccess: true,
  })
  await payload.update({ collection: 'newsletter-issues', id: issue.id, data: { status: 'sending' }, overrideAccess: true })
  issueId = issue.id
})

afterAll(async () => {
  await sql?.end()
  const pool = (payload?.db as unknown as { pool?: pg.Pool } | undefined)?.pool
  pool?.on('error', () => {})
  void pool?.end().catch(() => {})
  await sink?.close()
  await dropPostgresDatabase(database).catch(() => {})
  rmSync(folder, { recursive: true, force: true })
})

/** Starts an instance; resolves once it is ready, with a way to say go and its report. */
async function instance() {
  const child: ChildProcess = spawn(process.execPath, [productionBuilds, '--import', 'tsx', 'tests/helpers/instanceWorker.ts'], {
    env: { ...process.env, NEWSLETTER_ISSUE: String(issueId) },
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const lines = createInterface({ input: child.stdout! })
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
  const nextLine = (prefix: string) =>
    new Promise<string>((resolve, reject) => {
      lines.on('line', (line) => line.startsWith(prefix) && resolve(line))
      void exited.then((code) => reject(new Error(`The instance exited (${code}) before "${prefix}"`)))
    })
  await nextLine('ready')
  const done = nextLine('done')
  return {
    go: () => child.stdin!.write('go\n'),
    done: async () => JSON.parse((await done).slice(5)) as { runs: number; open: number | null; confirmations: number },
  }
}

const mailsTo = (address: string, subject: RegExp) => sink.messages.filter((message) => message.to.includes(address) && subject.test(message.subject)).length

describe('background work with two instances on one PostgreSQL database', () => {
  it('publishes each scheduled story, sends the issue and each confirmation exactly once', async () => {
    const [a, b] = await Promise.all([instance(), instance()])
    const started = new Date()
    a.go()
    b.go()
    const reports = await Promise.all([a.done(), b.done()])
    const ended = new Date()
    // Both really worked: between them every queue run happened, and one sender did the issue.
    expect(reports.reduce((sum, report) => sum + report.runs, 0)).toBeGreaterThanOrEqual(1)

    for (const id of drafts) {
      const versions = await sql.query(`select count(*)::int as n from _news_v where parent_id = $1 and version__status = 'published'`, [id])
      expect(versions.rows[0].n, `published versions of story ${id}`).toBe(1)
    }
    expect((await sql.query(`select count(*)::int as n from news where _status = 'published'`)).rows[0].n).toBe(NEWS)
    // Done jobs leave the queue: none of the publishing jobs is left, none failed.
    expect((await sql.query(`select count(*)::int as n from payload_jobs where task_slug = 'schedulePublish'`)).rows[0].n).toBe(0)

    for (let i = 0; i < CONFIRMED; i++) expect(mailsTo(`reader-${i}@example.uz`, /Open day once/), `issue to reader-${i}`).toBe(1)
    for (let i = 0; i < PENDING; i++) expect(mailsTo(`signup-${i}@example.uz`, /./), `confirmation to signup-${i}`).toBe(1)
    expect(sink.messages).toHaveLength(CONFIRMED + PENDING)
    const issue = await payload.findByID({ collection: 'newsletter-issues', id: issueId, overrideAccess: true })
    expect(issue).toMatchObject({ status: 'sent', progress: { sent: CONFIRMED, failed: 0 } })

    // Each scheduled task was put in the queue by one instance only: one waiting run of each. A
    // task whose time came while the instances worked (an every-minute task when the minute turned)
    // ran and left the queue, and is queued again by the next minute's run, so only the tasks
    // whose next time is still ahead must be waiting.
    const scheduled = await sql.query(`select task_slug, count(*)::int as n from payload_jobs where completed_at is null group by task_slug`)
    for (const row of scheduled.rows) expect(row.n, `${row.task_slug} waiting in the queue`).toBe(1)
    const ahead = (payload.config.jobs.tasks ?? [])
      .filter((task) => task.schedule?.length)
      .filter((task) => task.schedule!.every((schedule) => new Cron(schedule.cron, { sloppyRanges: true }).nextRun(started)! > ended))
      .map((task) => task.slug)
    expect(ahead.length, 'scheduled tasks not due during the run').toBeGreaterThan(0)
    expect(scheduled.rows.map((row) => row.task_slug)).toEqual(expect.arrayContaining(ahead))
  })
})
