import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { TAGS } from '@/cache/tags'
import type { Locale } from '@/i18n/locales'
import type { News } from '@/payload-types'

import { formatDate } from '@/lib/dates'

import { type Image, toImage, toImages } from './images'
import { isPreview } from './preview'
import { findTranslated } from './translated'

export const NEWS_PAGE_SIZE = 9

export type NewsCard = {
  slug: string
  title: string
  date: string
  /** The date as the visitor reads it, formatted on the server (browsers differ in Uzbek). */
  dateText: string
  excerpt: string | null
  cover: Image | null
  untranslated: boolean
}

export type NewsDetail = NewsCard & { body: News['body']; gallery: Image[]; updatedAt: string; inEnglish: string[] }

const toCard = (doc: News & { untranslated: boolean }, locale: Locale): NewsCard => ({
  slug: doc.slug ?? '',
  title: doc.title,
  date: doc.date,
  dateText: formatDate(locale, doc.date),
  excerpt: doc.excerpt ?? null,
  cover: toImage(doc.cover),
  untranslated: doc.untranslated,
})

/** One page of the news list, newest first. */
export const listNews = cache((locale: Locale, page = 1, limit = NEWS_PAGE_SIZE) =>
  unstable_cache(
    async () => {
      const result = await findTranslated<News>({ collection: 'news', locale, sort: '-date', page, limit })
      return { items: result.docs.map((doc) => toCard(doc, locale)), total: result.totalDocs, hasMore: result.hasNextPage }
    },
    ['news-list', locale, String(page), String(limit)],
    { tags: [TAGS.news] },
  )(),
)

async function loadNewsItem(locale: Locale, slug: string, draft: boolean): Promise<NewsDetail | null> {
  const { docs } = await findTranslated<News>({ collection: 'news', locale, where: { slug: { equals: slug } }, limit: 1, draft })
  const doc = docs[0]
  if (!doc) return null
  return { ...toCard(doc, locale), body: doc.body ?? null, gallery: toImages(doc.gallery), updatedAt: doc.updatedAt, inEnglish: doc.inEnglish }
}

export const findNewsBySlug = cache(async (locale: Locale, slug: string) =>
  (await isPreview())
    ? loadNewsItem(locale, slug, true)
    : unstable_cache(() => loadNewsItem(locale, slug, false), ['news-item', locale, slug], { tags: [TAGS.news, TAGS.newsItem(slug)] })(),
)
