import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PhotoGallery } from '@/components/content/PhotoGallery'
import { UntranslatedNotice } from '@/components/content/UntranslatedNotice'
import { VideoEmbed } from '@/components/content/VideoEmbed'
import { NotFoundPage } from '@/components/NotFoundPage'
import { PageBanner } from '@/components/PageBanner'
import { findGalleryBySlug } from '@/data/galleries'
import { documentMetadata } from '@/data/metadata'
import { localeOf } from '@/i18n/params'

type Props = { params: Promise<{ locale: string; slug: string }> }

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { slug }] = [await localeOf(params), await params]
  const gallery = await findGalleryBySlug(locale, slug)
  if (!gallery) return {}
  return documentMetadata({ locale, path: `/gallery/${slug}`, title: gallery.title, image: gallery.cover, seo: gallery.seo })
}

export default async function GalleryPage({ params }: Props) {
  const [locale, { slug }] = [await localeOf(params), await params]
  setRequestLocale(locale)
  const [gallery, t] = await Promise.all([findGalleryBySlug(locale, slug), getTranslations({ locale, namespace: 'gallery' })])
  if (!gallery) return <NotFoundPage locale={locale} />
  return (
    <>
      <PageBanner locale={locale} title={gallery.title} image={gallery.cover} crumbs={[{ label: t('title'), href: '/gallery' }]} />
      <div className="mx-auto max-w-7xl px-4 py-12" lang={gallery.untranslated ? 'en' : undefined}>
        {gallery.untranslated && (
          <div lang={locale}>
            <UntranslatedNotice locale={locale} />
          </div>
        )}
        {gallery.kind === 'video' ? (
          <ul className="grid gap-8 md:grid-cols-2" data-testid="video-list">
            {gallery.videos.map((video, index) => (
              <li key={index}>
                <VideoEmbed video={video} title={video.title} cover={gallery.cover} playLabel={t.raw('play') as string} />
                <h2 className="mt-3 font-semibold text-slate-900">{video.title}</h2>
              </li>
            ))}
          </ul>
        ) : (
          <PhotoGallery photos={gallery.photos} locale={locale} />
        )}
      </div>
    </>
  )
}
