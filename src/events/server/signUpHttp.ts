// POST /api/event-sign-ups, the sign-up form's call. With JavaScript the form sends JSON and shows
// the answer beside its fields; without it the browser posts the form and is sent back to the
// event's page at the answer (#sign-up-…), which the page shows by :target, as the contact form
// does (src/contact/server/http.ts). Never cached, never a 500.
import 'server-only'

import { getPayloadClient } from '@/data/payload'
import { env } from '@/env'
import { localeFrom, requestLocale, translator } from '@/i18n/translator'
import { type Locale, localizePath } from '@/i18n/locales'
import { crossSiteRefused, errors, json } from '@/lib/apiAnswers'
import { formFields, UnreadableForm, wantsPage } from '@/lib/formBody'
import { isCrossSite } from '@/security/crossSite'
import { SIGN_UP_HONEYPOT } from '@/events/shared/signUpRules'

import { type SignUpOutcome, signUpForEvent } from './signUp'

const BODY_LIMIT = 16 * 1024

type Outcome = SignUpOutcome | UnreadableForm | 'failed'

/** The event's page at the answer's note (src/events/ui/SignUpForm.tsx); the list when the event is unknown. */
function pageAnswer(locale: Locale, slug: unknown, outcome: Outcome) {
  const page = typeof slug === 'string' && /^[a-z0-9-]{1,200}$/.test(slug) ? `/events/${slug}` : '/events'
  const note =
    outcome === 'failed' || outcome instanceof UnreadableForm
      ? 'failed'
      : outcome.ok
        ? 'sent'
        : 'response' in outcome || outcome.status === 429
          ? 'limited'
          : 'reason' in outcome
            ? outcome.reason
            : outcome.problems[0]!.key === 'controlCharacters'
              ? 'invalid-control'
              : `invalid-${outcome.problems[0]!.field}`
  return new Response(null, { status: 303, headers: { Location: `${localizePath(locale, page)}#sign-up-${note}`, 'Cache-Control': 'no-store' } })
}

function jsonAnswer(locale: Locale, outcome: Outcome) {
  const t = translator(locale, 'eventSignUp')
  if (outcome === 'failed') return errors(503, [{ message: t('answers.failed') }], { 'Retry-After': '30' })
  if (outcome instanceof UnreadableForm) return errors(outcome.reason === 'tooLarge' ? 413 : 400, [{ message: t('answers.malformed') }])
  if (outcome.ok) return json(201, { data: { sent: true } })
  if ('response' in outcome) return outcome.response
  if (outcome.status === 429) return errors(429, [{ message: outcome.message }], { 'Retry-After': String(outcome.retryAfter) })
  if ('reason' in outcome) return errors(outcome.status, [{ message: outcome.message }])
  return errors(
    outcome.status,
    outcome.problems.map(({ field, message }) => ({ field, message })),
  )
}

export async function answerSignUp(request: Request): Promise<Response> {
  const headerLocale = requestLocale(undefined, request.headers)
  if (isCrossSite(request.headers, env.SITE_URL)) return crossSiteRefused(headerLocale)
  const page = wantsPage(request)
  let fields: Record<string, unknown>
  try {
    fields = await formFields(request, BODY_LIMIT)
  } catch (error) {
    if (error instanceof UnreadableForm) return page ? pageAnswer(headerLocale, undefined, error) : jsonAnswer(headerLocale, error)
    throw error
  }
  const locale = localeFrom(fields.locale) ?? headerLocale
  const answer = (outcome: Outcome) => (page ? pageAnswer(locale, fields.event, outcome) : jsonAnswer(locale, outcome))
  const payload = await getPayloadClient()
  try {
    return answer(
      await signUpForEvent(payload, { slug: fields.event, fields: { ...fields, honeypot: fields[SIGN_UP_HONEYPOT] }, locale, headers: request.headers }),
    )
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Storing an event sign-up failed' })
    return answer('failed')
  }
}
