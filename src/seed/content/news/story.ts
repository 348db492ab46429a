// The shape of one demo news story: its texts per language (a language left out shows the
// English text with a notice), and pictures named by their place in the seed's scene images.
import type { Locale } from '@/i18n/locales'

import type { L } from '../../localized'

export type SeedStory = {
  slug: string
  faculty?: string
  category: string
  daysAgo: number
  /** The cover: an index into the seed's scene images. */
  image: number
  /** More scene images, shown under the text. */
  gallery?: number[]
  title: Partial<L>
  excerpt: Partial<L>
  /** One block a string, as src/seed/richText.ts reads them ("## " subheading, "> " quotation, "- " list item). */
  body: Partial<Record<Locale, string[]>>
}
