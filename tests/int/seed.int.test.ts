import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { seed } from '@/seed'
import { seedPages } from '@/seed/content/pages'

import { dialect, testPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe(`demo content on ${dialect()}`, () => {
  it('fills settings, a three-level menu and the static pages in three languages, and a second run changes nothing', async () => {
    await seed(payload)
    const counts = async () => ({
      media: (await payload.count({ collection: 'media' })).totalDocs,
      pages: (await payload.count({ collection: 'pages' })).totalDocs,
    })
    const first = await counts()
    expect(first.pages).toBe(seedPages.length)
    await seed(payload)
    expect(await counts()).toEqual(first)

    const ru = await payload.findGlobal({ slug: 'settings', locale: 'ru' })
    expect(ru.siteTitle).toBe('Университет Регистан')
    const menu = await payload.findGlobal({ slug: 'menu', locale: 'uz' })
    const structure = menu.items?.[0].children?.find((item) => item.slug === 'structure')
    expect(structure?.grandchildren?.map((item) => item.title)).toEqual(['Rektorat', 'Kafedralar'])
    const page = await payload.find({ collection: 'pages', where: { slug: { equals: 'library' } }, locale: 'uz' })
    expect(page.docs[0].title).toBe('Kutubxona')
  })
})
