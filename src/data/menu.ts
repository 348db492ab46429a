import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { TAGS } from '@/cache/tags'
import type { Locale } from '@/i18n/locales'
import type { Menu } from '@/payload-types'

import { getPayloadClient } from './payload'
import { listFaculties } from './faculties'
import { listUnder, type MenuItem, toMenuTree } from './menuTree'

const loadMenu = unstable_cache(
  async (locale: Locale): Promise<MenuItem[]> => {
    const payload = await getPayloadClient()
    const doc: Menu = await payload.findGlobal({ slug: 'menu', locale, depth: 0, overrideAccess: false })
    return toMenuTree(doc.items)
  },
  ['menu'],
  { tags: [TAGS.menu] },
)

export const getMenu = cache(loadMenu)

/** The full-screen menu's tree: the menu, with every faculty listed under the item that links to /faculties. */
export const getFullMenu = cache(async (locale: Locale): Promise<MenuItem[]> => {
  const [menu, faculties] = await Promise.all([getMenu(locale), listFaculties(locale)])
  const listed = faculties.map(
    (faculty): MenuItem => ({
      id: `faculty-${faculty.id}`,
      title: faculty.name,
      slug: faculty.slug,
      href: `/faculties/${faculty.slug}`,
      group: null,
      hasCategory: false,
      children: [],
    }),
  )
  return listUnder(menu, '/faculties', listed)
})
