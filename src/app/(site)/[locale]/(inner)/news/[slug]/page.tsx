import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { NewsArticle } from '@/components/content/NewsArticle'
import { JsonLd } from '@/components/JsonLd'
import { absoluteUrl, coverImages, universityData } from '@/components/structuredData'
import { NotFoundPage } from '@/components/NotFoundPage'
import { findNewsBySlug } from '@/data/news'
import { getSettings } from '@/data/settings'
import { env } from '@/env'
import { documentMetadata } from '@/data/metadata'
import { localizePath } from '@/i18n/locales'
import { localeOf } from '@/i18n/params'
import { formatDate } from '@/lib/dates'

type Props = { params: Promise<{ locale: string; slug: string }> }

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { slug }] = [await localeOf(params), await params]
  const item = await findNewsBySlug(locale, slug)
  if (!item) return {}
  return documentMetadata({
    locale,
    path: `/news/${slug}`,
    title: item.title,
    description: item.excerpt,
    image: item.cover,
    seo: item.seo,
    type: 'article',
    publishedTime: item.date,
  })
}

export default async function NewsItemPage({ params }: Props) {
  const [locale, { slug }] = [await localeOf(params), await params]
  setRequestLocale(locale)
  const [item, settings] = await Promise.all([findNewsBySlug(locale, slug), getSettings(locale)])
  if (!item) return <NotFoundPage locale={locale} />
  const url = absoluteUrl(localizePath(locale, `/news/${slug}`))
  return (
    <>
      <NewsArticle
        locale={locale}
        kind="news"
        story={item}
        excludeSlug={slug}
        meta={
          <p className="mb-6 text-slate-500">
            <time dateTime={item.date}>{formatDate(locale, item.date)}</time>
          </p>
        }
      />
      <JsonLd
        data={{
          '@type': 'NewsArticle',
          headline: item.title,
          description: item.excerpt ?? undefined,
          datePublished: item.date,
          dateModified: item.updatedAt,
          inLanguage: item.untranslated ? 'en' : locale,
          mainEntityOfPage: url,
          image: coverImages(item.cover),
          publisher: universityData(settings.siteTitle, env.SITE_URL),
        }}
      />
    </>
  )
}
