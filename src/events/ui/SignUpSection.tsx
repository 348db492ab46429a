// The sign-up part of an event's page, below its text: places left and the form, the waiting
// list's form, or why no one can sign up now. The form itself is the page's one island.
import { getTranslations } from 'next-intl/server'

import { pick } from '@/components/labels'
import { findPlacesTaken } from '@/data/eventPlaces'
import { availability, closesAt, type RegistrationSettings } from '@/events/shared/availability'
import type { SignUpProblemKey } from '@/events/shared/signUpRules'
import { type Locale, localizePath } from '@/i18n/locales'
import { formatDate } from '@/lib/dates'
import { PRIVACY_NOTICE_PATH } from '@/lib/privacyNotice'

import { type SignUpLabels, SignUpForm } from './SignUpForm'

const LABELS = ['name', 'email', 'emailHint', 'phone', 'optional', 'phoneHint', 'honeypot', 'sending', 'privacy', 'privacyLink'] as const
const NOTES = ['sentTitle', 'sentText', 'another', 'invalid', 'limitedLater', 'network'] as const
const ERRORS: SignUpProblemKey[] = ['nameRequired', 'nameTooLong', 'emailInvalid', 'phoneInvalid', 'controlCharacters']

type Props = { eventId: number; slug: string; startsAt: string; settings: RegistrationSettings; locale: Locale }

export async function SignUpSection({ eventId, slug, startsAt, settings, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'eventSignUp' })
  const offer = availability(settings, startsAt, await findPlacesTaken(eventId))
  const canSignUp = offer.kind === 'open' || offer.kind === 'waitingList'
  const labels: SignUpLabels = {
    ...pick((key) => t.raw(key), [...LABELS, ...NOTES]),
    submit: t(offer.kind === 'waitingList' ? 'submitWaiting' : 'submit'),
    failed: t('answers.failed'),
    unknown: t('answers.unknown'),
    closed: t('answers.closed'),
    full: t('answers.full'),
  }
  return (
    <section
      id="sign-up"
      aria-labelledby="sign-up-title"
      className="mt-10 scroll-mt-28 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      lang={locale}
      data-testid="sign-up"
    >
      <h2 id="sign-up-title" className="text-2xl font-semibold text-slate-900">
        {t('title')}
      </h2>
      <p className={`mt-2 font-medium ${canSignUp ? 'text-brand-800' : 'text-slate-700'}`} data-testid="sign-up-availability" data-kind={offer.kind}>
        {offer.kind === 'open' ? t('placesLeft', { count: offer.placesLeft, capacity: settings.capacity ?? 0 }) : t(offer.kind)}
      </p>
      {canSignUp && (
        <p className="mt-1 text-sm text-slate-600">{t('closesOn', { date: formatDate(locale, closesAt(settings, startsAt).toISOString(), true) })}</p>
      )}
      {canSignUp && (
        <div className="mt-5">
          <SignUpForm
            action="/api/event-sign-ups"
            event={slug}
            locale={locale}
            privacyHref={localizePath(locale, PRIVACY_NOTICE_PATH)}
            labels={labels}
            errors={pick((key) => t.raw(`errors.${key}`), ERRORS)}
          />
        </div>
      )}
    </section>
  )
}
