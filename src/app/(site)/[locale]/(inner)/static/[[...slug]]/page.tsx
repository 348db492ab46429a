import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { NotFoundPage } from '@/components/NotFoundPage'
import { StaticPageDetailView } from '@/components/static/StaticPageDetailView'
import { StaticPageListView } from '@/components/static/StaticPageListView'
import { findPageBySlug } from '@/data/pages'
import { alternatesFor } from '@/i18n/alternates'
import { documentMetadata } from '@/data/metadata'
import { localeAndOptionalSlug } from '@/i18n/params'
import { richTextToPlain, summarize } from '@/lib/richText'

type Props = { params: Promise<{ locale: string; slug?: string[] }> }

// Rendered on first request and cached until the page or menu changes.
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await localeAndOptionalSlug(params)
  if (!slug) {
    const t = await getTranslations({ locale, namespace: 'staticPage' })
    return { title: t('index'), alternates: alternatesFor(locale, '/static') }
  }
  const page = await findPageBySlug(locale, slug)
  if (!page) return {}
  return documentMetadata({
    locale,
    path: `/static/${slug}`,
    title: page.title,
    description: summarize(richTextToPlain(page.body)),
    image: page.bannerImage,
    seo: page.seo,
  })
}

export default async function StaticPage({ params }: Props) {
  const { locale, slug } = await localeAndOptionalSlug(params)
  setRequestLocale(locale)
  if (!slug) return <StaticPageListView locale={locale} />
  const page = await findPageBySlug(locale, slug)
  return page ? <StaticPageDetailView page={page} slug={slug} locale={locale} /> : <NotFoundPage locale={locale} />
}
