// POST /api/event-sign-ups/cancel, the cancellation page's button (a plain form: it works before
// and without the page's scripts). Back to the page, which then says the sign-up is cancelled; a
// client asking for JSON gets JSON.
import 'server-only'

import { getPayloadClient } from '@/data/payload'
import { env } from '@/env'
import { localeFrom, requestLocale, translator } from '@/i18n/translator'
import { localizePath } from '@/i18n/locales'
import { crossSiteRefused, errors, json } from '@/lib/apiAnswers'
import { formFields, UnreadableForm, wantsPage } from '@/lib/formBody'
import { isCrossSite } from '@/security/crossSite'

import { cancelSignUp } from './cancel'

export async function answerCancel(request: Request): Promise<Response> {
  const headerLocale = requestLocale(undefined, request.headers)
  if (isCrossSite(request.headers, env.SITE_URL)) return crossSiteRefused(headerLocale)
  let fields: Record<string, unknown>
  try {
    fields = await formFields(request, 4096)
  } catch (error) {
    if (error instanceof UnreadableForm) return errors(400, [{ message: translator(headerLocale, 'eventSignUp')('answers.malformed') }])
    throw error
  }
  const locale = localeFrom(fields.locale) ?? headerLocale
  const t = translator(locale, 'eventSignUp')
  const payload = await getPayloadClient()
  let outcome: Awaited<ReturnType<typeof cancelSignUp>>
  try {
    outcome = await cancelSignUp(payload, fields.token)
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Cancelling an event sign-up failed' })
    return errors(503, [{ message: t('answers.failed') }], { 'Retry-After': '30' })
  }
  if (wantsPage(request)) {
    const token = typeof fields.token === 'string' ? fields.token.slice(0, 1024) : ''
    return new Response(null, {
      status: 303,
      headers: { Location: `${localizePath(locale, '/events/cancel')}?token=${encodeURIComponent(token)}`, 'Cache-Control': 'no-store' },
    })
  }
  return outcome === 'cancelled' ? json(200, { data: { cancelled: true } }) : errors(404, [{ message: t('cancel.invalid') }])
}
