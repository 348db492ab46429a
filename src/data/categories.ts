import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { TAGS } from '@/cache/tags'
import type { CategoryKind } from '@/collections/Categories'
import type { Locale } from '@/i18n/locales'
import type { Category as CategoryDoc } from '@/payload-types'

import { findTranslated } from './translated'

export type Category = { id: number; slug: string; title: string }

/** The categories of news or of events, in the editors' order (untranslated ones in English). */
export const listCategories = cache((locale: Locale, kind: CategoryKind) =>
  unstable_cache(
    async (): Promise<Category[]> => {
      const { docs } = await findTranslated<CategoryDoc>({
        collection: 'categories',
        locale,
        where: { kind: { equals: kind } },
        sort: 'order',
        limit: 200,
        depth: 0,
      })
      return docs.map((doc) => ({ id: doc.id, slug: doc.slug ?? '', title: doc.title }))
    },
    ['categories', locale, kind],
    { tags: [TAGS.categories] },
  )(),
)

/** The category a card shows, from the document's relation (an id, or the populated category). */
export function categoryOf(list: Category[], value: number | { id: number } | null | undefined): Category | null {
  const id = typeof value === 'number' ? value : value?.id
  return list.find((category) => category.id === id) ?? null
}
