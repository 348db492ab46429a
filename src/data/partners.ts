import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { TAGS } from '@/cache/tags'
import type { Locale } from '@/i18n/locales'
import type { Partner } from '@/payload-types'

import { type Image, toImage, toImages } from './images'
import { type Seo, toSeo } from './seo'
import { findTranslated } from './translated'

export type PartnerCard = { slug: string; name: string; country: string | null; summary: string | null; logo: Image | null; untranslated: boolean }
export type PartnerDetail = PartnerCard & { url: string | null; description: Partner['description']; gallery: Image[]; inEnglish: string[]; seo: Seo }

const toCard = (doc: Partner & { untranslated: boolean }): PartnerCard => ({
  slug: doc.slug ?? '',
  name: doc.name,
  country: doc.country ?? null,
  summary: doc.summary ?? null,
  logo: toImage(doc.logo),
  untranslated: doc.untranslated,
})

export const listPartners = cache(
  unstable_cache(
    async (locale: Locale) => {
      const { docs } = await findTranslated<Partner>({ collection: 'partners', locale, sort: 'order', limit: 200, titleField: 'name' })
      return docs.map(toCard)
    },
    ['partners-list'],
    { tags: [TAGS.partners] },
  ),
)

export const findPartnerBySlug = cache((locale: Locale, slug: string) =>
  unstable_cache(
    async (): Promise<PartnerDetail | null> => {
      const { docs } = await findTranslated<Partner>({ collection: 'partners', locale, where: { slug: { equals: slug } }, limit: 1, titleField: 'name' })
      const doc = docs[0]
      return doc
        ? {
            ...toCard(doc),
            url: doc.url ?? null,
            description: doc.description ?? null,
            gallery: toImages(doc.gallery),
            inEnglish: doc.inEnglish,
            seo: toSeo(doc.meta),
          }
        : null
    },
    ['partner', locale, slug],
    { tags: [TAGS.partners, TAGS.partner(slug)] },
  )(),
)
