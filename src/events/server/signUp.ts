// A visitor's sign-up for an event: counted against the client address's and the e-mail
// address's limits, dropped quietly when the honeypot is filled, checked by the form's rules, then
// decided and stored with the event's places held (./places.ts), so twenty
// people asking for the last three places get exactly three. The answer is the same whatever the
// address had done before: whether it already had a place is told only to its inbox, by the
// e-mail that is owed from the same write (./mailer.ts).
import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { availability, type RegistrationSettings } from '@/events/shared/availability'
import { checkSignUp, type SignUpField, type SignUpInput, type SignUpProblemKey } from '@/events/shared/signUpRules'
import { translator } from '@/i18n/translator'
import type { Locale } from '@/i18n/locales'
import { notAdmitted } from '@/lib/apiAnswers'
import type { Event } from '@/payload-types'
import { admitAddress, overLimitFor } from '@/security/rateLimit'

import { wakeSignUpMailer } from './mailer'
import { countPlaces, withPlacesHeld } from './places'

export type SignUpOutcome =
  | { ok: true }
  | { ok: false; status: 400 | 422; problems: { field: SignUpField; key: SignUpProblemKey; message: string }[] }
  | { ok: false; status: 404 | 409; reason: 'unknown' | 'closed' | 'full'; message: string }
  | { ok: false; status: 429; retryAfter: number; message: string }
  /** The client address is busy: the answer asks for a challenge or says when to come back. */
  | { ok: false; status: 428 | 429; response: Response }

type Submission = { slug: unknown; fields: SignUpInput & { honeypot?: unknown }; locale: Locale; headers: Headers; now?: Date }

export const settingsOf = (event: Pick<Event, 'registration'>): RegistrationSettings => ({
  open: Boolean(event.registration?.open),
  capacity: event.registration?.capacity ?? null,
  waitingList: event.registration?.waitingList !== false,
  closesAt: event.registration?.closesAt ?? null,
})

/** The published event a visitor may see, by its address; null for a draft, a trashed or an unknown one. */
export async function publicEvent(payload: Payload, slug: unknown): Promise<Event | null> {
  if (typeof slug !== 'string' || !/^[a-z0-9-]{1,200}$/.test(slug)) return null
  const { docs } = await payload.find({ collection: 'events', where: { slug: { equals: slug } }, limit: 1, depth: 0, draft: false, overrideAccess: false })
  return docs[0] ?? null
}

export async function signUpForEvent(payload: Payload, { slug, fields, locale, headers, now = new Date() }: Submission): Promise<SignUpOutcome> {
  const t = translator(locale, 'eventSignUp')
  const refused = notAdmitted(await admitAddress('eventSignUp', headers), locale)
  if (refused) return { ok: false, status: refused.status as 428 | 429, response: refused }

  const event = await publicEvent(payload, slug)
  if (!event || !event.registration?.open) return { ok: false, status: 404, reason: 'unknown', message: t('answers.unknown') }
  if (typeof fields.honeypot === 'string' && fields.honeypot.trim() !== '') {
    payload.logger.info({ msg: 'An event sign-up with the hidden field filled in was dropped (a bot)' })
    return { ok: true }
  }
  const checked = checkSignUp(fields)
  if (!checked.ok) {
    const status = checked.problems.some((problem) => problem.key === 'controlCharacters') ? 422 : 400
    return { ok: false, status, problems: checked.problems.map(({ field, key, max }) => ({ field, key, message: t(`errors.${key}`, { max: max ?? 0 }) })) }
  }
  const retryAfter = await overLimitFor('eventSignUpEmail', checked.values.email)
  if (retryAfter) return { ok: false, status: 429, retryAfter, message: t('answers.limited', { minutes: Math.ceil(retryAfter / 60) }) }

  const decided = await withPlacesHeld(payload, event.id, (req) => decide(payload, req, event, { ...checked.values, locale }, now))
  if (decided !== 'stored') return { ok: false, status: 409, reason: decided, message: t(`answers.${decided}`) }
  wakeSignUpMailer()
  return { ok: true }
}

type Person = { name: string; email: string; phone: string | null; locale: Locale }

/** With the places held: a new place or a place on the waiting list, or the owner's e-mail again. */
async function decide(payload: Payload, req: PayloadRequest, event: Event, person: Person, now: Date): Promise<'stored' | 'closed' | 'full'> {
  const settings = settingsOf(event)
  const { docs } = await payload.find({
    collection: 'event-registrations',
    where: { event: { equals: event.id }, email: { equals: person.email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const earlier = docs[0]
  const mailDueAt = now.toISOString()
  // Already signed up (a place or the waiting list): no second place; the owner is told again.
  if (earlier && earlier.state !== 'cancelled') {
    await payload.update({ collection: 'event-registrations', id: earlier.id, data: { mailDueAt, mailKind: 'again' }, overrideAccess: true, depth: 0, req })
    return 'stored'
  }
  const offer = availability(settings, event.startsAt, (await countPlaces(payload, event.id, req)).taken, now)
  if (offer.kind === 'closed' || offer.kind === 'full') return offer.kind
  const data = { ...person, state: offer.kind === 'open' ? 'confirmed' : 'waiting', cancelledAt: null, mailDueAt, mailKind: 'signedUp' } as const
  if (earlier) await payload.update({ collection: 'event-registrations', id: earlier.id, data, overrideAccess: true, depth: 0, req })
  else await payload.create({ collection: 'event-registrations', data: { ...data, event: event.id }, overrideAccess: true, depth: 0, req })
  return 'stored'
}
