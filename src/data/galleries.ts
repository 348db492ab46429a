import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { TAGS } from '@/cache/tags'
import type { Locale } from '@/i18n/locales'
import { parseVideoUrl, type Video } from '@/lib/video'
import type { Gallery } from '@/payload-types'

import { type Image, toImage, toImages } from './images'
import { type Seo, toSeo } from './seo'
import { findTranslated } from './translated'

export type GalleryCard = { slug: string; title: string; kind: 'photo' | 'video'; date: string; cover: Image | null; count: number; untranslated: boolean }
export type GalleryDetail = GalleryCard & { photos: Image[]; videos: (Video & { title: string })[]; seo: Seo }

const toCard = (doc: Gallery & { untranslated: boolean }): GalleryCard => ({
  slug: doc.slug ?? '',
  title: doc.title,
  kind: doc.kind,
  date: doc.date,
  cover: toImage(doc.cover),
  count: doc.kind === 'video' ? (doc.videos?.length ?? 0) : (doc.photos?.length ?? 0),
  untranslated: doc.untranslated,
})

export const listGalleries = cache(
  unstable_cache(
    async (locale: Locale) => {
      const { docs } = await findTranslated<Gallery>({ collection: 'galleries', locale, sort: '-date', limit: 100, depth: 1 })
      return docs.map(toCard)
    },
    ['galleries-list'],
    { tags: [TAGS.galleries] },
  ),
)

export const findGalleryBySlug = cache((locale: Locale, slug: string) =>
  unstable_cache(
    async (): Promise<GalleryDetail | null> => {
      const { docs } = await findTranslated<Gallery>({ collection: 'galleries', locale, where: { slug: { equals: slug } }, limit: 1 })
      const doc = docs[0]
      if (!doc) return null
      const videos = (doc.videos ?? []).flatMap((video) => {
        const parsed = parseVideoUrl(video.url)
        return parsed ? [{ ...parsed, title: video.title }] : []
      })
      return { ...toCard(doc), photos: toImages(doc.photos), videos, seo: toSeo(doc.meta) }
    },
    ['gallery', locale, slug],
    { tags: [TAGS.galleries, TAGS.gallery(slug)] },
  )(),
)
