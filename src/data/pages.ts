import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { TAGS } from '@/cache/tags'
import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'

import { type Image, toImage, toImages } from './images'
import { type Seo, toSeo } from './seo'
import { getPayloadClient } from './payload'
import { isPreview } from './preview'
import { findTranslated, type Translated } from './translated'

export type StaticPage = {
  slug: string
  title: string
  bannerTitle: string
  bannerImage: Image | null
  body: Page['body']
  gallery: Image[]
  untranslated: boolean
  /** Localized fields shown in English because they are empty in this language. */
  inEnglish: string[]
  seo: Seo
}

const toStaticPage = (doc: Translated<Page>): StaticPage => ({
  slug: doc.slug ?? '',
  title: doc.title,
  bannerTitle: doc.bannerTitle || doc.title,
  bannerImage: toImage(doc.bannerImage),
  body: doc.body ?? null,
  gallery: toImages(doc.gallery),
  untranslated: doc.untranslated,
  inEnglish: doc.inEnglish,
  seo: toSeo(doc.meta),
})

async function loadPage(locale: Locale, slug: string, draft: boolean): Promise<StaticPage | null> {
  const { docs } = await findTranslated<Page>({ collection: 'pages', locale, where: { slug: { equals: slug } }, limit: 1, draft })
  return docs[0] ? toStaticPage(docs[0]) : null
}

export const findPageBySlug = cache(async (locale: Locale, slug: string) =>
  (await isPreview())
    ? loadPage(locale, slug, true)
    : unstable_cache(() => loadPage(locale, slug, false), ['page', locale, slug], { tags: [TAGS.pages, TAGS.page(slug)] })(),
)

export const listPages = cache(
  unstable_cache(
    async (locale: Locale): Promise<{ slug: string; title: string }[]> => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'pages',
        locale,
        depth: 0,
        limit: 200,
        sort: 'title',
        select: { title: true, slug: true },
        overrideAccess: false,
      })
      return docs.map((doc) => ({ slug: doc.slug ?? '', title: doc.title }))
    },
    ['pages-list'],
    { tags: [TAGS.pages] },
  ),
)
