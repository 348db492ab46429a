import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { findTrail, toMenuTree } from '@/data/menuTree'
import type { Menu } from '@/payload-types'

import { dialect, testPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const tree = {
  items: [
    {
      title: 'University',
      slug: 'university',
      children: [
        { title: 'About', slug: 'about' },
        { title: 'Structure', slug: 'structure', grandchildren: [{ title: 'Rectorate', slug: 'rectorate' }] },
      ],
    },
    { title: 'News', slug: 'news', path: '/news' },
  ],
}

describe(`menu tree on ${dialect()}`, () => {
  it('stores three levels in order and translates titles in place, falling back to English', async () => {
    const en = (await payload.updateGlobal({ slug: 'menu', locale: 'en', data: tree })) as Menu
    const items = en.items ?? []
    const second = items[0].children ?? []
    const third = second[1].grandchildren ?? []
    await payload.updateGlobal({
      slug: 'menu',
      locale: 'ru',
      data: {
        items: [
          {
            id: items[0].id,
            title: 'Университет',
            slug: 'university',
            children: [
              { id: second[0].id, title: 'Об университете', slug: 'about' },
              { id: second[1].id, title: 'Структура', slug: 'structure', grandchildren: [{ id: third[0].id, title: 'Ректорат', slug: 'rectorate' }] },
            ],
          },
          { id: items[1].id, title: 'Новости', slug: 'news', path: '/news' },
        ],
      },
    })

    const read = async (locale: 'en' | 'ru' | 'uz') => toMenuTree(((await payload.findGlobal({ slug: 'menu', locale })) as Menu).items)

    const ruTree = await read('ru')
    expect(ruTree.map((i) => i.title)).toEqual(['Университет', 'Новости'])
    expect(ruTree[0].children.map((i) => i.title)).toEqual(['Об университете', 'Структура'])
    expect(ruTree[0].children[1].children[0].title).toBe('Ректорат')

    const uzTree = await read('uz')
    expect(uzTree[0].children[1].children[0].title).toBe('Rectorate')

    const enTree = await read('en')
    expect(enTree[0].title).toBe('University')
    expect(findTrail(enTree, 'rectorate').map((i) => i.slug)).toEqual(['university', 'structure', 'rectorate'])
  })

  it('links leaves to their path override or to /static/{slug}, and parents to nothing', async () => {
    const menu = toMenuTree(((await payload.findGlobal({ slug: 'menu', locale: 'en' })) as Menu).items)
    expect(menu[0].href).toBeNull()
    expect(menu[0].children[0].href).toBe('/static/about')
    expect(menu[1].href).toBe('/news')
  })

  it('rejects a slug that would make a broken address', async () => {
    await expect(payload.updateGlobal({ slug: 'menu', locale: 'en', data: { items: [{ title: 'Bad', slug: 'Not A Slug' }] } })).rejects.toThrow()
  })
})
