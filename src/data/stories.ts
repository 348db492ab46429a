import 'server-only'
// What a news item's page and an event's page read alike (news.ts, events.ts): the document at
// its address with the categories its card names, and the page's fields beyond the card.
import type { Event, News } from '@/payload-types'
import type { Locale } from '@/i18n/locales'

import { type Category, listCategories } from './categories'
import { toImages } from './images'
import { toSeo } from './seo'
import { findTranslated, type Translated } from './translated'

type StoryKinds = { news: News; events: Event }

/** The published document (or the latest draft, for a preview) at this address, or null. */
export async function findStory<K extends keyof StoryKinds>(
  collection: K,
  locale: Locale,
  slug: string,
  draft: boolean,
): Promise<{ doc: Translated<StoryKinds[K]>; categories: Category[] } | null> {
  const [{ docs }, categories] = await Promise.all([
    findTranslated<StoryKinds[K]>({ collection, locale, where: { slug: { equals: slug } }, limit: 1, draft }),
    listCategories(locale, collection),
  ])
  const doc = docs[0]
  return doc ? { doc, categories } : null
}

/** The text, its photos, the last change, the fields shown in English and the search snippet. */
export const storyPage = <T extends News | Event>(doc: Translated<T>) => ({
  body: (doc.body ?? null) as T['body'],
  gallery: toImages(doc.gallery),
  updatedAt: doc.updatedAt,
  inEnglish: doc.inEnglish,
  seo: toSeo(doc.meta),
})
