// GET /{en|ru|oz|uz}/api/{call}: the compatibility API's one entry (the route handler, and the
// production server for answers it still keeps, src/edge/keptApiCalls.ts). Finds the call in the
// table, checks its query against the call's schema, loads the answer from the data layer and
// serialises it through the answer's schema. Errors are JSON in the address's language.
import { errors } from '@/lib/apiAnswers'
import { localeFrom, translator } from '@/i18n/translator'
import { findForLookup, readLookupForm } from '@/admissions/server/lookup'
import { statusCheck } from '@/admissions/server/statusCheck'
import { getPayloadClient } from '@/data/payload'
import { isPreview } from '@/data/preview'
import type { Locale } from '@/i18n/locales'

import { type Call, CALLS } from './calls'
import { answerKey, corsHeaders, PUBLIC_CACHE, READS } from './headers'
import { generation, keepAnswer } from '@/cache/answerMemo'

/** The call the path names, and its `{…}` segments. */
export function findCall(segments: string[]): { call: Call; params: Record<string, string> } | undefined {
  for (const call of CALLS) {
    const parts = call.path.split('/')
    if (parts.length !== segments.length) continue
    const params: Record<string, string> = {}
    const matches = parts.every((part, i) => {
      if (part.startsWith('{')) return (params[part.slice(1, -1)] = segments[i]!).length > 0
      return part === segments[i]
    })
    if (matches) return { call, params }
  }
  return undefined
}

const problem = (status: number, locale: Locale, message: string, headers: Record<string, string> = {}) =>
  errors(status, [{ message }], { 'Cache-Control': 'no-store', ...headers })

/** The status check under a language (seed: GET console); POST keeps the number and birth date out of URLs and logs. */
async function statusLookup(request: Request, locale: Locale): Promise<Response> {
  const body = request.method === 'POST' ? await readLookupForm(request) : Object.fromEntries(new URL(request.url).searchParams)
  const input = body && typeof body === 'object' ? { ...body, locale } : body
  const payload = await getPayloadClient()
  return statusCheck(input, request.headers, (number, birthDate) => findForLookup(payload, number, birthDate))
}

export async function answerCompat(request: Request, localeSegment: string, segments: string[]): Promise<Response> {
  const locale = localeFrom(localeSegment) ?? 'en'
  const t = translator(locale, 'api')
  const cors = corsHeaders(request.headers.get('origin'))
  const path = segments.filter(Boolean)
  if (!localeFrom(localeSegment)) return problem(404, locale, t('notFound'), cors)
  if (path.length === 1 && path[0] === 'console') {
    if (request.method !== 'GET' && request.method !== 'POST')
      return problem(405, locale, t('methodNotAllowed', { methods: 'GET, POST' }), { Allow: 'GET, POST', ...cors })
    return statusLookup(request, locale)
  }
  if (request.method === 'OPTIONS')
    return new Response(null, {
      status: 204,
      headers: {
        Allow: READS,
        ...cors,
        ...(cors['Access-Control-Allow-Origin'] && request.headers.has('access-control-request-headers')
          ? { 'Access-Control-Allow-Headers': request.headers.get('access-control-request-headers')! }
          : {}),
      },
    })
  if (request.method !== 'GET' && request.method !== 'HEAD') return problem(405, locale, t('methodNotAllowed', { methods: 'GET' }), { Allow: READS, ...cors })

  const found = findCall(path)
  if (!found) return problem(404, locale, t('notFound'), cors)
  const { call, params } = found
  const url = new URL(request.url)
  const query = call.query?.safeParse(Object.fromEntries(url.searchParams))
  if (query && !query.success) {
    const names = [...new Set(query.error.issues.map((issue) => String(issue.path[0])))]
    return errors(
      400,
      names.map((name) => ({ field: name, message: t('badParameter', { name }) })),
      { 'Cache-Control': 'no-store', ...cors },
    )
  }
  // An editor previewing drafts sees them here too, never kept or shared.
  const preview = await isPreview()
  const since = generation()
  let body: string
  let status = 200
  try {
    const loaded = await call.load(locale, params, query?.data ?? {})
    if (loaded === null) {
      status = 404
      body = JSON.stringify({ errors: [{ message: t('notFound') }] })
    } else body = JSON.stringify(serialise(call, loaded))
  } catch (error) {
    console.error(`Compatibility API ${call.path} failed:`, error)
    // An answer that does not fit its own schema is our fault, not a passing outage.
    if (error instanceof AnswerMismatch) return problem(500, locale, t('failed'), cors)
    return problem(503, locale, t('failed'), { 'Retry-After': '30', ...cors })
  }
  const headers = { 'Content-Type': 'application/json', 'Cache-Control': preview ? 'private, no-store' : PUBLIC_CACHE, 'X-Content-Type-Options': 'nosniff' }
  if (!preview && isCanonical(url.searchParams, call, query?.data))
    keepAnswer(answerKey(url.pathname, url.search), { status, body: Buffer.from(body), headers }, since)
  return new Response(request.method === 'HEAD' ? null : body, { status, headers: { ...headers, ...cors } })
}

class AnswerMismatch extends Error {}

function serialise(call: Call, loaded: unknown) {
  const parsed = call.answer.safeParse(loaded)
  if (!parsed.success) throw new AnswerMismatch(`${call.path}: ${parsed.error.message}`)
  return parsed.data
}

/**
 * Only an address in its one written form is kept: every parameter known to the call, once,
 * written as it reads back. Endless spellings of one answer (unknown parameters, `page=01`)
 * are answered but not kept, so nobody can fill the server's memory with copies.
 */
function isCanonical(search: URLSearchParams, call: Call, parsed: Record<string, unknown> | undefined) {
  const names = [...search.keys()]
  if (new Set(names).size !== names.length) return false
  return names.every((name) => parsed?.[name] !== undefined && String(parsed[name]) === search.get(name))
}
