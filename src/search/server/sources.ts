// What of each public collection is searchable, and where its result links to. Only the
// collections listed here are ever indexed: applications, users and subscribers never are.
import type { CollectionSlug } from 'payload'

import { defaultLocale, type Locale, locales } from '@/i18n/locales'

import { richTextToPlain } from '@/lib/richText'

import type { SearchKind } from '../shared/kinds'

/** A field read with locale 'all': one value per language, or a plain value. */
type Localized<T> = Partial<Record<Locale, T | null>> | T | null | undefined
type Doc = Record<string, unknown> & { id: number | string; _status?: string | null }

export type SearchText = { title: string; excerpt: string; body: string }
export type IndexEntry = SearchText & {
  collection: SearchCollection
  docId: string
  locale: Locale
  kind: SearchKind
  url: string
  date: string | null
  image: string | null
}

type Source = {
  kind: SearchKind
  /** Collections with drafts: only the published version is searchable. */
  drafts: boolean
  /** The field whose presence in a language means the document is translated. */
  titleField: string
  /** The fields read: the text's, the slug, the date and the image (populated one level). */
  fields: string[]
  text: (value: <T>(field: Localized<T>) => T | undefined, doc: Doc) => SearchText
  url: (doc: Doc) => string
  date?: string
  image?: string
}

const str = (value: unknown) => (typeof value === 'string' ? value : '')
const lines = (...values: unknown[]) => values.map(str).filter(Boolean).join('\n')

export const SOURCES = {
  news: {
    kind: 'news',
    drafts: true,
    titleField: 'title',
    fields: ['title', 'slug', 'excerpt', 'body', 'date', 'cover'],
    text: (v, doc) => ({ title: str(v(doc.title)), excerpt: str(v(doc.excerpt)), body: richTextToPlain(v(doc.body)) }),
    url: (doc) => `/news/${str(doc.slug)}`,
    date: 'date',
    image: 'cover',
  },
  events: {
    kind: 'events',
    drafts: true,
    titleField: 'title',
    fields: ['title', 'slug', 'excerpt', 'place', 'body', 'startsAt', 'cover'],
    text: (v, doc) => ({ title: str(v(doc.title)), excerpt: lines(v(doc.excerpt), v(doc.place)), body: richTextToPlain(v(doc.body)) }),
    url: (doc) => `/events/${str(doc.slug)}`,
    date: 'startsAt',
    image: 'cover',
  },
  pages: {
    kind: 'pages',
    drafts: true,
    titleField: 'title',
    fields: ['title', 'bannerTitle', 'slug', 'body', 'bannerImage'],
    text: (v, doc) => {
      const title = str(v(doc.title))
      const banner = str(v(doc.bannerTitle))
      return { title: banner && banner !== title ? `${title} · ${banner}` : title, excerpt: '', body: richTextToPlain(v(doc.body)) }
    },
    url: (doc) => `/static/${str(doc.slug)}`,
    image: 'bannerImage',
  },
  faculties: {
    kind: 'study',
    drafts: false,
    titleField: 'name',
    fields: ['name', 'slug', 'summary', 'dean', 'description', 'image'],
    text: (v, doc) => ({ title: str(v(doc.name)), excerpt: lines(v(doc.summary), v(doc.dean)), body: richTextToPlain(v(doc.description)) }),
    url: (doc) => `/faculties/${str(doc.slug)}`,
    image: 'image',
  },
  programs: {
    kind: 'study',
    drafts: false,
    titleField: 'name',
    fields: ['name', 'slug', 'code', 'faculty', 'overview', 'outcomes', 'curriculum', 'requirements', 'careers'],
    text: (v, doc) => {
      const faculty = (doc.faculty && typeof doc.faculty === 'object' ? doc.faculty : {}) as Doc
      const body = [doc.overview, doc.outcomes, doc.curriculum, doc.requirements, doc.careers]
        .map((field) => richTextToPlain(v(field)))
        .filter(Boolean)
        .join('\n')
      return { title: str(v(doc.name)), excerpt: lines(doc.code, v(faculty.name)), body }
    },
    url: (doc) => {
      const faculty = doc.faculty && typeof doc.faculty === 'object' ? (doc.faculty as Doc) : null
      if (!faculty) return '/faculties'
      return doc.slug ? `/faculties/${str(faculty.slug)}/${str(doc.slug)}` : `/faculties/${str(faculty.slug)}`
    },
  },
  partners: {
    kind: 'partners',
    drafts: false,
    titleField: 'name',
    fields: ['name', 'slug', 'summary', 'country', 'description', 'logo'],
    text: (v, doc) => ({ title: str(v(doc.name)), excerpt: lines(v(doc.summary), v(doc.country)), body: richTextToPlain(v(doc.description)) }),
    url: (doc) => `/partners/${str(doc.slug)}`,
    image: 'logo',
  },
  clubs: {
    kind: 'clubs',
    drafts: false,
    titleField: 'name',
    fields: ['name', 'slug', 'schedule', 'description', 'image'],
    text: (v, doc) => ({ title: str(v(doc.name)), excerpt: str(v(doc.schedule)), body: str(v(doc.description)) }),
    url: (doc) => `/clubs#${str(doc.slug)}`,
    image: 'image',
  },
  team: {
    kind: 'people',
    drafts: false,
    titleField: 'name',
    fields: ['name', 'slug', 'position', 'bio', 'photo'],
    text: (v, doc) => ({ title: str(v(doc.name)), excerpt: str(v(doc.position)), body: richTextToPlain(v(doc.bio)) }),
    url: (doc) => `/team/${str(doc.slug)}`,
    image: 'photo',
  },
  members: {
    kind: 'people',
    drafts: false,
    titleField: 'name',
    fields: ['name', 'slug', 'role', 'bio', 'photo'],
    text: (v, doc) => ({ title: str(v(doc.name)), excerpt: str(v(doc.role)), body: richTextToPlain(v(doc.bio)) }),
    url: (doc) => `/team/${str(doc.slug)}`,
    image: 'photo',
  },
  galleries: {
    kind: 'galleries',
    drafts: false,
    titleField: 'title',
    fields: ['title', 'slug', 'videos', 'date', 'cover'],
    text: (v, doc) => {
      const videos = Array.isArray(doc.videos) ? (doc.videos as Doc[]) : []
      return {
        title: str(v(doc.title)),
        excerpt: '',
        body: videos
          .map((video) => str(v(video.title)))
          .filter(Boolean)
          .join(' · '),
      }
    },
    url: (doc) => `/gallery/${str(doc.slug)}`,
    date: 'date',
    image: 'cover',
  },
  documents: {
    kind: 'documents',
    drafts: false,
    titleField: 'title',
    fields: ['title', 'description', 'filename', 'date'],
    text: (v, doc) => ({ title: str(v(doc.title)), excerpt: str(v(doc.description)), body: '' }),
    url: (doc) => `/api/documents/file/${encodeURIComponent(str(doc.filename))}`,
    date: 'date',
  },
} satisfies Partial<Record<CollectionSlug, Source>>

export type SearchCollection = keyof typeof SOURCES
export const SEARCH_COLLECTIONS = Object.keys(SOURCES) as SearchCollection[]
export const isSearchCollection = (slug: string): slug is SearchCollection => slug in SOURCES

const isLocalized = (value: unknown): value is Partial<Record<Locale, unknown>> =>
  Boolean(value) &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  locales.some((locale) => locale in (value as object)) &&
  !('root' in (value as object))

/** The small image of a result: the upload's thumbnail, else the upload itself. */
function thumbnailOf(media: unknown): string | null {
  if (!media || typeof media !== 'object') return null
  const upload = media as { url?: string | null; sizes?: { thumb?: { url?: string | null } } }
  const url = upload.sizes?.thumb?.url || upload.url
  if (!url) return null
  return url.startsWith('/') ? url : new URL(url).pathname
}

/**
 * One entry per language for a document read with locale 'all'. As on the pages, a
 * document without its title in a language is shown there in English, whole.
 */
export function entriesOf(collection: SearchCollection, doc: Doc): IndexEntry[] {
  const source: Source = SOURCES[collection]
  const date = source.date ? str(doc[source.date]) || null : null
  const image = source.image ? thumbnailOf(doc[source.image]) : null
  const titles = doc[source.titleField] as Localized<string>
  return locales.map((locale) => {
    const translated = isLocalized(titles) ? Boolean(titles[locale]) : true
    const from: Locale = translated ? locale : defaultLocale
    const value = <T>(field: Localized<T>): T | undefined =>
      (isLocalized(field) ? ((field as Partial<Record<Locale, T>>)[from] ?? undefined) : (field ?? undefined)) as T | undefined
    return { collection, docId: String(doc.id), locale, kind: source.kind, url: source.url(doc), date, image, ...source.text(value, doc) }
  })
}

export const sourceOf = (collection: SearchCollection): Source => SOURCES[collection]

/** Payload's select and populate for reading a source: only what the index needs. */
export function readShape(collection: SearchCollection) {
  const source = sourceOf(collection)
  const select = Object.fromEntries([...source.fields, ...(source.drafts ? ['_status'] : [])].map((field) => [field, true]))
  return { select, populate: { media: { filename: true, url: true, sizes: true }, faculties: { name: true, slug: true } }, depth: 1 } as const
}
