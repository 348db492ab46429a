import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { dialect, testPayload } from '../helpers/payload'

let payload: Payload
let cover: number

beforeAll(async () => {
  payload = await testPayload()
  const data = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#663399' } })
    .png()
    .toBuffer()
  cover = (
    await payload.create({
      collection: 'media',
      data: { alt: 'Slug test cover' },
      file: { data, mimetype: 'image/png', name: 'slug-cover.png', size: data.length },
    })
  ).id
})

const story = (title: string, locale: 'en' | 'ru' | 'uz' = 'en') =>
  payload.create({ collection: 'news', locale, data: { title, date: new Date().toISOString(), cover, _status: 'published' } })

describe(`slugs on ${dialect()}`, () => {
  it('numbers a repeated title -2, -3 instead of refusing it', async () => {
    const slugs = []
    for (let i = 0; i < 3; i++) slugs.push((await story('Open day at the campus')).slug)
    expect(slugs).toEqual(['open-day-at-the-campus', 'open-day-at-the-campus-2', 'open-day-at-the-campus-3'])
  })

  it('numbers per collection: the same title in another collection keeps its plain slug', async () => {
    await story('Chess club')
    const club = await payload.create({ collection: 'clubs', data: { name: 'Chess club', image: cover } })
    expect(club.slug).toBe('chess-club')
  })

  it('gives a slug an editor typed that is taken the next number too', async () => {
    await story('Graduation ceremony')
    const typed = await payload.create({
      collection: 'news',
      data: { title: 'Another ceremony', slug: 'graduation-ceremony', date: new Date().toISOString(), cover, _status: 'published' },
    })
    expect(typed.slug).toBe('graduation-ceremony-2')
  })

  it('keeps a document’s own slug when it is saved again', async () => {
    const first = await story('Library hours')
    const again = await payload.update({ collection: 'news', id: first.id, data: { title: 'Library hours' } })
    expect(again.slug).toBe('library-hours')
  })

  it('gives titles saved at the same moment different slugs, each saved', async () => {
    const saved = await Promise.all([story('Sports day'), story('Sports day'), story('Sports day')])
    expect(saved.map((doc) => doc.slug).sort()).toEqual(['sports-day', 'sports-day-2', 'sports-day-3'])
    const stored = await payload.find({ collection: 'news', where: { slug: { like: 'sports-day' } }, pagination: false })
    expect(stored.totalDocs).toBe(3)
  })

  it('spells an Uzbek title by Uzbek rules and a Russian one by Russian rules', async () => {
    expect((await story('Хорижий тиллар ҳафталиги', 'uz')).slug).toBe('xorijiy-tillar-haftaligi')
    expect((await story('Химия и физика', 'ru')).slug).toBe('khimiya-i-fizika')
  })
})
