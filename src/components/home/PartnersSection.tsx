import { routed } from '@/components/plainMarker'
import { getTranslations } from 'next-intl/server'

import { Image } from '@/components/Image'
import type { HomeContent } from '@/data/home'
import type { PartnerCard } from '@/data/partners'
import { type Locale, localizePath } from '@/i18n/locales'

import { HomeSection } from './HomeSection'

type Props = { section: HomeContent['partners']; partners: PartnerCard[]; locale: Locale }

export async function PartnersSection({ section, partners, locale }: Props) {
  const [t, tc] = await Promise.all([getTranslations({ locale, namespace: 'homeSections' }), getTranslations({ locale, namespace: 'content' })])
  return (
    <HomeSection id="partners" title={section.title ?? t('partners')} locale={locale} more={{ href: '/partners', label: tc('all') }}>
      <ul className="swipe-row [--swipe-item:40%] sm:grid sm:grid-cols-4 sm:gap-4 lg:grid-cols-8">
        {partners.map((partner) => (
          <li key={partner.slug}>
            <a
              {...routed}
              href={localizePath(locale, `/partners/${partner.slug}`)}
              className="relative block h-20 rounded-lg border border-slate-200 bg-white p-2 hover:border-brand-300"
              aria-label={partner.name}
            >
              {partner.logo && <Image src={partner.logo.url} alt="" fill sizes="160px" className="object-contain p-3" />}
            </a>
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}
