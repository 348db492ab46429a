// Repeated compatibility API calls answered by the production server from the answers this
// process keeps (src/cache/answerMemo.ts), without Next's ~2 ms route pipeline: the budget is 1,000 cached
// calls a second. Misses, previews and anything but GET/HEAD go on to the route handler.
import type { IncomingMessage, ServerResponse } from 'node:http'

import { keptAnswer } from '@/cache/answerMemo'
import { answerKey, corsHeaders } from '@/compat/headers'
import { API_LOCALE_CODES } from '@/i18n/locales'
import { securityHeaders } from '@/security/headers'

const API = new RegExp(`^/(?:${API_LOCALE_CODES})/api/.`)
const always = Object.fromEntries(securityHeaders(process.env.NODE_ENV === 'production').map(({ key, value }) => [key, value]))

/**
 * The original client asks for `teams/`; Next would redirect it (308). The API's addresses
 * are the same with or without the trailing slash.
 */
export function dropTrailingSlash(req: IncomingMessage) {
  const [pathname, search] = (req.url ?? '').split(/(?=\?)/)
  if (pathname && API.test(pathname) && pathname.endsWith('/')) req.url = pathname.replace(/\/+$/, '') + (search ?? '')
}

/** Answers from memory when this process keeps the answer, and returns true; otherwise false. */
export function answerKeptCall(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const url = req.url ?? ''
  if (!API.test(url) || req.headers.cookie?.includes('__prerender_bypass')) return false
  const query = url.indexOf('?')
  const kept = keptAnswer(query === -1 ? answerKey(url, '') : answerKey(url.slice(0, query), url.slice(query)))
  if (!kept) return false
  // Age: shared caches downstream count the seconds it was already kept here.
  res.writeHead(kept.status, {
    ...always,
    ...kept.headers,
    ...corsHeaders(req.headers.origin),
    Age: String(Math.floor((Date.now() - kept.at) / 1000)),
    'Content-Length': kept.body.length,
  })
  res.end(req.method === 'HEAD' ? undefined : kept.body)
  return true
}
