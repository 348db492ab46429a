import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { routed } from '@/components/plainMarker'
import { PageBanner } from '@/components/PageBanner'
import { getPayloadClient } from '@/data/payload'
import { getSettings } from '@/data/settings'
import { findCancellation } from '@/events/server/cancel'
import { localeOf } from '@/i18n/params'
import { localizePath } from '@/i18n/locales'
import { formatRange } from '@/lib/dates'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string | string[] }> }

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { robots: { index: false, follow: false } }

/**
 * /events/cancel?token=… — the link in every sign-up e-mail. Opening it changes nothing (mail
 * scanners open links); the button posts the token to /api/event-sign-ups/cancel, which comes
 * back here to say it is done. Personal: never cached.
 */
export default async function CancelSignUpPage({ params, searchParams }: Props) {
  const locale = await localeOf(params)
  setRequestLocale(locale)
  const [t, settings, { token }] = await Promise.all([getTranslations({ locale, namespace: 'eventSignUp' }), getSettings(locale), searchParams])
  const found = typeof token === 'string' ? await findCancellation(await getPayloadClient(), token, locale) : null
  const state = found?.registration.state
  const border = !found ? 'border-red-600' : state === 'cancelled' ? 'border-green-600' : 'border-brand-600'
  return (
    <>
      <PageBanner locale={locale} title={t('cancel.title')} image={settings.defaultBanner} />
      <div className="mx-auto max-w-2xl px-4 py-12 md:py-16">
        <section className={`rounded-lg border-l-4 ${border} bg-white p-6 shadow-sm md:p-8`} aria-labelledby="cancel-title" data-testid="cancel-sign-up">
          {!found ? (
            <h2 id="cancel-title" className="text-xl font-bold text-slate-900">
              {t('cancel.invalid')}
            </h2>
          ) : (
            <>
              <h2 id="cancel-title" className="text-2xl font-bold text-slate-900">
                {found.event.title}
              </h2>
              <p className="mt-1 text-slate-700">{formatRange(locale, found.event.startsAt, found.event.endsAt ?? null)}</p>
              <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                <dt className="text-slate-600">{t('cancel.name')}</dt>
                <dd className="font-medium break-words">{found.registration.name}</dd>
                {state !== 'cancelled' && (
                  <>
                    <dt className="text-slate-600">{t('cancel.status')}</dt>
                    <dd className="font-medium">{t(state === 'waiting' ? 'cancel.statusWaiting' : 'cancel.statusConfirmed')}</dd>
                  </>
                )}
              </dl>
              {state === 'cancelled' ? (
                <p className="mt-6 font-medium text-green-800" role="status" data-testid="cancel-done">
                  {t('cancel.done')}
                </p>
              ) : (
                <form method="post" action="/api/event-sign-ups/cancel" className="mt-6">
                  <p className="text-slate-700">{t(state === 'waiting' ? 'cancel.questionWaiting' : 'cancel.question')}</p>
                  <input type="hidden" name="token" value={token} />
                  <input type="hidden" name="locale" value={locale} />
                  <button
                    type="submit"
                    className="mt-4 rounded-md bg-red-700 px-5 py-3 font-semibold text-white hover:bg-red-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
                  >
                    {t('cancel.button')}
                  </button>
                </form>
              )}
              <p className="mt-8">
                <a {...routed} href={localizePath(locale, `/events/${found.event.slug}`)} className="text-brand-700 underline">
                  {t('cancel.toEvent')}
                </a>
              </p>
            </>
          )}
        </section>
      </div>
    </>
  )
}
