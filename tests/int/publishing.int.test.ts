import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { dialect, testPayload } from '../helpers/payload'

let payload: Payload
let cover: number

beforeAll(async () => {
  payload = await testPayload()
  const data = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
    .png()
    .toBuffer()
  cover = (
    await payload.create({ collection: 'media', data: { alt: 'Test cover' }, file: { data, mimetype: 'image/png', name: 'cover.png', size: data.length } })
  ).id
})

const visibleToVisitors = async (slug: string) =>
  (await payload.find({ collection: 'news', where: { slug: { equals: slug } }, overrideAccess: false, draft: false })).totalDocs

describe(`drafts and scheduled publishing on ${dialect()}`, () => {
  it('keeps a draft away from visitors and gives it a slug from a Cyrillic title', async () => {
    const draft = await payload.create({
      collection: 'news',
      locale: 'ru',
      draft: true,
      data: { title: 'Черновик о приёме', date: new Date().toISOString(), cover, _status: 'draft' },
    })
    expect(draft.slug).toBe('chernovik-o-priyome')
    expect(await visibleToVisitors('chernovik-o-priyome')).toBe(0)
  })

  it('publishes a scheduled story when its time has come, and not before', async () => {
    const later = await payload.create({
      collection: 'news',
      draft: true,
      data: { title: 'Scheduled later', date: new Date().toISOString(), cover, _status: 'draft' },
    })
    const due = await payload.create({
      collection: 'news',
      draft: true,
      data: { title: 'Scheduled now', date: new Date().toISOString(), cover, _status: 'draft' },
    })
    const schedule = (id: number, waitUntil: Date) =>
      payload.jobs.queue({ task: 'schedulePublish', input: { type: 'publish', doc: { relationTo: 'news', value: id } }, waitUntil })
    await schedule(later.id, new Date(Date.now() + 3600_000))
    await schedule(due.id, new Date(Date.now() - 1000))

    await payload.jobs.run()

    expect(await visibleToVisitors('scheduled-now')).toBe(1)
    expect(await visibleToVisitors('scheduled-later')).toBe(0)
  })

  it('refuses an image without alternative text', async () => {
    const data = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer()
    await expect(
      payload.create({ collection: 'media', data: {} as never, file: { data, mimetype: 'image/png', name: 'no-alt.png', size: data.length } }),
    ).rejects.toThrow(/alt/i)
  })

  it('makes responsive sizes of every upload', async () => {
    const media = await payload.findByID({ collection: 'media', id: cover })
    expect(media.mimeType).toBe('image/webp')
    expect(Object.keys(media.sizes ?? {})).toEqual(expect.arrayContaining(['thumb', 'card', 'wide']))
  })
})
