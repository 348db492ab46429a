import 'server-only'

import type { CollectionSlug, Where } from 'payload'

import { defaultLocale, type Locale } from '@/i18n/locales'

import { getPayloadClient } from './payload'

export type Translated<T> = T & {
  /** True when the document has no text in the visitor's language and is shown in English. */
  untranslated: boolean
}

type FindArgs = {
  collection: CollectionSlug
  locale: Locale
  where?: Where
  sort?: string
  limit?: number
  page?: number
  depth?: number
  /** The localized field whose presence means "translated". */
  titleField?: string
  /** Read the latest drafts (preview by signed-in staff only). */
  draft?: boolean
}

/**
 * Finds published documents in the visitor's language. A document without a translation is
 * read in English as a whole and flagged, so a page never mixes two languages silently.
 */
export async function findTranslated<T extends { id: number | string }>({
  collection,
  locale,
  where,
  sort,
  limit = 10,
  page = 1,
  depth = 1,
  titleField = 'title',
  draft = false,
}: FindArgs) {
  const access = draft ? { draft: true, overrideAccess: true } : { draft: false, overrideAccess: false }
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection,
    locale,
    fallbackLocale: false,
    where,
    sort,
    limit,
    page,
    depth,
    ...access,
  })
  const docs = result.docs as unknown as T[]
  const missing = locale === defaultLocale ? [] : docs.filter((doc) => !(doc as Record<string, unknown>)[titleField])
  const english = new Map<T['id'], T>()
  if (missing.length) {
    const fallback = await payload.find({
      collection,
      locale: defaultLocale,
      where: { id: { in: missing.map((doc) => doc.id) } },
      limit: missing.length,
      depth,
      ...access,
    })
    for (const doc of fallback.docs as unknown as T[]) english.set(doc.id, doc)
  }
  return {
    docs: docs.map((doc): Translated<T> => {
      const replacement = english.get(doc.id)
      return replacement ? { ...replacement, untranslated: true } : { ...doc, untranslated: false }
    }),
    totalDocs: result.totalDocs,
    hasNextPage: result.hasNextPage,
    totalPages: result.totalPages,
    page: result.page ?? page,
  }
}
