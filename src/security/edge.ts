// What the production server (src/server.ts) answers around Next, on every route: an address
// that cannot be percent-decoded is a 400 (Next's router would crash on it with a 500), and a
// failure while the database cannot be reached is a 503 with Retry-After instead of a 500, so
// proxies, monitors and people know to come back (docs/decisions/012-errors-and-page-scripts.md).
// So is a signed-in request refused then: Payload takes a session it cannot look up for none.
import { createClient } from '@libsql/client'
import { existsSync } from 'node:fs'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import pg from 'pg'

import { env } from '@/env'
import { escapeHtml } from '@/lib/html'
import { type Locale, localizePath } from '@/i18n/locales'
import { type Messages, messagesOf } from '@/i18n/translator'

import { DOWNLOAD_CSP, siteHeaders } from './headers'

/** How long a client should wait before asking again while the database is away. */
export const RETRY_AFTER_SECONDS = 30

type Kind = keyof Messages['serverAnswers']

// Control characters name nothing on this site, and PostgreSQL refuses NUL in any text.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/

/** True when the path (not the query) holds a percent sequence that is not UTF-8, or a control character. */
export function isUndecodable(url: string | undefined): boolean {
  try {
    return CONTROL.test(decodeURIComponent((url ?? '/').split('?')[0]))
  } catch {
    return true
  }
}

/** The language of an address: /ru/… and /uz/… (or the old /oz/api/…), else English. */
export function localeOfPath(url: string | undefined): Locale {
  const first = (url ?? '/').split(/[/?#]/)[1]
  if (first === 'ru') return 'ru'
  return first === 'uz' || first === 'oz' ? 'uz' : 'en'
}

const isApiPath = (url: string) => /^\/(?:[a-z]{2}\/)?api(?:\/|\?|$)/.test(url)

/** Our own short answer: JSON for API addresses, a small page in the address's language otherwise. */
export function answerPlainly(req: IncomingMessage, res: ServerResponse, status: 400 | 500 | 503, kind: Kind): void {
  const url = req.url ?? '/'
  const locale = localeOfPath(url)
  const { title, text } = messagesOf(locale).serverAnswers[kind]
  const headers: OutgoingHttpHeaders = {
    // HSTS, framing and referrer rules as on every page (src/security/frontDoorGuard.ts).
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

async function postgresAnswers(connectionString: string): Promise<boolean> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 2_000, query_timeout: 2_000 })
  client.on('error', () => {})
  try {
    await client.connect()
    await client.query('SELECT 1')
    return true
  } catch {
    return false
  } finally {
    client.end().catch(() => {})
  }
}

async function sqliteAnswers(file: string): Promise<boolean> {
  if (!existsSync(file)) return false
  const client = createClient({ url: `file:${file}` })
  try {
    // In WAL mode reading never waits: ask for the write lock, which a stalled writer elsewhere
    // (another process's long transaction) holds.
    await client.execute('PRAGMA busy_timeout = 1000')
    await client.execute('BEGIN IMMEDIATE')
    await client.execute('ROLLBACK')
    return true
  } catch {
    return false
  } finally {
    client.close()
  }
}

/** Asks the database for `SELECT 1` (SQLite: its write lock) on a connection of its own; one answer serves two seconds. */
export function databaseProbe(ask = () => (env.isPostgres ? postgresAnswers(env.DATABASE_URL) : sqliteAnswers(env.SQLITE_FILE))): () => Promise<boolean> {
  // A probe in flight is shared; "away" is trusted for 2 s, so an outage is not asked about per
  // request; "answers" is never reused: the database may have gone since, and a 500 must not pass
  // as the application's own error on the strength of an earlier answer.
  let last: { at: number; answer: Promise<boolean>; away?: boolean } | undefined
  return () => {
    if (last && (last.away === undefined || (last.away && Date.now() - last.at <= 2_000))) return last.answer
    const probe: { at: number; answer: Promise<boolean>; away?: boolean } = { at: Date.now(), answer: ask() }
    last = probe
    probe.answer.then(
      (answers) => (probe.away = !answers),
      () => (probe.away = true),
    )
    return probe.answer
  }
}

type Held = { status: number; head: unknown[]; chunks: unknown[][]; ended: Promise<void> }
type Callback = (error?: Error | null) => void
const lastCallback = (args: unknown[]) => (typeof args.at(-1) === 'function' ? (args.pop() as Callback) : undefined)

/** A staff session: Payload's cookie or an Authorization header. */
const signedIn = (req: IncomingMessage) => Boolean(req.headers.authorization) || /(?:^|;\s*)payload-token=/.test(req.headers.cookie ?? '')

/**
 * Holds back any 5xx answer this response is about to give (a 503 that already says when to
 * come back is left alone), and a 401 or 403 to a signed-in request, until the database has been
 * asked: unreachable, the answer becomes our 503 with Retry-After; reachable, the original
 * answer goes out unchanged.
 */
export function mapServerErrors(req: IncomingMessage, res: ServerResponse, databaseAnswers: () => Promise<boolean>): void {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end }
  let held: Held | undefined
  let finish: () => void = () => {}

  const saysWhen = (head: unknown[]) =>
    res.hasHeader('retry-after') ||
    head.some((part) => typeof part === 'object' && part !== null && Object.keys(part).some((key) => key.toLowerCase() === 'retry-after'))
  const shouldHold = (status: number, head: unknown[] = []) =>
    (status >= 500 && !(status === 503 && saysWhen(head))) || ((status === 401 || status === 403) && signedIn(req))
  const hold = (status: number, head: unknown[]) => {
    held = { status, head, chunks: [], ended: new Promise<void>((resolve) => (finish = resolve)) }
    void settle(held)
  }
  // A write or end before any writeHead makes Node write the head from statusCode: decide first.
  const holdImplicit = () => {
    if (!held && !res.headersSent && shouldHold(res.statusCode)) hold(res.statusCode, [])
  }

  res.writeHead = function (this: ServerResponse, status: number, ...head: unknown[]) {
    if (held) return this
    if (!shouldHold(status, head)) return (original.writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...head)
    hold(status, head)
    return this
  } as ServerResponse['writeHead']

  res.write = function (this: ServerResponse, ...args: unknown[]) {
    holdImplicit()
    if (!held) return (original.write as (...args: unknown[]) => boolean).apply(this, args)
    const callback = lastCallback(args)
    held.chunks.push(args)
    callback?.()
    return true
  } as ServerResponse['write']

  res.end = function (this: ServerResponse, ...args: unknown[]) {
    holdImplicit()
    if (!held) return (original.end as (...args: unknown[]) => ServerResponse).apply(this, args)
    const callback = lastCallback(args)
    if (args.length > 0 && args[0] !== undefined && typeof args[0] !== 'function') held.chunks.push(args)
    if (callback) res.once('finish', callback)
    finish()
    return this
  } as ServerResponse['end']

  async function settle(answer: Held) {
    const [reachable] = await Promise.all([databaseAnswers().catch(() => false), answer.ended])
    Object.assign(res, original)
    // Answered meanwhile by the request's deadline (src/security/deadline.ts).
    if (res.headersSent) return
    if (!reachable) {
      for (const name of res.getHeaderNames()) res.removeHeader(name)
      return answerPlainly(req, res, 503, 'unavailable')
    }
    ;(original.writeHead as (...args: unknown[]) => ServerResponse).call(res, answer.status, ...answer.head)
    for (const chunk of answer.chunks) (original.write as (...args: unknown[]) => boolean).apply(res, chunk)
    res.end()
  }
}
