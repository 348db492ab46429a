// People's pages (/team/{slug}) on the real database: one address space for staff and council
// members, redirects when an address changes, and search results that lead to the person's page.
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { openReadConnection } from '@/database/connections'
import { redirectTable } from '@/redirects/table'
import { searchSite } from '@/search/server/search'
import { richText } from '@/seed/richText'

import { dialect, testPayload } from '../helpers/payload'

let payload: Payload
let photo: number

beforeAll(async () => {
  payload = await testPayload()
  const data = await sharp({ create: { width: 30, height: 40, channels: 3, background: '#775533' } })
    .png()
    .toBuffer()
  photo = (
    await payload.create({ collection: 'media', data: { alt: 'People test' }, file: { data, mimetype: 'image/png', name: 'people.png', size: data.length } })
  ).id
})

const staff = (name: string, extra: Record<string, unknown> = {}) =>
  payload.create({ collection: 'team', data: { name, position: 'Senior lecturer in statistics', photo, ...extra } })
const councilMember = (name: string, extra: Record<string, unknown> = {}) =>
  payload.create({ collection: 'members', data: { name, role: 'Member of the council', ...extra } })

describe(`people's pages on ${dialect()}`, () => {
  it('staff and council members never share an address: the later save takes the next free one, whichever kind it is', async () => {
    const first = await staff('Gavhar Qoraboyeva')
    expect(first.slug).toBe('gavhar-qoraboyeva')
    const namesake = await councilMember('Gavhar Qoraboyeva')
    expect(namesake.slug).toBe('gavhar-qoraboyeva-2')
    // A third of the name, on the staff again, skips both.
    expect((await staff('Gavhar Qoraboyeva')).slug).toBe('gavhar-qoraboyeva-3')
    // An address typed by hand that the other kind has is moved on too.
    expect((await councilMember('Someone Else', { slug: 'gavhar-qoraboyeva' })).slug).toBe('gavhar-qoraboyeva-4')
    // Saving a person again keeps their address.
    expect((await payload.update({ collection: 'members', id: namesake.id, data: { role: 'Secretary' } })).slug).toBe('gavhar-qoraboyeva-2')
  })

  it('a changed address redirects to the person, in every language, for staff and council members alike', async () => {
    const lecturer = await staff('Timur Aliqulov')
    await payload.update({ collection: 'team', id: lecturer.id, data: { slug: 'timur-aliqulov-phd' } })
    const member = await councilMember('Sitora Yodgorova')
    await payload.update({ collection: 'members', id: member.id, data: { slug: 'sitora-yodgorova-council' } })
    const reader = openReadConnection()
    try {
      const table = redirectTable(reader)
      expect(await table.find('/team/timur-aliqulov')).toEqual({ location: '/team/timur-aliqulov-phd', status: 301 })
      expect(await table.find('/uz/team/timur-aliqulov')).toEqual({ location: '/uz/team/timur-aliqulov-phd', status: 301 })
      expect(await table.find('/ru/team/sitora-yodgorova')).toEqual({ location: '/ru/team/sitora-yodgorova-council', status: 301 })
    } finally {
      await reader.close()
    }
    // A council member's address is a page: an editor's redirect may not hide it.
    await expect(
      payload.create({
        collection: 'redirects',
        data: { from: '/team/sitora-yodgorova-council', locale: 'all', toType: 'path', toPath: '/team', status: '301' },
      }),
    ).rejects.toThrow()
  })

  it('search finds a person by name, position and biography and leads to their page', async () => {
    const doc = await staff('Oydin Safarova', { position: 'Professor of hydrology', bio: richText('She maps the glaciers feeding the Zarafshan river.') })
    await payload.update({ collection: 'team', id: doc.id, locale: 'ru', data: { name: 'Ойдин Сафарова', position: 'Профессор гидрологии' } })
    const member = await councilMember('Bahrom Ortiqov', { bio: richText('Chairs the committee on dormitories.') })
    const db = openReadConnection()
    try {
      for (const query of ['Safarova', 'hydrology', 'glaciers']) {
        const { results } = await searchSite(db, { locale: 'en', query, kind: 'people' })
        expect(results[0]?.url, query).toBe('/team/oydin-safarova')
      }
      expect((await searchSite(db, { locale: 'ru', query: 'гидрологии', kind: 'people' })).results[0]?.url).toBe('/ru/team/oydin-safarova')
      expect((await searchSite(db, { locale: 'uz', query: 'Safarova', kind: 'people' })).results[0]?.url).toBe('/uz/team/oydin-safarova')
      expect((await searchSite(db, { locale: 'en', query: 'dormitories', kind: 'people' })).results[0]?.url).toBe(`/team/${member.slug}`)
    } finally {
      await db.close()
    }
  })
})
