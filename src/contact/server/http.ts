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

import { type ContactOutcome, submitContactMessage } from './submit'

/** A message of 5,000 characters, percent-encoded, with room to spare. */
const BODY_LIMIT = 100 * 1024

class Unreadable extends Error {
  constructor(readonly reason: 'tooLarge' | 'malformed') {
    super(reason)
  }
}

/** The body, read up to the limit: a larger one is refused before it is all in memory. */
async function readBody(request: Request): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(request.headers.get('content-length') ?? 0) > BODY_LIMIT) throw new Unreadable('tooLarge')
  const reader = request.body?.getReader()
  if (!reader) return new Uint8Array(0)
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > BODY_LIMIT) {
      await reader.cancel().catch(() => {})
      throw new Unreadable('tooLarge')
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}

/** The form's fields, as a plain or multipart form post or as JSON. */
async function fieldsOf(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? ''
  const body = await readBody(request)
  try {
    if (type.includes('application/json')) {
      const value: unknown = JSON.parse(new TextDecoder().decode(body))
      if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Unreadable('malformed')
      return value as Record<string, unknown>
    }
    if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(new TextDecoder().decode(body)))
    if (type.includes('multipart/form-data')) {
      const form = await new Response(body, { headers: { 'content-type': type } }).formData()
      return Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    }
  } catch (error) {
    if (error instanceof Unreadable) throw error
  }
  throw new Unreadable('malformed')
}

/** A browser's form post without JavaScript wants a page back, not JSON. */
const wantsPage = (request: Request) => (request.headers.get('accept') ?? '').includes('text/html')

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
    fields = await fieldsOf(request)
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
