import { routed } from '@/components/plainMarker'
import { getTranslations } from 'next-intl/server'

import { Image } from '@/components/Image'
import type { HomeContent } from '@/data/home'
import type { ClubCard } from '@/data/people'
import { type Locale, localizePath } from '@/i18n/locales'

import { HomeSection } from './HomeSection'

type Props = { section: HomeContent['clubs']; clubs: ClubCard[]; locale: Locale }

export async function ClubsSection({ section, clubs, locale }: Props) {
  const [t, tc] = await Promise.all([getTranslations({ locale, namespace: 'homeSections' }), getTranslations({ locale, namespace: 'content' })])
  return (
    <HomeSection id="clubs" title={section.title ?? t('clubs')} locale={locale} more={{ href: '/clubs', label: tc('all') }} tone="tint">
      <ul className="swipe-row sm:grid sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
        {clubs.slice(0, 6).map((club) => (
          <li key={club.slug} className="flex items-center gap-4 rounded-xl bg-white p-4 shadow-sm" lang={club.untranslated ? 'en' : undefined}>
            {club.image && <Image src={club.image.url} alt="" width={64} height={64} className="size-16 shrink-0 rounded-lg object-cover" />}
            <div>
              <h3 className="font-semibold text-slate-900">
                <a {...routed} href={localizePath(locale, `/clubs#${club.slug}`)} className="hover:text-brand-700">
                  {club.name}
                </a>
              </h3>
              {club.schedule && <p className="text-sm text-slate-600">{club.schedule}</p>}
            </div>
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}
