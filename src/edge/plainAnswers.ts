// The server's own short answers, for what it refuses or cannot do before Next (a bad address,
// a failure, the database away): JSON for API addresses, a small page in the address's language
// otherwise, with the site's headers and nothing that runs or loads.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { RETRY_AFTER_SECONDS } from '@/lib/apiAnswers'
import { escapeHtml } from '@/lib/html'
import { defaultLocale, type Locale, localizePath } from '@/i18n/locales'
import { localeFrom, type Messages, messagesOf } from '@/i18n/translator'
import { DOWNLOAD_CSP, siteHeaders } from '@/security/headers'

type Kind = keyof Messages['serverAnswers']

/** The language of an address: /ru/… and /uz/… (or the old /oz/api/…), else English. */
export function localeOfPath(url: string | undefined): Locale {
  return localeFrom((url ?? '/').split(/[/?#]/)[1]) ?? defaultLocale
}

const isApiPath = (url: string) => /^\/(?:[a-z]{2}\/)?api(?:\/|\?|$)/.test(url)

/** Our own short answer: JSON for API addresses, a small page in the address's language otherwise. */
export function answerPlainly(req: IncomingMessage, res: ServerResponse, status: 400 | 500 | 503, kind: Kind): void {
  const url = req.url ?? '/'
  const locale = localeOfPath(url)
  const { title, text } = messagesOf(locale).serverAnswers[kind]
  const headers: OutgoingHttpHeaders = {
    // HSTS, framing and referrer rules as on every page (./guard.ts).
    ...siteHeaders(),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    // Nothing on this page runs or loads.
    'Content-Security-Policy': DOWNLOAD_CSP.replace('; sandbox', "; style-src 'unsafe-inline'"),
  }
  if (status === 503) headers['Retry-After'] = String(RETRY_AFTER_SECONDS)
  const body = isApiPath(url)
    ? JSON.stringify({ errors: [{ message: text }] })
    : `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>body{font:18px/1.5 system-ui,sans-serif;max-width:36rem;margin:15vh auto;padding:0 1.25rem;color:#1f2937}h1{font-size:1.75rem}a{color:#1d4ed8}</style></head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="${localizePath(locale, '/')}">${escapeHtml(messagesOf(locale).notFound.home)}</a></p></body></html>`
  headers['Content-Type'] = isApiPath(url) ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8'
  headers['Content-Length'] = Buffer.byteLength(body)
  res.writeHead(status, headers)
  res.end(req.method === 'HEAD' ? undefined : body)
}
