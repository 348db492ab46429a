import type { EventCard } from '@/data/events'
import { type Locale, localizePath } from '@/i18n/locales'

import { PinIcon } from '../icons'
import { StoryCard } from './StoryCard'

type Props = { item: EventCard; locale: Locale; badge?: string; headingLevel?: 'h2' | 'h3' }

export function EventCardView({ item, locale, badge, headingLevel }: Props) {
  return (
    <StoryCard
      href={localizePath(locale, `/events/${item.slug}`)}
      title={item.title}
      cover={item.cover}
      meta={
        <time dateTime={item.startsAt} className="font-medium text-brand-700">
          {item.whenText}
        </time>
      }
      untranslated={item.untranslated}
      category={item.category?.title}
      badge={badge}
      locale={locale}
      headingLevel={headingLevel}
      testId="event-card"
    >
      {item.place && (
        <p className="mt-auto flex items-center gap-1.5 text-sm text-slate-600">
          <PinIcon width={14} height={14} /> {item.place}
        </p>
      )}
    </StoryCard>
  )
}
