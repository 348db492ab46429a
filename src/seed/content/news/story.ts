// The shape of one demo news story: its texts per language (a language left out shows the
// English text with a notice); its pictures are chosen by its slug (src/seed/art/choices.ts).
import type { Locale } from '@/i18n/locales'

import type { L } from '../../localized'

export type SeedStory = {
  slug: string
  faculty?: string
  category: string
  daysAgo: number
  /** How many pictures its gallery shows under the text (src/seed/art/choices.ts draws the cover and them). */
  gallery?: number
  title: Partial<L>
  excerpt: Partial<L>
  /** One block a string, as src/seed/richText.ts reads them ("## " subheading, "> " quotation, "- " list item). */
  body: Partial<Record<Locale, string[]>>
}
