import { getTranslations } from 'next-intl/server'

import type { EventDetail } from '@/data/events'
import { env } from '@/env'
import { googleCalendarUrl, outlookCalendarUrl } from '@/events/shared/calendarLinks'
import { type Locale, localizePath } from '@/i18n/locales'
import { formatRange } from '@/lib/dates'

type Props = { event: EventDetail; slug: string; locale: Locale }

const outlined = 'rounded-full border border-brand-700 px-5 py-2 text-center font-semibold text-brand-700 hover:bg-brand-100'

/** Where "Register" leads: the form below (sign-ups on this site), else the outside page; none without either. */
function registerHref(event: EventDetail, locale: Locale): string | null {
  if (event.registration) return '#sign-up'
  if (!event.registrationUrl) return null
  return event.registrationUrl.startsWith('/') ? localizePath(locale, event.registrationUrl) : event.registrationUrl
}

/** When and where, the calendar links and the sign-up link, above the event's text. */
export async function EventFacts({ event, slug, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'events' })
  const when = formatRange(locale, event.startsAt, event.endsAt)
  const linked = { ...event, pageUrl: new URL(localizePath(locale, `/events/${slug}`), env.SITE_URL).toString() }
  const register = registerHref(event, locale)
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
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:flex-wrap">
        {register && (
          <a
            href={register}
            className="rounded-full bg-brand-700 px-5 py-2 text-center font-semibold text-white hover:bg-brand-900"
            data-testid="register-link"
          >
            {t('register')}
          </a>
        )}
        <a href={`/api/calendar/${slug}.ics?lang=${locale}`} download className={outlined} data-testid="ics-link">
          {t('addToCalendar')}
        </a>
        <a href={googleCalendarUrl(linked)} rel="noopener noreferrer" className={outlined} data-testid="google-calendar-link">
          {t('addToGoogle')}
        </a>
        <a href={outlookCalendarUrl(linked)} rel="noopener noreferrer" className={outlined} data-testid="outlook-calendar-link">
          {t('addToOutlook')}
        </a>
      </div>
    </div>
  )
}
