import { Image } from '@/components/Image'
import { routed } from '@/components/plainMarker'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageBanner } from '@/components/PageBanner'
import { PlainHtml } from '@/components/PlainHtml'
import { listPartners } from '@/data/partners'
import { listPageMetadata } from '@/data/metadata'
import { localizePath } from '@/i18n/locales'
import { localeOf } from '@/i18n/params'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = listPageMetadata('partners', '/partners')

export default async function PartnersPage({ params }: Props) {
  const locale = await localeOf(params)
  setRequestLocale(locale)
  const [t, partners] = await Promise.all([getTranslations({ locale, namespace: 'partners' }), listPartners(locale)])
  return (
    <>
      <PageBanner locale={locale} title={t('title')} />
      <PlainHtml>
        <ul className="mx-auto grid max-w-7xl gap-6 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4" data-testid="partners-list">
          {partners.map((partner) => (
            <li
              key={partner.slug}
              className="relative flex flex-col items-center rounded-xl border border-slate-200 p-6 text-center hover:shadow-md"
              lang={partner.untranslated ? 'en' : undefined}
            >
              {partner.logo && (
                <div className="relative mb-4 h-24 w-full">
                  <Image src={partner.logo.url} alt="" fill sizes="240px" className="object-contain" />
                </div>
              )}
              <h2 className="font-semibold text-slate-900">
                <a {...routed} href={localizePath(locale, `/partners/${partner.slug}`)} className="after:absolute after:inset-0 hover:text-brand-700">
                  {partner.name}
                </a>
              </h2>
              {partner.country && <p className="mt-1 text-sm text-slate-500">{partner.country}</p>}
            </li>
          ))}
        </ul>
      </PlainHtml>
    </>
  )
}
