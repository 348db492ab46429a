import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { TAGS } from '@/cache/tags'
import type { Locale } from '@/i18n/locales'
import type { News } from '@/payload-types'
import type { Where } from 'payload'

import { campusClock, campusMoment, formatDate } from '@/lib/dates'

import { type Image, toImage } from './images'
import type { Seo } from './seo'
import { type Category, categoryOf, listCategories } from './categories'
import { getPayloadClient } from './payload'
import { isPreview } from './preview'
import { findStory, storyPage } from './stories'
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
  category: Category | null
  untranslated: boolean
}

export type NewsDetail = NewsCard & { body: News['body']; gallery: Image[]; updatedAt: string; inEnglish: string[]; seo: Seo }

export type NewsPage = { items: NewsCard[]; total: number; pages: number; hasMore: boolean }

const toCard = (doc: News & { untranslated: boolean }, locale: Locale, categories: Category[]): NewsCard => ({
  slug: doc.slug ?? '',
  title: doc.title,
  date: doc.date,
  dateText: formatDate(locale, doc.date),
  excerpt: doc.excerpt ?? null,
  cover: toImage(doc.cover),
  category: categoryOf(categories, doc.category),
  untranslated: doc.untranslated,
})

/** The first and the last year the news list offers as an archive (a typed address outside is a 404). */
export const NEWS_YEARS = { first: 2000, last: 2100 }

/** News dated in that campus year. */
const inYear = (year: number): Where => ({
  and: [{ date: { greater_than_equal: campusMoment(year, 0).toISOString() } }, { date: { less_than: campusMoment(year + 1, 0).toISOString() } }],
})

/** One page of the news list, newest first; of one category and one year when given. */
export const listNews = cache((locale: Locale, page = 1, limit = NEWS_PAGE_SIZE, categoryId: number | null = null, year: number | null = null) =>
  unstable_cache(
    async (): Promise<NewsPage> => {
      const where: Where = { and: [...(categoryId ? [{ category: { equals: categoryId } }] : []), ...(year ? [inYear(year)] : [])] }
      const [result, categories] = await Promise.all([
        findTranslated<News>({ collection: 'news', locale, where, sort: '-date', page, limit }),
        listCategories(locale, 'news'),
      ])
      return {
        items: result.docs.map((doc) => toCard(doc, locale, categories)),
        total: result.totalDocs,
        pages: result.totalPages,
        hasMore: result.hasNextPage,
      }
    },
    ['news-list', locale, String(page), String(limit), String(categoryId ?? ''), String(year ?? '')],
    { tags: [TAGS.news, TAGS.categories] },
  )(),
)

/** A faculty's latest news (its page's section). */
export const listFacultyNews = cache((locale: Locale, facultyId: number, limit = 3) =>
  unstable_cache(
    async (): Promise<NewsCard[]> => {
      const [result, categories] = await Promise.all([
        findTranslated<News>({ collection: 'news', locale, where: { faculty: { equals: facultyId } }, sort: '-date', limit }),
        listCategories(locale, 'news'),
      ])
      return result.docs.map((doc) => toCard(doc, locale, categories))
    },
    ['faculty-news', locale, String(facultyId), String(limit)],
    { tags: [TAGS.news, TAGS.categories] },
  )(),
)

/** The campus years that have news, latest first (the archive's links). */
export const listNewsYears = unstable_cache(
  async (): Promise<number[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'news', select: { date: true }, depth: 0, draft: false, overrideAccess: false, pagination: false })
    const years = new Set(docs.map((doc) => campusClock(doc.date).getUTCFullYear()))
    return [...years].sort((a, b) => b - a)
  },
  ['news-years'],
  { tags: [TAGS.news] },
)

async function loadNewsItem(locale: Locale, slug: string, draft: boolean): Promise<NewsDetail | null> {
  const found = await findStory('news', locale, slug, draft)
  if (!found) return null
  const { doc, categories } = found
  return { ...toCard(doc, locale, categories), ...storyPage(doc) }
}

export const findNewsBySlug = cache(async (locale: Locale, slug: string) =>
  (await isPreview())
    ? loadNewsItem(locale, slug, true)
    : unstable_cache(() => loadNewsItem(locale, slug, false), ['news-item', locale, slug], { tags: [TAGS.news, TAGS.newsItem(slug), TAGS.categories] })(),
)
