// Signing up for the newsletter (the footer box and POST /{lang}/api/subscribe): double opt-in.
// Every well-formed request gets the same answer whether the address is new, waiting for
// confirmation or already subscribed, so the box cannot be used to learn who reads the newsletter.
// The row is written with one statement on our own connection (the search's, shared with the
// pages), so the production server answers sign-ups before Next (src/edge/twins.ts)
// with the same code as the route handler; the confirmation e-mail follows from an outbox
// (./confirmations.ts).
import type { Payload } from 'payload'

import { admitAddress, overLimitFor } from '@/security/rateLimit'
import { identityMessage, notAdmitted } from '@/lib/apiAnswers'
import { translator } from '@/i18n/translator'
import { env } from '@/env'
import { hasControlCharacters } from '@/lib/controlCharacters'
import type { Locale } from '@/i18n/locales'
import { sql, type SqlRunner } from '@/database/sql'

import { wakeConfirmationSender } from './confirmations'
import { isEmailAddress, normalizeEmail } from '@/lib/email'
import { CONSENT_TEXT_VERSION } from './statuses'

export type SubscribeOutcome =
  | { ok: true }
  | { ok: false; status: 400 | 422 | 429; message: string; retryAfter?: number }
  /** The client address is busy: the answer asks for a challenge or says when to come back. */
  | { ok: false; status: 428 | 429; response: Response }

/** The page the box was on, as a path of this site (from Referer), for the consent record. */
export function consentPage(headers: Headers): string {
  const referer = headers.get('referer')
  if (!referer) return ''
  try {
    const url = new URL(referer)
    return url.origin === new URL(env.SITE_URL).origin ? url.pathname.slice(0, 300) : ''
  } catch {
    return ''
  }
}

/** The subscriber with this (normalised) address, if any. */
export async function subscriberByEmail(payload: Payload, email: string) {
  const { docs } = await payload.find({ collection: 'subscribers', where: { email: { equals: email } }, limit: 1, depth: 0, overrideAccess: true })
  return docs[0]
}

/**
 * A new address, or one that is not confirmed or waits in the trash, becomes a pending sign-up
 * whose confirmation is due (out of the trash: the person asked again); a confirmed one stays as it is. One statement, whatever arrives at the same time. The
 * columns are Payload's (the migrations hold them; tests/int/newsletter.int.test.ts reads the
 * row back through Payload on both databases).
 */
const storeSignUp = (email: string, locale: Locale, page: string, now: string) => sql`
  INSERT INTO subscribers (email, locale, status, consent_at, consent_text_version, consent_page, confirmation_due_at, updated_at, created_at)
  VALUES (${email}, ${locale}, 'pending', ${now}, ${CONSENT_TEXT_VERSION}, ${page}, ${now}, ${now}, ${now})
  ON CONFLICT (email) DO UPDATE SET locale = excluded.locale, status = 'pending', consent_at = excluded.consent_at,
    consent_text_version = excluded.consent_text_version, consent_page = excluded.consent_page,
    confirmation_due_at = excluded.confirmation_due_at, updated_at = excluded.updated_at, deleted_at = NULL
  WHERE subscribers.status <> 'confirmed' OR subscribers.deleted_at IS NOT NULL`

type Request = { email: unknown; locale: Locale; headers: Headers }

export async function subscribe(db: SqlRunner, { email: raw, locale, headers }: Request): Promise<SubscribeOutcome> {
  const t = () => translator(locale, 'newsletter')
  const refused = notAdmitted(await admitAddress('subscribe', headers), locale)
  if (refused) return { ok: false, status: refused.status as 428 | 429, response: refused }
  // Control characters are a 422 on every public form (decision 042); "not an address" keeps the original front end's 400.
  if (typeof raw === 'string' && hasControlCharacters(raw.trim())) return { ok: false, status: 422, message: t()('controlCharacters') }
  if (typeof raw !== 'string' || !isEmailAddress(raw)) return { ok: false, status: 400, message: t()('invalidEmail') }
  const email = normalizeEmail(raw)
  const forAddress = await overLimitFor('subscribeAddress', email)
  if (forAddress) return { ok: false, status: 429, retryAfter: forAddress, message: identityMessage(locale, 'subscribe', forAddress) }

  await db.run(storeSignUp(email, locale, consentPage(headers), new Date().toISOString()))
  wakeConfirmationSender()
  return { ok: true }
}

/** Follows a confirmation link: the address it names becomes a confirmed subscriber. */
export async function confirm(payload: Payload, email: string): Promise<boolean> {
  const subscriber = await subscriberByEmail(payload, email)
  if (!subscriber || subscriber.status === 'unsubscribed' || subscriber.status === 'bounced') return false
  if (subscriber.status !== 'confirmed') {
    await payload.update({
      collection: 'subscribers',
      id: subscriber.id,
      data: { status: 'confirmed', confirmedAt: new Date().toISOString() },
      overrideAccess: true,
    })
  }
  return true
}

/** One-click unsubscribe: at once, without signing in; unknown addresses are quietly fine. */
export async function unsubscribe(payload: Payload, email: string): Promise<void> {
  const subscriber = await subscriberByEmail(payload, email)
  if (!subscriber || subscriber.status === 'unsubscribed') return
  await payload.update({
    collection: 'subscribers',
    id: subscriber.id,
    data: { status: 'unsubscribed', unsubscribedAt: new Date().toISOString() },
    overrideAccess: true,
  })
}
