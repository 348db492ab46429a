import { getTranslations } from 'next-intl/server'

import type { EventDetail } from '@/data/events'
import { type Locale, localizePath } from '@/i18n/locales'
import { formatRange } from '@/lib/dates'

type Props = { event: EventDetail; slug: string; locale: Locale }

/** When and where, the calendar file and the sign-up link, above the event's text. */
export async function EventFacts({ event, slug, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'events' })
  const when = formatRange(locale, event.startsAt, event.endsAt)
  // The box is in the page's language even when the event's text fell back to English.
  return (
    <div className="mb-8 grid gap-4 rounded-xl bg-brand-50 p-5 sm:grid-cols-2" lang={locale} data-testid="event-facts">
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t('when')}</p>
        <p>
          <time dateTime={event.startsAt}>{when}</time>
        </p>
      </div>
      {event.place && (
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t('where')}</p>
          <p lang={event.untranslated ? 'en' : undefined}>{event.place}</p>
        </div>
      )}
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <a
          href={`/api/calendar/${slug}.ics?lang=${locale}`}
          download
          className="rounded-full border border-brand-700 px-5 py-2 font-semibold text-brand-700 hover:bg-brand-100"
          data-testid="ics-link"
        >
          {t('addToCalendar')}
        </a>
        {event.registrationUrl && (
          <a
            href={event.registrationUrl.startsWith('/') ? localizePath(locale, event.registrationUrl) : event.registrationUrl}
            className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-900"
          >
            {t('register')}
          </a>
        )}
      </div>
    </div>
  )
}
