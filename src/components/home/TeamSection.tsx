import { getTranslations } from 'next-intl/server'

import { PersonCard } from '@/components/people/PersonCard'
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
          <PersonCard key={person.id} person={person} locale={locale} sizes="(min-width: 1024px) 300px, 50vw" onTint />
        ))}
      </ul>
    </HomeSection>
  )
}
