import type { Metadata } from 'next'
import { Image } from '@/components/Image'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { Article } from '@/components/content/Article'
import { NotFoundPage } from '@/components/NotFoundPage'
import { PageBanner } from '@/components/PageBanner'
import { findPartnerBySlug } from '@/data/partners'
import { documentMetadata } from '@/data/metadata'
import { localeOf } from '@/i18n/params'

type Props = { params: Promise<{ locale: string; slug: string }> }

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { slug }] = [await localeOf(params), await params]
  const partner = await findPartnerBySlug(locale, slug)
  if (!partner) return {}
  return documentMetadata({ locale, path: `/partners/${slug}`, title: partner.name, description: partner.summary, image: partner.logo, seo: partner.seo })
}

export default async function PartnerPage({ params }: Props) {
  const [locale, { slug }] = [await localeOf(params), await params]
  setRequestLocale(locale)
  const [partner, t] = await Promise.all([findPartnerBySlug(locale, slug), getTranslations({ locale, namespace: 'partners' })])
  if (!partner) return <NotFoundPage locale={locale} />
  return (
    <>
      <PageBanner locale={locale} title={partner.name} crumbs={[{ label: t('title'), href: '/partners' }]} />
      <Article
        locale={locale}
        untranslated={partner.untranslated}
        inEnglish={partner.inEnglish}
        bodyField="description"
        body={partner.description}
        gallery={partner.gallery}
        meta={
          <div className="mb-8 flex flex-wrap items-center gap-6">
            {partner.logo && (
              <Image
                src={partner.logo.url}
                alt={partner.logo.alt}
                width={160}
                height={Math.round((160 * partner.logo.height) / partner.logo.width)}
                className="h-20 w-auto"
              />
            )}
            {partner.url && (
              <a
                href={partner.url}
                target="_blank"
                rel="noopener noreferrer"
                className="rounded-full border border-brand-700 px-5 py-2 font-semibold text-brand-700 hover:bg-brand-50"
                lang={locale}
              >
                {t('website')}
              </a>
            )}
          </div>
        }
      />
    </>
  )
}
