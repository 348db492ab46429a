// The JSON calls of the search: GET /{en|ru|oz|uz}/api/search?q=&type=&page= (the original
// front end's call) and GET /{…}/api/search/suggest?q= (the search box), serialised through
// the compatibility API's schemas (src/compat/schemas.ts). One answer, given
// by the route handlers under Next and by the production server before Next (src/edge/server.ts).
import { localeFrom, translator } from '@/i18n/translator'
import { searchAnswer, suggestAnswer } from '@/compat/schemas'
import { API_LOCALE_CODES, type Locale } from '@/i18n/locales'

import { segmentsToHtml } from '../shared/highlight'
import { isSearchKind } from '../shared/kinds'
import { searchSite, suggestTitles } from './search'
import type { SqlRunner } from '@/database/sql'

const text = (segments: { text: string }[]) => segments.map((segment) => segment.text).join('')

/** Public content, so shared caches may keep an answer briefly; a publish shows within seconds. */
const CACHE = { 'Cache-Control': 'public, max-age=5', 'X-Content-Type-Options': 'nosniff' }

const json = (status: number, body: unknown, headers: Record<string, string> = {}) => Response.json(body, { status, headers: { ...CACHE, ...headers } })

function problem(status: number, locale: Locale, key: 'unavailable' | 'badType' | 'badPage', headers: Record<string, string> = {}) {
  const t = translator(locale, 'search')
  return json(status, { errors: [{ message: t(key) }] }, { 'Cache-Control': 'no-store', ...headers })
}

const CALL = new RegExp(`^/(${API_LOCALE_CODES})/api/search(/suggest)?/?$`)

/** The path's parts when it is one of the search calls: its language and which call. */
export function searchCall(pathname: string): { locale: Locale; suggest: boolean } | null {
  const match = CALL.exec(pathname)
  const locale = match && localeFrom(match[1])
  return locale ? { locale, suggest: Boolean(match[2]) } : null
}

export async function answerSearchCall(db: SqlRunner, locale: Locale, suggest: boolean, params: URLSearchParams): Promise<Response> {
  const query = params.get('q') ?? ''
  const type = params.get('type') || null
  const pageText = params.get('page')
  if (type !== null && !isSearchKind(type)) return problem(400, locale, 'badType')
  if (pageText !== null && !/^[1-9]\d{0,2}$/.test(pageText)) return problem(400, locale, 'badPage')
  const started = performance.now()
  try {
    if (suggest) {
      const suggestions = await suggestTitles(db, { locale, query })
      const data = suggestions.map((s) => ({ type: s.kind, title: text(s.title), title_html: segmentsToHtml(s.title), segments: s.title, url: s.url }))
      return json(200, suggestAnswer.parse({ data }), { 'Server-Timing': `search;dur=${(performance.now() - started).toFixed(1)}` })
    }
    const answer = await searchSite(db, { locale, query, kind: type, page: pageText ? Number(pageText) : 1 })
    const data = answer.results.map((result) => ({
      type: result.kind,
      title: text(result.title),
      title_html: segmentsToHtml(result.title),
      snippet: text(result.snippet),
      snippet_html: segmentsToHtml(result.snippet),
      url: result.url,
      date: result.date,
      image: result.image,
    }))
    return json(
      200,
      searchAnswer.parse({ data, count: answer.total, counts: answer.counts, page: answer.page, pages: answer.pages, match: answer.anyWord ? 'any' : 'all' }),
      { 'Server-Timing': `search;dur=${(performance.now() - started).toFixed(1)}` },
    )
  } catch (error) {
    console.error('Search failed:', error)
    return problem(503, locale, 'unavailable', { 'Retry-After': '30' })
  }
}

/**
 * GET /{lang}/api/search and /{lang}/api/search/suggest: the route handlers and the production
 * server before Next (src/edge/twins.ts) answer with this.
 */
export const answerSearchRequest =
  (db: SqlRunner) =>
  async (request: Request): Promise<Response> => {
    const url = new URL(request.url)
    const call = searchCall(url.pathname)
    if (!call) return Response.json({ errors: [{ message: 'Not found' }] }, { status: 404 })
    return answerSearchCall(db, call.locale, call.suggest, url.searchParams)
  }
