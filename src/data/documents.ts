import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Where } from 'payload'
import { cache } from 'react'

import { TAGS } from '@/cache/tags'
import { DOCUMENT_CATEGORIES, DOCUMENT_TYPES } from '@/collections/documentKinds'
import type { Locale } from '@/i18n/locales'
import type { Document } from '@/payload-types'

import { sitePath } from './images'
import { findTranslated } from './translated'

export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number]
export type PublicDocument = {
  id: number
  title: string
  description: string | null
  category: DocumentCategory
  date: string
  url: string
  /** PDF, DOCX, XLSX… */
  kind: string
  bytes: number
  /** Opens in the browser (PDF) rather than downloading. */
  opens: boolean
  untranslated: boolean
}

export const isDocumentCategory = (value: unknown): value is DocumentCategory =>
  typeof value === 'string' && (DOCUMENT_CATEGORIES as readonly string[]).includes(value)

const toPublicDocument = (doc: Document & { untranslated: boolean }): PublicDocument => ({
  id: doc.id,
  title: doc.title,
  description: doc.description ?? null,
  category: isDocumentCategory(doc.category) ? doc.category : 'other',
  date: doc.date,
  url: sitePath(doc.url ?? `/api/documents/file/${encodeURIComponent(doc.filename ?? '')}`),
  kind: DOCUMENT_TYPES[doc.mimeType ?? ''] ?? (doc.filename?.split('.').pop() ?? '').toUpperCase(),
  bytes: doc.filesize ?? 0,
  opens: doc.mimeType === 'application/pdf',
  untranslated: doc.untranslated,
})

/** The documents of one category (or all), newest first, whose title contains the words typed. */
export const listDocuments = cache((locale: Locale, category: DocumentCategory | null, query: string) =>
  unstable_cache(
    async (): Promise<PublicDocument[]> => {
      const words = query.trim().split(/\s+/).filter(Boolean).slice(0, 8)
      const where: Where = { and: [...(category ? [{ category: { equals: category } }] : []), ...words.map((word) => ({ title: { like: word } }))] }
      const { docs } = await findTranslated<Document>({ collection: 'documents', locale, where, sort: '-date', limit: 500, depth: 0 })
      return docs.map(toPublicDocument)
    },
    ['documents', locale, category ?? '', query.trim().toLowerCase()],
    { tags: [TAGS.documents] },
  )(),
)
