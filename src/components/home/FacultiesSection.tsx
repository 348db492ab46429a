import { routed } from '@/components/plainMarker'
import { getTranslations } from 'next-intl/server'

import { Image } from '@/components/Image'
import type { FacultyCard } from '@/data/faculties'
import type { HomeContent } from '@/data/home'
import { type Locale, localizePath } from '@/i18n/locales'

import { HomeSection } from './HomeSection'

type Props = { section: HomeContent['faculties']; faculties: FacultyCard[]; locale: Locale }

export async function FacultiesSection({ section, faculties, locale }: Props) {
  const [t, tc] = await Promise.all([getTranslations({ locale, namespace: 'homeSections' }), getTranslations({ locale, namespace: 'content' })])
  return (
    <HomeSection id="faculties" title={section.title ?? t('faculties')} locale={locale} more={{ href: '/faculties', label: tc('all') }}>
      <ul className="swipe-row sm:grid sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
        {faculties.map((faculty) => (
          <li key={faculty.slug} className="group relative overflow-hidden rounded-xl border border-slate-200" lang={faculty.untranslated ? 'en' : undefined}>
            {faculty.image && (
              <div className="relative aspect-[16/9] bg-slate-100">
                <Image src={faculty.image.url} alt="" fill sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 80vw" className="object-cover" />
              </div>
            )}
            <div className="p-5">
              <h3 className="font-semibold text-slate-900">
                <a {...routed} href={localizePath(locale, `/faculties#${faculty.slug}`)} className="after:absolute after:inset-0 group-hover:text-brand-700">
                  {faculty.name}
                </a>
              </h3>
              {faculty.summary && <p className="mt-2 line-clamp-2 text-sm text-slate-600">{faculty.summary}</p>}
            </div>
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}
