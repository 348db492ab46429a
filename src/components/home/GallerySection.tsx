import { routed } from '@/components/plainMarker'
import { getTranslations } from 'next-intl/server'

import { Image } from '@/components/Image'
import type { GalleryCard } from '@/data/galleries'
import type { HomeContent } from '@/data/home'
import { type Locale, localizePath } from '@/i18n/locales'

import { HomeSection } from './HomeSection'

type Props = { section: HomeContent['gallery']; galleries: GalleryCard[]; locale: Locale }

export async function GallerySection({ section, galleries, locale }: Props) {
  const [t, tc] = await Promise.all([getTranslations({ locale, namespace: 'homeSections' }), getTranslations({ locale, namespace: 'content' })])
  return (
    <HomeSection id="gallery" title={section.title ?? t('gallery')} locale={locale} more={{ href: '/gallery', label: tc('all') }}>
      <ul className="swipe-row [--swipe-item:70%] sm:grid sm:grid-cols-2 sm:gap-3 md:grid-cols-3">
        {galleries.slice(0, 6).map((gallery) => (
          <li
            key={gallery.slug}
            className="group relative aspect-[16/10] overflow-hidden rounded-xl bg-brand-950 sm:aspect-[4/3]"
            lang={gallery.untranslated ? 'en' : undefined}
          >
            {gallery.cover && (
              <Image
                src={gallery.cover.url}
                alt=""
                fill
                sizes="(min-width: 768px) 33vw, (min-width: 640px) 50vw, 70vw"
                className="object-cover opacity-85 transition group-hover:scale-105"
              />
            )}
            <a
              {...routed}
              href={localizePath(locale, `/gallery/${gallery.slug}`)}
              className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-brand-950 to-transparent p-4 pt-10 font-semibold text-white"
            >
              {gallery.title}
            </a>
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}
