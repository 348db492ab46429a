// The redirects as the production server consults them before any page is rendered
// (src/edge/server.ts): read with one SELECT and kept in memory until a redirect changes. A change on
// this instance bumps the version (the collection's hooks run in the same process); a change on
// another arrives through the shared cache's message (src/cache/changes.ts). At most a minute
// old in any case.
import type { IncomingMessage, ServerResponse } from 'node:http'

import { onRemoteChange } from '@/cache/changes'
import { TAGS } from '@/cache/tags'
import { LOCALE_CODES, localizePath } from '@/i18n/locales'
import type { ReadConnection } from '@/database/connections'
import { allowOffsiteRedirect } from '@/security/safeRedirect'
import { sql } from '@/database/sql'

import { normalizePath, splitLocale } from './paths'
import { processWide } from '@/lib/processWide'

/** Each bundle of the process shares the count. */
const changes = processWide('redirects.version', () => ({ version: 0 }))

/** Makes every table reload before its next answer (each bundle of the process shares the count). */
export function markRedirectsChanged() {
  changes.version++
}

onRemoteChange('redirects', (tags) => {
  if (tags.includes(TAGS.redirects)) markRedirectsChanged()
})

type Row = { from: string; locale: string; resolved: string | null; status: string; gone: boolean | number | null }
export type RedirectAnswer = { location: string; status: 301 | 302 }

/** Paths that are never pages: Next's files, the APIs, the admin. */
const NOT_PAGES = new RegExp(`^/(?:_next/|admin(?:/|$)|api/|(?:${LOCALE_CODES})/api/)`)

export function redirectTable(reader: ReadConnection, maxAgeMs = 60_000) {
  let loaded: { version: number; at: number; rows: Map<string, Row> } | null = null
  let loading: Promise<Map<string, Row>> | null = null
  let warned = false

  async function load(version: number): Promise<Map<string, Row>> {
    const rows = new Map<string, Row>()
    try {
      for (const row of (await reader.all(sql`SELECT "from", locale, resolved, status, gone FROM redirects`)) as Row[]) {
        // A redirect whose page is gone is not followed: the address answers the site's own 404.
        if (row.resolved && !row.gone) rows.set(`${row.locale}|${row.from}`, row)
      }
      warned = false
    } catch (error) {
      // Before the first migration there is no table: no redirects, and one line in the log.
      if (!warned) console.error('Redirects could not be read:', (error as Error).message)
      warned = true
    }
    loaded = { version, at: Date.now(), rows }
    return rows
  }

  async function current(): Promise<Map<string, Row>> {
    const version = changes.version
    if (loaded && loaded.version === version && Date.now() - loaded.at < maxAgeMs) return loaded.rows
    loading ??= load(version).finally(() => (loading = null))
    return loading
  }

  /** Where a request for this address goes instead, if anywhere. */
  async function find(url: string): Promise<RedirectAnswer | null> {
    const [pathname, query = ''] = url.split(/\?(.*)/s)
    if (!pathname || NOT_PAGES.test(pathname)) return null
    const path = normalizePath(pathname)
    if (!path) return null
    const rows = await current()
    if (!rows.size) return null
    const { locale, path: bare } = splitLocale(path)
    const row = rows.get(`${locale}|${bare}`) ?? rows.get(`all|${bare}`)
    if (!row?.resolved) return null
    const target = row.resolved.startsWith('/') ? localizePath(locale, row.resolved) + (query ? `?${query}` : '') : row.resolved
    return { location: encodeURI(target), status: row.status === '302' ? 302 : 301 }
  }

  /** Answers a GET or HEAD for a redirected address; false when the request goes on to the site. */
  async function answer(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return false
    const found = await find(req.url)
    if (!found) return false
    // An editor may send an old address to another site; no other answer may (src/edge/guard.ts).
    if (!found.location.startsWith('/')) allowOffsiteRedirect(res)
    // Browsers keep a permanent one ten minutes (an editor's correction reaches them soon), a
    // temporary one not at all; nginx keeps either its usual 2 s.
    res.writeHead(found.status, { Location: found.location, 'Cache-Control': found.status === 301 ? 'public, max-age=600' : 'no-store', 'Content-Length': '0' })
    res.end()
    return true
  }

  return { find, answer }
}
