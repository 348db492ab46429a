// Sign-ups answered by the production server before Next (src/server.ts), like the status check:
// Next's route pipeline cost more than the sign-up itself (one statement), and put the call's
// p95 at 20 connections far over its 30 ms budget. Forms posted without JavaScript (which get a
// page back) go on to Next; the answer is the route handler's own (./signupHttp.ts).
import type { IncomingMessage, ServerResponse } from 'node:http'

import { API_LOCALE_CODES } from '@/i18n/locales'
import { localeFrom, translator } from '@/i18n/translator'
import { HOP_HEADERS, send, webHeaders } from '@/lib/nodeAnswers'
import { readSmallBody } from '@/lib/requestBody'
import type { SqlRunner } from '@/database/sql'

import { answerSubscribe, wantsPage } from './signupHttp'

/** One e-mail field, whatever the encoding; anything longer is not a sign-up. */
const BODY_LIMIT = 8192
const PATH = new RegExp(`^/(${API_LOCALE_CODES})/api/subscribe/?$`)

/** Answers the request when it is a sign-up and returns true; otherwise leaves it alone. */
export function answerSignUpRequest(req: IncomingMessage, res: ServerResponse, db: SqlRunner): boolean {
  if (req.method !== 'POST' || wantsPage(req.headers.accept)) return false
  const locale = PATH.exec(req.url?.split('?')[0] ?? '')?.[1]
  if (!locale) return false
  // The body is read whole here: its connection headers are not the request's.
  const headers = webHeaders(req, HOP_HEADERS)
  void readSmallBody(req, BODY_LIMIT)
    .then(async ({ bytes: body }) => {
      const request = new Request(`http://campus.invalid${req.url}`, { method: 'POST', headers, body: body ? new Uint8Array(body) : '' })
      await send(res, await answerSubscribe(request, locale, db), body ? {} : { connection: 'close' })
    })
    .catch((error: unknown) => {
      console.error('Newsletter sign-up failed:', error)
      if (res.headersSent) res.end()
      else
        res
          .writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '30' })
          .end(JSON.stringify({ errors: [{ message: translator(localeFrom(locale) ?? 'en', 'newsletter')('failed') }] }))
    })
  return true
}
