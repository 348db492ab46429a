// Read replicas against a real streaming replica (scripts/pg-cluster.mjs, both servers logging
// every statement): published content is read from the replica once it has caught up, writes
// go to the primary, and while the replica lags nothing that follows a write reads it stale.
import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startReplicatedCluster } from '../../scripts/pg-cluster.mjs'

type Cluster = Awaited<ReturnType<typeof startReplicatedCluster>>
let cluster: Cluster
let payload: Payload
let primary: pg.Client
let replica: pg.Client
let findTranslated: typeof import('@/data/translated').findTranslated
let cover: number

const port = Number(process.env.REPLICA_TEST_PORT ?? 5440)

beforeAll(async () => {
  cluster = await startReplicatedCluster({ primaryPort: port, replicaPort: port + 1, settings: ['log_statement=all'] })
  Object.assign(process.env, {
    DATABASE_URL: cluster.primaryUrl,
    DATABASE_REPLICA_URLS: cluster.replicaUrl,
    PAYLOAD_TEST: '1',
    PRIVATE_DIR: path.join(cluster.dir, 'private'),
    MEDIA_DIR: path.join(cluster.dir, 'media'),
  })
  // The configuration reads the environment as it loads: only now.
  const { testPayload } = await import('../helpers/payload')
  payload = await testPayload()
  findTranslated = (await import('@/data/translated')).findTranslated
  const picture = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
    .png()
    .toBuffer()
  cover = (
    await payload.create({
      collection: 'media',
      data: { alt: 'Cover' },
      file: { data: picture, mimetype: 'image/png', name: 'cover.png', size: picture.length },
    })
  ).id
  primary = new pg.Client({ connectionString: cluster.primaryUrl })
  replica = new pg.Client({ connectionString: cluster.replicaUrl })
  await Promise.all([primary.connect(), replica.connect()])
})

afterAll(async () => {
  await Promise.all([primary?.end(), replica?.end()])
  // Payload leaves its pools open (and one client of each checked out for good): closed here,
  // without waiting for that client, before their servers stop.
  const adapter = payload?.db as unknown as { pool?: pg.Pool; drizzle?: { $replicas?: { $client: pg.Pool }[] } } | undefined
  const pools = [adapter?.pool, ...(adapter?.drizzle?.$replicas ?? []).map((replica) => replica.$client)].filter((pool) => pool !== undefined)
  for (const pool of pools) pool.on('error', () => {})
  for (const pool of pools) void pool.end().catch(() => {})
  await payload?.destroy()
  await cluster?.stop()
})

async function replicaCaughtUp() {
  const { rows } = await primary.query('select pg_current_wal_insert_lsn()::text as lsn')
  for (;;) {
    const answer = await replica.query('select pg_last_wal_replay_lsn() >= $1::pg_lsn as ok', [rows[0].lsn])
    if (answer.rows[0].ok) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** What each server logs from now on (statements with their parameters). */
function logsFromNow() {
  const start = { primary: readFileSync(cluster.logs.primary, 'utf8').length, replica: readFileSync(cluster.logs.replica, 'utf8').length }
  return () => ({
    primary: readFileSync(cluster.logs.primary, 'utf8').slice(start.primary),
    replica: readFileSync(cluster.logs.replica, 'utf8').slice(start.replica),
  })
}

const publish = (title: string) => payload.create({ collection: 'news', data: { title, cover, date: new Date().toISOString(), _status: 'published' } })
const visitorsRead = async (slug: string) =>
  (await findTranslated<{ id: number; title: string }>({ collection: 'news', locale: 'en', where: { slug: { equals: slug } } })).docs.map((doc) => doc.title)

describe('PostgreSQL read replicas', () => {
  it('runs a real streaming replica that refuses writes', async () => {
    expect((await replica.query('select pg_is_in_recovery() as standby')).rows[0].standby).toBe(true)
    await expect(replica.query('create table nope (x int)')).rejects.toThrow(/read-only/)
  })

  it('stores through the primary and serves published stories from the caught-up replica', async () => {
    const logs = logsFromNow()
    const story = await publish('Replica open day')
    expect(logs().primary).toMatch(/insert into "news"/)
    expect(logs().replica).not.toMatch(/insert into "news"/)

    await replicaCaughtUp()
    const read = logsFromNow()
    expect(await visitorsRead(story.slug!)).toEqual(['Replica open day'])
    // The story's query, with its slug as a parameter, ran on the replica only.
    expect(read().replica).toContain(`'${story.slug}'`)
    expect(read().primary).not.toContain(`'${story.slug}'`)
  })

  it('never reads stale while the replica lags: an edit, a staff reload, a sign-up, a scheduled publish', async () => {
    const story = await publish('Lag story before')
    await replicaCaughtUp()
    await replica.query('select pg_wal_replay_pause()')
    try {
      await payload.update({ collection: 'news', id: story.id, data: { title: 'Lag story after' } })
      const subscriber = await payload.create({
        collection: 'subscribers',
        data: { email: 'lag@example.uz', locale: 'uz', status: 'pending' },
        overrideAccess: true,
      })
      const draft = await payload.create({
        collection: 'news',
        draft: true,
        data: { title: 'Lag scheduled', cover, date: new Date().toISOString(), _status: 'draft' },
      })
      await payload.jobs.queue({
        task: 'schedulePublish',
        input: { type: 'publish', doc: { relationTo: 'news', value: draft.id } },
        waitUntil: new Date(Date.now() - 1000),
      })

      // The replica really is behind: read there, each of these would be wrong.
      expect((await replica.query('select title from news_locales where _parent_id = $1', [story.id])).rows[0].title).toBe('Lag story before')
      expect((await replica.query('select count(*)::int as n from subscribers where email = $1', ['lag@example.uz'])).rows[0].n).toBe(0)

      // Visitors after the edit (a page rendered again once the edit expired it):
      expect(await visitorsRead(story.slug!)).toEqual(['Lag story after'])
      // Staff reloading what they saved, and any other read outside the public data layer:
      expect((await payload.findByID({ collection: 'news', id: story.id, depth: 0 })).title).toBe('Lag story after')
      expect(
        (await payload.find({ collection: 'subscribers', where: { email: { equals: 'lag@example.uz' } }, overrideAccess: true })).docs.map((doc) => doc.id),
      ).toEqual([subscriber.id])
      // The job queue finds the job it was given and publishes once.
      await payload.jobs.run()
      expect(await visitorsRead(draft.slug!)).toEqual(['Lag scheduled'])
      const published = await primary.query(`select count(*)::int as n from _news_v where parent_id = $1 and version__status = 'published'`, [draft.id])
      expect(published.rows[0].n).toBe(1)
    } finally {
      await replica.query('select pg_wal_replay_resume()')
    }
    // Caught up again: visitors' reads go back to the replica.
    await replicaCaughtUp()
    const read = logsFromNow()
    expect(await visitorsRead(story.slug!)).toEqual(['Lag story after'])
    expect(read().replica).toContain(`'${story.slug}'`)
  })
})
