import { getTranslations } from 'next-intl/server'

import { PersonCard } from '@/components/people/PersonCard'
import type { HomeContent } from '@/data/home'
import type { TeamMember } from '@/data/people'
import type { Locale } from '@/i18n/locales'

import { HomeSection } from './HomeSection'

type Props = { section: HomeContent['team']; team: TeamMember[]; locale: Locale }

export async function TeamSection({ section, team, locale }: Props) {
  const [t, tc] = await Promise.all([getTranslations({ locale, namespace: 'homeSections' }), getTranslations({ locale, namespace: 'content' })])
  const title = section.title ?? t('team')
  return (
    <HomeSection id="team" title={title} locale={locale} more={{ href: '/team', label: tc('all') }} tone="tint">
      <ul className="swipe-row [--swipe-item:40%] sm:grid sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
        {team.slice(0, 4).map((person) => (
          <PersonCard
            key={person.id}
            person={person}
            locale={locale}
            // A phone's card is 40% of the row, about 150 px: in pixels, so that the srcset lists no
            // smaller widths than it did (next/image adds one for a smaller share of the window).
            sizes="(min-width: 1024px) 300px, (min-width: 640px) 50vw, 160px"
            onTint
          />
        ))}
      </ul>
    </HomeSection>
  )
}
