// Which events the lists, the home page and the calendar feed show at a given moment: the
// queries of src/lib/eventTimes.ts run on the real database (both dialects).
import type { Payload, Where } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { pastWhere, startsInMonth, upcomingWhere } from '@/lib/eventTimes'

import { dialect, testPayload } from '../helpers/payload'

let payload: Payload
let cover: number
let talks: number
const HOUR = 3600 * 1000
// A fixed "now" in the middle of a campus month keeps the month checks independent of the clock.
const now = new Date('2031-05-15T07:00:00.000Z')
const at = (hours: number) => new Date(now.getTime() + hours * HOUR).toISOString()

async function event(slug: string, startsAt: string, endsAt: string | null, category?: number) {
  await payload.create({
    collection: 'events',
    data: { title: slug, slug, startsAt, endsAt, cover, category, _status: 'published' },
    context: { skipRevalidate: true },
  })
}

const slugs = async (where: Where, sort: string) =>
  (await payload.find({ collection: 'events', where: { and: [where, { slug: { like: 'lists-' } }] }, sort, overrideAccess: false, limit: 50 })).docs.map(
    (doc) => doc.slug,
  )

beforeAll(async () => {
  payload = await testPayload()
  const data = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
    .png()
    .toBuffer()
  cover = (
    await payload.create({ collection: 'media', data: { alt: 'Test cover' }, file: { data, mimetype: 'image/png', name: 'cover.png', size: data.length } })
  ).id
  talks = (await payload.create({ collection: 'categories', data: { title: 'Talks', slug: 'lists-talks', kind: 'events' } })).id
  await event('lists-ended-yesterday', at(-26), at(-24), talks)
  await event('lists-under-way', at(-1.5), at(2))
  await event('lists-tomorrow', at(24), at(26), talks)
  await event('lists-next-week', at(24 * 7), null)
  await event('lists-no-end-started-an-hour-ago', at(-1), null)
  await event('lists-no-end-started-three-hours-ago', at(-3), null)
  // Campus midnight (UTC+5) at the end of May: 31 May 19:00 UTC is already 1 June on campus.
  await event('lists-first-of-june-on-campus', '2031-05-31T19:30:00.000Z', null)
})

describe(`event lists on ${dialect()}`, () => {
  it('lists what is not over yet, soonest first, including events under way', async () => {
    expect(await slugs(upcomingWhere(now), 'startsAt')).toEqual([
      'lists-under-way',
      'lists-no-end-started-an-hour-ago',
      'lists-tomorrow',
      'lists-next-week',
      'lists-first-of-june-on-campus',
    ])
  })

  it('puts what is over in the archive, latest first (an event with no end lasts two hours)', async () => {
    expect(await slugs(pastWhere(now), '-startsAt')).toEqual(['lists-no-end-started-three-hours-ago', 'lists-ended-yesterday'])
  })

  it('moves an event to the archive the moment it ends, with no one saving it', async () => {
    const later = new Date(now.getTime() + 2 * HOUR + 1000)
    expect(await slugs(upcomingWhere(later), 'startsAt')).not.toContain('lists-under-way')
    expect(await slugs(pastWhere(later), '-startsAt')).toContain('lists-under-way')
  })

  it('filters by campus month and by category', async () => {
    expect(await slugs({ and: [upcomingWhere(now), startsInMonth('2031-06')] }, 'startsAt')).toEqual(['lists-first-of-june-on-campus'])
    expect(await slugs({ and: [upcomingWhere(now), startsInMonth('2031-05')] }, 'startsAt')).not.toContain('lists-first-of-june-on-campus')
    expect(await slugs({ and: [upcomingWhere(now), { category: { equals: talks } }] }, 'startsAt')).toEqual(['lists-tomorrow'])
    expect(await slugs({ and: [pastWhere(now), { category: { equals: talks } }] }, '-startsAt')).toEqual(['lists-ended-yesterday'])
  })

  it('offers an events category only to events', async () => {
    const news = await payload.create({ collection: 'categories', data: { title: 'Research', slug: 'lists-research', kind: 'news' } })
    const refused = await payload
      .create({
        collection: 'events',
        data: { title: 'Wrong category', startsAt: at(5), cover, category: news.id, _status: 'published' },
        context: { skipRevalidate: true },
      })
      .then(
        () => 'accepted',
        (error: Error) => error.message,
      )
    expect(refused).not.toBe('accepted')
  })
})
