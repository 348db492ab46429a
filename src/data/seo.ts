import type { Media } from '@/payload-types'

import { type Image, toImage } from './images'

/** What an editor wrote for search engines and link previews, in one language (each part may be empty). */
export type Seo = { title: string | null; description: string | null; image: Image | null }

type MetaGroup = { title?: string | null; description?: string | null; image?: number | Media | null } | null | undefined

export const toSeo = (meta: MetaGroup): Seo => ({
  title: meta?.title?.trim() || null,
  description: meta?.description?.trim() || null,
  image: toImage(meta?.image),
})
