import Image from 'next/image'
import Link from 'next/link'

import type { EventCard } from '@/data/events'
import { type Locale, localizePath } from '@/i18n/locales'

import { PinIcon } from '../icons'

type Props = { item: EventCard; locale: Locale; badge?: string; headingLevel?: 'h2' | 'h3' }

export function EventCardView({ item, locale, badge, headingLevel: Heading = 'h3' }: Props) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md" lang={item.untranslated ? 'en' : undefined} data-testid="event-card">
      {item.cover && (
        <div className="relative aspect-[16/10] overflow-hidden bg-slate-100">
          <Image src={item.cover.url} alt={item.cover.alt} fill sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" className="object-cover" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-sm font-medium text-brand-700">
          <time dateTime={item.startsAt}>{item.whenText}</time>
          {item.untranslated && badge && <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900" lang={locale}>{badge}</span>}
        </p>
        <Heading className="line-clamp-2 text-lg font-semibold leading-snug text-slate-900">
          <Link href={localizePath(locale, `/events/${item.slug}`)} className="after:absolute after:inset-0 hover:text-brand-700">
            {item.title}
          </Link>
        </Heading>
        {item.place && (
          <p className="mt-auto flex items-center gap-1.5 text-sm text-slate-600">
            <PinIcon width={14} height={14} /> {item.place}
          </p>
        )}
      </div>
    </article>
  )
}
