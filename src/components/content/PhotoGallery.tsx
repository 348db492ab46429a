import { getTranslations } from 'next-intl/server'

import type { Image } from '@/data/images'
import type { Locale } from '@/i18n/locales'

import { pick } from '../labels'
import { Lightbox } from './Lightbox'

/** Photos with their lightbox, labelled in the visitor's language. */
export async function PhotoGallery({ photos, locale }: { photos: Image[]; locale: Locale }) {
  if (!photos.length) return null
  const t = await getTranslations({ locale, namespace: 'gallery' })
  return <Lightbox photos={photos} labels={pick(t.raw, ['open', 'close', 'next', 'previous', 'counter'])} />
}
