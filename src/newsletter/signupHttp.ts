// POST /{en|ru|oz|uz}/api/subscribe, the footer box's call: one answer for the route handler
// and for the production server, which answers it before Next (src/edge/twins.ts).
import { crossSiteRefused, errors, json } from '@/lib/apiAnswers'
import { API_LOCALE_CODES } from '@/i18n/locales'
import { localeFrom, translator } from '@/i18n/translator'
import { env } from '@/env'
import type { SqlRunner } from '@/database/sql'
import { isCrossSite } from '@/security/crossSite'

import { subscribe } from './subscribe'

/** The e-mail field of a multipart or plain form post (as the original front end sends it), or of JSON. */
async function emailOf(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? ''
  try {
    if (type.includes('application/json')) return ((await request.json()) as { email?: unknown } | null)?.email
    if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) return (await request.formData()).get('email')
  } catch {
    return undefined
  }
  return undefined
}

/** A browser's form post without JavaScript wants a page back, not JSON. */
export const wantsPage = (accept: string | null | undefined) => (accept ?? '').includes('text/html')

/** Where a form posted without JavaScript goes back to: the page it was on, at the box's answer. */
function backToPage(request: Request, answer: 'subscribed' | 'invalid' | 'limited' | 'failed') {
  let path = '/'
  try {
    const referer = new URL(request.headers.get('referer') ?? '')
    if (referer.origin === new URL(env.SITE_URL).origin || referer.host === request.headers.get('host')) path = referer.pathname + referer.search
  } catch {}
  return new Response(null, { status: 303, headers: { Location: `${path}#newsletter-${answer}`, 'Cache-Control': 'no-store' } })
}

/** The same answer for any well-formed address: new, pending or already confirmed. */
export async function answerSubscribe(request: Request, localeSegment: string, db: SqlRunner): Promise<Response> {
  const locale = localeFrom(localeSegment)
  if (!locale) return errors(404, [{ message: 'Not found' }])
  const fromPlainForm = wantsPage(request.headers.get('accept'))
  if (isCrossSite(request.headers, env.SITE_URL)) return crossSiteRefused(locale)
  try {
    const outcome = await subscribe(db, { email: await emailOf(request), locale, headers: request.headers })
    if (fromPlainForm) return backToPage(request, outcome.ok ? 'subscribed' : outcome.status === 400 ? 'invalid' : 'limited')
    if (outcome.ok) return json(200, { data: { subscribed: true } })
    if ('response' in outcome) return outcome.response
    return errors(
      outcome.status,
      [{ field: outcome.status === 429 ? undefined : 'email', message: outcome.message }],
      outcome.retryAfter ? { 'Retry-After': String(outcome.retryAfter) } : {},
    )
  } catch (error) {
    console.error('Newsletter sign-up failed:', error)
    if (fromPlainForm) return backToPage(request, 'failed')
    return errors(503, [{ message: translator(locale, 'newsletter')('failed') }], { 'Retry-After': '30' })
  }
}

const PATH = new RegExp(`^/(${API_LOCALE_CODES})/api/subscribe/?$`)

/** The language segment of a sign-up address, or null for any other address. */
export const signUpLocale = (pathname: string): string | null => PATH.exec(pathname)?.[1] ?? null

/** POST /{lang}/api/subscribe, the language taken from the address: the route handler and the production server answer with this. */
export const answerSignUp =
  (db: SqlRunner) =>
  (request: Request): Promise<Response> =>
    answerSubscribe(request, signUpLocale(new URL(request.url).pathname) ?? '', db)
