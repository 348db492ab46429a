// Answers of our public API: JSON, never cached, errors as {errors:[{field, message}]} in the
// visitor's language. What only admissions says (a field's problem, a body too large for its
// documents) is in src/admissions/server/answers.ts.
import type { Locale } from '@/i18n/locales'

import { translator } from '@/i18n/translator'
import type { Admission } from '@/security/rateLimit'

/** How long a client should wait before asking again while the database is away. */
export const RETRY_AFTER_SECONDS = 30

export const NO_STORE = { 'Cache-Control': 'no-store, max-age=0', 'X-Content-Type-Options': 'nosniff' }

export type ApiError = { field?: string; message: string }

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...NO_STORE, ...headers } })

export const errors = (status: number, list: ApiError[], headers: Record<string, string> = {}) => json(status, { errors: list }, headers)

/** One message, no field: Not found, rate limited, unreadable body. */
export function failure(
  status: number,
  locale: Locale,
  key: 'notFound' | 'rateLimited' | 'crossSite' | 'malformed' | 'bodyTooLarge' | 'failed' | 'serviceUnavailable' | 'idempotencyKey',
  headers: Record<string, string> = {},
  values?: Record<string, string | number>,
) {
  const t = translator(locale, 'applyErrors')
  return errors(status, [{ message: t(key, values) }], headers)
}

/** Over an hourly limit (a replacement document): when to try again, in minutes. */
export const rateLimited = (locale: Locale, retryAfter: number) =>
  errors(429, [{ message: translator(locale, 'limits')('hourly', { minutes: Math.ceil(retryAfter / 60) }) }], { 'Retry-After': String(retryAfter) })

import { CHALLENGE_HEADER } from '@/security/ui/passChallenge'

/**
 * The answer to a client address the limits do not let through (src/security/rateLimit.ts): a
 * challenge to solve (428, the message says the browser is checking), or the busy network's
 * wait (429 with Retry-After). Undefined when the request may go on.
 */
export function notAdmitted(admission: Admission, locale: Locale): Response | undefined {
  if (admission.ok) return undefined
  const t = translator(locale, 'limits')
  if ('challenge' in admission)
    return json(
      428,
      { errors: [{ message: t('challenge') }], challenge: admission.challenge, strings: t.raw('widget' as never) as Record<string, string> },
      { [CHALLENGE_HEADER]: 'altcha' },
    )
  return errors(429, [{ message: t('busy', { seconds: admission.retryAfter }) }], { 'Retry-After': String(admission.retryAfter) })
}

/** Over one person's hourly limit (`kind` names whose: application, number, e-mail). */
export const identityLimited = (locale: Locale, kind: 'apply' | 'lookup' | 'subscribe' | 'contact', retryAfter: number) =>
  errors(429, [{ message: identityMessage(locale, kind, retryAfter) }], { 'Retry-After': String(retryAfter) })

export const identityMessage = (locale: Locale, kind: 'apply' | 'lookup' | 'subscribe' | 'contact', retryAfter: number) =>
  translator(locale, 'limits')(`identity.${kind}`, { minutes: Math.ceil(retryAfter / 60) })

/** A public form posted by another site's page (src/security/crossSite.ts). */
export const crossSiteRefused = (locale: Locale) => failure(403, locale, 'crossSite')
