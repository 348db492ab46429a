import 'server-only'

import type { CollectionSlug, Where } from 'payload'

import { defaultLocale, type Locale } from '@/i18n/locales'

import { readFromReplica } from '@/database/replicas'

import { getPayloadClient } from './payload'

export type Translated<T> = T & {
  /** True when the document has no text in the visitor's language and is shown in English. */
  untranslated: boolean
  /**
   * The localized fields shown in English because they are empty in the visitor's language
   * (a translated title with an untranslated body, say); every localized field when `untranslated`.
   */
  inEnglish: string[]
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

/** True for a value an editor has not filled in: nothing, blank text, an empty list or rich text without text. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  if (typeof value === 'object' && 'root' in value) return !hasText((value as { root: unknown }).root)
  return false
}

function hasText(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false
  const { text, children, type } = node as { text?: unknown; children?: unknown[]; type?: string }
  if (typeof text === 'string' && text.trim() !== '') return true
  // Images, uploads, relationships and blocks carry content without text.
  if (type && !['root', 'paragraph', 'text', 'linebreak', 'heading', 'list', 'listitem', 'quote'].includes(type)) return true
  return Array.isArray(children) && children.some(hasText)
}

/**
 * Finds published documents in the visitor's language. A document without a translation is
 * read in English as a whole and flagged, so a page never mixes two languages silently; a
 * translated one whose other fields are partly empty in this language shows those fields in
 * English, named in `inEnglish` so the page can say so.
 * Published content may come from a read replica that has caught up; staff previews of drafts
 * read the primary.
 */
export async function findTranslated<T extends { id: number | string }>(args: FindArgs) {
  await getPayloadClient()
  return args.draft ? findInLocale<T>(args) : readFromReplica(() => findInLocale<T>(args))
}

async function findInLocale<T extends { id: number | string }>({
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
  const localized = payload.collections[collection].config.flattenedFields.filter((field) => 'localized' in field && field.localized).map((field) => field.name)
  const emptyFields = (doc: T) => localized.filter((name) => isEmptyValue((doc as Record<string, unknown>)[name]))
  const gaps = new Map(locale === defaultLocale ? [] : docs.map((doc) => [doc.id, emptyFields(doc)] as const).filter(([, empty]) => empty.length > 0))
  const english = new Map<T['id'], T>()
  if (gaps.size) {
    const fallback = await payload.find({
      collection,
      locale: defaultLocale,
      where: { id: { in: [...gaps.keys()] } },
      limit: gaps.size,
      depth,
      ...access,
    })
    for (const doc of fallback.docs as unknown as T[]) english.set(doc.id, doc)
  }
  return {
    docs: docs.map((doc): Translated<T> => {
      const replacement = english.get(doc.id)
      if (!replacement) return { ...doc, untranslated: false, inEnglish: [] }
      if (!(doc as Record<string, unknown>)[titleField]) return { ...replacement, untranslated: true, inEnglish: localized }
      // Translated, with gaps: each empty field from English, where English has it.
      const filled = (gaps.get(doc.id) ?? []).filter((name) => !isEmptyValue((replacement as Record<string, unknown>)[name]))
      const merged = { ...doc } as Record<string, unknown>
      for (const name of filled) merged[name] = (replacement as Record<string, unknown>)[name]
      return { ...(merged as T), untranslated: false, inEnglish: filled }
    }),
    totalDocs: result.totalDocs,
    hasNextPage: result.hasNextPage,
    totalPages: result.totalPages,
    page: result.page ?? page,
  }
}
