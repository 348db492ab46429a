import { Image } from '@/components/Image'
import { routed } from '@/components/plainMarker'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageBanner } from '@/components/PageBanner'
import { PlainHtml } from '@/components/PlainHtml'
import { listGalleries } from '@/data/galleries'
import { listPageMetadata } from '@/data/metadata'
import { localizePath } from '@/i18n/locales'
import { localeOf } from '@/i18n/params'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = listPageMetadata('gallery', '/gallery')

export default async function GalleryListPage({ params }: Props) {
  const locale = await localeOf(params)
  setRequestLocale(locale)
  const [t, galleries] = await Promise.all([getTranslations({ locale, namespace: 'gallery' }), listGalleries(locale)])
  return (
    <>
      <PageBanner locale={locale} title={t('title')} />
      <PlainHtml>
        <ul className="mx-auto grid max-w-7xl gap-6 px-4 py-12 sm:grid-cols-2 lg:grid-cols-3" data-testid="gallery-list">
          {galleries.map((gallery) => (
            <li key={gallery.slug} className="group relative overflow-hidden rounded-xl bg-brand-950 text-white" lang={gallery.untranslated ? 'en' : undefined}>
              <div className="relative aspect-[4/3]">
                {gallery.cover && (
                  <Image
                    src={gallery.cover.url}
                    alt=""
                    fill
                    sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                    className="object-cover opacity-80 transition group-hover:scale-105"
                  />
                )}
              </div>
              <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-brand-950 to-transparent p-5 pt-16">
                <p className="text-sm text-white/80" lang={locale}>
                  {gallery.kind === 'video' ? t('videoAlbum') : t('photoAlbum')} ·{' '}
                  {gallery.kind === 'video' ? t('videos', { count: gallery.count }) : t('photos', { count: gallery.count })}
                </p>
                <h2 className="text-lg font-semibold">
                  <a {...routed} href={localizePath(locale, `/gallery/${gallery.slug}`)} className="after:absolute after:inset-0">
                    {gallery.title}
                  </a>
                </h2>
              </div>
            </li>
          ))}
        </ul>
      </PlainHtml>
    </>
  )
}
