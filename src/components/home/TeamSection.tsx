import { getTranslations } from 'next-intl/server'

import { Image } from '@/components/Image'
import type { HomeContent } from '@/data/home'
import type { TeamMember } from '@/data/people'
import type { Locale } from '@/i18n/locales'

import { HomeSection } from './HomeSection'

type Props = { section: HomeContent['team']; team: TeamMember[]; locale: Locale }

export async function TeamSection({ section, team, locale }: Props) {
  const [t, tc] = await Promise.all([getTranslations({ locale, namespace: 'homeSections' }), getTranslations({ locale, namespace: 'content' })])
  return (
    <HomeSection id="team" title={section.title ?? t('team')} locale={locale} more={{ href: '/team', label: tc('all') }} tone="tint">
      <ul className="grid grid-cols-2 gap-6 lg:grid-cols-4">
        {team.slice(0, 4).map((person) => (
          <li key={person.id} lang={person.untranslated ? 'en' : undefined}>
            {person.photo && (
              <div className="relative aspect-[3/4] overflow-hidden rounded-xl bg-slate-200">
                <Image src={person.photo.url} alt={person.photo.alt} fill sizes="(min-width: 1024px) 300px, 50vw" className="object-cover" />
              </div>
            )}
            <h3 className="mt-3 font-semibold text-slate-900">{person.name}</h3>
            <p className="text-sm text-brand-700">{person.position}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}
