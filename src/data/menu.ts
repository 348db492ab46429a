import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { TAGS } from '@/cache/tags'
import type { Locale } from '@/i18n/locales'
import type { Menu } from '@/payload-types'

import { getPayloadClient } from './payload'
import { type MenuItem, toMenuTree } from './menuTree'

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
