// POST /api/contact, the contact form's call. With JavaScript the form sends JSON-accepting
// requests and shows the answer beside its fields; without it the browser posts the form and is
// sent back to the contact page at the answer (#contact-…), which the page shows by :target, as
// the newsletter box does (src/newsletter/signupHttp.ts). Never cached, never a 500.
import 'server-only'

import { crossSiteRefused, errors, json } from '@/lib/apiAnswers'
import { localeFrom, requestLocale, translator } from '@/i18n/translator'
import { HONEYPOT_FIELD, type ContactInput } from '@/contact/shared/rules'
import { getPayloadClient } from '@/data/payload'
import { env } from '@/env'
import { type Locale, localizePath } from '@/i18n/locales'
import { isCrossSite } from '@/security/crossSite'
import { formFields, UnreadableForm as Unreadable, wantsPage } from '@/lib/formBody'

import { type ContactOutcome, submitContactMessage } from './submit'

/** A message of 5,000 characters, percent-encoded, with room to spare. */
const BODY_LIMIT = 100 * 1024

/** The contact page at the answer's note (src/contact/ui/ContactForm.tsx). */
const backToPage = (locale: Locale, answer: string) =>
  new Response(null, { status: 303, headers: { Location: `${localizePath(locale, '/contact')}#contact-${answer}`, 'Cache-Control': 'no-store' } })

function pageAnswer(locale: Locale, outcome: ContactOutcome | Unreadable | 'failed') {
  if (outcome === 'failed') return backToPage(locale, 'failed')
  if (outcome instanceof Unreadable) return backToPage(locale, outcome.reason === 'tooLarge' ? 'too-large' : 'failed')
  if (outcome.ok) return backToPage(locale, 'sent')
  if ('response' in outcome || outcome.status === 429) return backToPage(locale, 'limited')
  const first = outcome.problems[0]!
  return backToPage(locale, first.key === 'controlCharacters' ? 'invalid-control' : `invalid-${first.field}`)
}

function jsonAnswer(locale: Locale, outcome: ContactOutcome | Unreadable | 'failed') {
  const t = translator(locale, 'contact')
  if (outcome === 'failed') return errors(503, [{ message: t('form.failed') }], { 'Retry-After': '30' })
  if (outcome instanceof Unreadable)
    return outcome.reason === 'tooLarge' ? errors(413, [{ message: t('form.tooLarge') }]) : errors(400, [{ message: t('form.malformed') }])
  if (outcome.ok) return json(201, { data: { sent: true } })
  if ('response' in outcome) return outcome.response
  if (outcome.status === 429) return errors(429, [{ message: outcome.message }], { 'Retry-After': String(outcome.retryAfter) })
  return errors(
    outcome.status,
    outcome.problems.map(({ field, message }) => ({ field, message })),
  )
}

export async function answerContact(request: Request): Promise<Response> {
  const headerLocale = requestLocale(undefined, request.headers)
  if (isCrossSite(request.headers, env.SITE_URL)) return crossSiteRefused(headerLocale)
  const answer = wantsPage(request) ? pageAnswer : jsonAnswer
  let fields: Record<string, unknown>
  try {
    fields = await formFields(request, BODY_LIMIT)
  } catch (error) {
    if (error instanceof Unreadable) return answer(headerLocale, error)
    throw error
  }
  const locale = localeFrom(fields.locale) ?? headerLocale
  const payload = await getPayloadClient()
  try {
    const input: ContactInput & { honeypot?: unknown } = { ...fields, honeypot: fields[HONEYPOT_FIELD] }
    return answer(locale, await submitContactMessage(payload, { fields: input, locale, headers: request.headers }))
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Storing a contact-form message failed' })
    return answer(locale, 'failed')
  }
}
