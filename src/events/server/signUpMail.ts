// The e-mails a person signed up for an event gets, in the language they signed up in: a place
// (with the event as an .ics file), the waiting list, a place freed for them, or a reminder
// when their address was entered again. Each carries the event's page and a fresh cancellation link.
import type { Payload } from 'payload'

import { env } from '@/env'
import { translator } from '@/i18n/translator'
import { isLocale, type Locale, localizePath } from '@/i18n/locales'
import { formatRange } from '@/lib/dates'
import { escapeHtml as escape } from '@/lib/html'
import { toICalendar } from '@/lib/ical'
import type { EventRegistration } from '@/payload-types'

export type MailKind = 'signedUp' | 'promoted' | 'again'

export const cancelUrl = (locale: Locale, token: string) =>
  new URL(`${localizePath(locale, '/events/cancel')}?token=${encodeURIComponent(token)}`, env.SITE_URL).toString()

export const eventPageUrl = (locale: Locale, slug: string) => new URL(localizePath(locale, `/events/${slug}`), env.SITE_URL).toString()

/** The event's own calendar file, with the UID the event's page and the feed give it (one event however it is added). */
export function eventCalendarFile(
  event: { slug: string; title: string; excerpt?: string | null; place?: string | null; startsAt: string; endsAt?: string | null },
  locale: Locale,
) {
  return toICalendar({
    uid: `${event.slug}@${new URL(env.SITE_URL).hostname}`,
    title: event.title,
    description: event.excerpt,
    location: event.place,
    start: event.startsAt,
    end: event.endsAt,
    url: eventPageUrl(locale, event.slug),
  })
}

/** Which words the e-mail opens with. */
function opening(kind: MailKind, state: EventRegistration['state']): 'placeNew' | 'waitingNew' | 'promoted' | 'placeAgain' | 'waitingAgain' {
  if (kind === 'promoted') return 'promoted'
  if (state === 'waiting') return kind === 'again' ? 'waitingAgain' : 'waitingNew'
  return kind === 'again' ? 'placeAgain' : 'placeNew'
}

export async function signUpMail(payload: Payload, registration: EventRegistration, kind: MailKind, token: string) {
  const locale: Locale = isLocale(registration.locale) ? registration.locale : 'en'
  const t = translator(locale, 'eventSignUp')
  const eventId = typeof registration.event === 'object' ? registration.event.id : registration.event
  const [found, settings] = await Promise.all([
    payload.find({ collection: 'events', where: { id: { equals: eventId } }, locale, depth: 0, limit: 1, overrideAccess: true }),
    payload.findGlobal({ slug: 'settings', locale, depth: 0, overrideAccess: true }),
  ])
  // An event moved to the trash meanwhile: nothing to confirm.
  const event = found.docs[0]
  if (!event) return null
  const slug = event.slug ?? ''
  const site = settings.siteTitle || new URL(env.SITE_URL).hostname
  const words = opening(kind, registration.state)
  const values = { event: event.title, name: registration.name, site }
  const place = registration.state === 'confirmed'
  const facts = [
    `${t('mail.when')}: ${formatRange(locale, event.startsAt, event.endsAt ?? null)}`,
    ...(event.place ? [`${t('mail.where')}: ${event.place}`] : []),
    `${t('mail.page')}: ${eventPageUrl(locale, slug)}`,
  ]
  const paragraphs = [
    t('mail.greeting', values),
    t(`mail.${words}`, values),
    facts.join('\n'),
    ...(place ? [t('mail.calendar')] : []),
    `${t(place ? 'mail.cancelPlace' : 'mail.cancelWaiting')}\n${cancelUrl(locale, token)}`,
    t('mail.notYou'),
    t('mail.signature', { site }),
  ]
  const link = cancelUrl(locale, token)
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#1f2937;max-width:560px;margin:0 auto;padding:16px">${paragraphs
    .slice(0, -3)
    .map((text) => `<p>${escape(text).replace(/\n/g, '<br>')}</p>`)
    .join(
      '',
    )}<p>${escape(t(place ? 'mail.cancelPlace' : 'mail.cancelWaiting'))}</p><p><a href="${escape(link)}" style="color:#1d4ed8">${escape(t('mail.cancelButton'))}</a></p><p style="color:#6b7280;font-size:14px">${escape(t('mail.notYou'))}</p><p>${escape(t('mail.signature', { site }))}</p></body></html>`
  return {
    to: { name: registration.name, address: registration.email },
    subject: t(`mail.subject.${words}`, values),
    text: paragraphs.join('\n\n'),
    html,
    attachments: place
      ? [{ filename: `${slug}.ics`, content: eventCalendarFile({ ...event, slug }, locale), contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }]
      : [],
  }
}
