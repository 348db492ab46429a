import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import type { Image } from './images'
import type { Seo } from './seo'

import { alternatesFor } from '@/i18n/alternates'
import type { Locale } from '@/i18n/locales'
import { localeOf } from '@/i18n/params'

/** Title and alternates of a list page whose title is the `title` message of a namespace. */
export const listPageMetadata =
  (
    namespace:
      | 'news'
      | 'events'
      | 'partners'
      | 'gallery'
      | 'clubs'
      | 'team'
      | 'faculties'
      | 'documents'
      | 'contact'
      | 'form'
      | 'studentConsole'
      | 'contractPage',
    path: string,
  ) =>
  async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const locale = await localeOf(params)
    const t = await getTranslations({ locale, namespace })
    return { title: t('title'), alternates: alternatesFor(locale, path) }
  }

type DocumentPage = {
  locale: Locale
  /** The page's path without language prefix. */
  path: string
  /** The document's own title, summary and picture: used where the editor left the meta fields empty. */
  title: string
  description?: string | null
  image?: Image | null
  seo?: Seo
  type?: 'website' | 'article' | 'profile'
  publishedTime?: string
}

/** Title, description, alternates and link previews of a document's page, meta fields first. */
export function documentMetadata({ locale, path, title, description, image, seo, type = 'website', publishedTime }: DocumentPage): Metadata {
  const shownTitle = seo?.title ?? title
  const shownDescription = seo?.description ?? description ?? undefined
  const picture = seo?.image ?? image ?? null
  const images = picture ? [{ url: picture.url, width: picture.width, height: picture.height, alt: picture.alt }] : []
  return {
    title: shownTitle,
    // None at all keeps the layout's general description (an empty one would remove it).
    ...(shownDescription ? { description: shownDescription } : {}),
    alternates: alternatesFor(locale, path),
    openGraph: { type, title: shownTitle, description: shownDescription, images, ...(publishedTime ? { publishedTime } : {}) },
    twitter: { card: picture ? 'summary_large_image' : 'summary', title: shownTitle, description: shownDescription, images: images.map(({ url }) => url) },
  }
}
