import { getTranslations } from 'next-intl/server'

import { EventCardView } from '@/components/content/EventCardView'
import type { EventCard } from '@/data/events'
import type { HomeContent } from '@/data/home'
import type { Locale } from '@/i18n/locales'

import { HomeSection } from './HomeSection'

type Props = { section: HomeContent['events']; events: EventCard[]; locale: Locale }

export async function EventsSection({ section, events, locale }: Props) {
  const [t, tc] = await Promise.all([getTranslations({ locale, namespace: 'homeSections' }), getTranslations({ locale, namespace: 'content' })])
  return (
    <HomeSection id="events" title={section.title ?? t('events')} locale={locale} more={{ href: '/events', label: tc('all') }}>
      <ul className="swipe-row sm:grid sm:grid-cols-2 sm:gap-6 lg:grid-cols-3" data-testid="home-events-list">
        {events.map((item) => (
          <li key={item.slug}>
            <EventCardView item={item} locale={locale} badge={tc('untranslatedBadge')} />
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}
