// The search results page, kept in this process for a few seconds per address: a repeated query
// (an admissions campaign's "contract", "dormitory") is answered by the production server
// (src/edge/server.ts) without rendering the page again, as the compatibility API's answers are.
// The same memory keeps both (src/cache/answerMemo.ts): at most KEEP_MS old, emptied on any content
// change on any instance, and not filled for a moment after one, so a publish or a deletion
// shows at once and a draft never does (the index holds published content only). A shared cache
// in front (nginx) may keep a visitor's page for its own few seconds, as any other page.
import type { IncomingMessage, ServerResponse } from 'node:http'

import { generation, keepAnswer, keptAnswer } from '@/cache/answerMemo'
import type { SqlRunner } from '@/database/sql'
import { PREFIXED_LOCALE_CODES } from '@/i18n/locales'

import { sendsOneOffBody, sendsRepeatedBody } from './page/heldAnswer'
import { asksForNext, isShellRequest, keepShell, pageFromShell } from './searchPageShell'

/** The results page in each language: `/search`, `/ru/search`, `/uz/search`, with any query. */
const PAGE = new RegExp(`^/(?:(?:${PREFIXED_LOCALE_CODES})/)?search(?:\\?|$)`)
/** Requests Next answers with something other than the page's HTML (client navigation's payload). */
const NOT_HTML = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-action']
/**
 * Headers set on the way out that the front door sets again for each answer: its own per request,
 * the policy with this body's script hashes (src/edge/page/heldAnswer.ts) and the compression's.
 */
const PER_ANSWER = new Set([
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'set-cookie',
  'age',
  'content-encoding',
  'content-security-policy',
])

/**
 * The cache header of a visitor's search page: a shared cache in front (the shipped nginx) may
 * keep it for its own few seconds, as it keeps every other page; a browser asks again each time.
 * Next marks the dynamic page private, but it holds nothing of the visitor's own.
 */
export const SEARCH_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=2'
const shared = (name: string, value: unknown) => (name.toLowerCase() === 'cache-control' ? SEARCH_PAGE_CACHE_CONTROL : value)

/** The Server-Timing entry of a page filled into its shell, which the benchmark and the tests read (with the search's own time). */
export const FROM_SHELL = 'shell'

const keyOf = (url: string) => `search-page ${url}`
/** Pages being rendered now, by key: a request for the same page waits for it rather than rendering it too. */
const rendering = new Map<string, Promise<void>>()

/** A search page request whose answer may be kept: a visitor's GET or HEAD of the HTML page. */
export function isKeptSearchPage(req: IncomingMessage): boolean {
  const url = req.url ?? ''
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !PAGE.test(url) || url.includes('_rsc=')) return false
  if (NOT_HTML.some((name) => req.headers[name] !== undefined)) return false
  // A preview or a signed-in editor's request is theirs alone.
  const cookie = req.headers.cookie ?? ''
  return !cookie.includes('__prerender_bypass') && !cookie.includes('payload-token')
}

/** What the page's answer needs besides the request: the search's database and the server's own address (for its shells). */
export type SearchPageParts = { db: SqlRunner; origin: string }

/**
 * Answers a search page (isKeptSearchPage): from memory if it is kept; else from its language's
 * shell (./searchPageShell.ts); else, when the same page is being rendered for another visitor,
 * from what that render keeps; else by `render`, keeping what it sends. A burst of the same query,
 * as when the memory has just been emptied, renders it once. Whatever is sent is kept.
 */
export async function answerSearchPage(req: IncomingMessage, res: ServerResponse, render: () => unknown, { db, origin }: SearchPageParts): Promise<unknown> {
  const key = keyOf(req.url ?? '')
  // The server's own request for a shell: Next's page, kept as the shell.
  if (isShellRequest(req)) {
    keepShell(req, (done) => watchWhatIsSent(res, done))
    sendsOneOffBody(res)
    return render()
  }
  if (!asksForNext(req) && answerKept(key, req, res)) return
  const since = generation()
  const filled = await pageFromShell(req, db, origin).catch((error: Error) => {
    console.error('A search page could not be filled from its shell:', error)
    return null
  })
  if (filled) {
    const headers = { ...filled.headers, 'content-type': filled.headers['content-type'] ?? 'text/html; charset=utf-8' }
    if (req.method === 'GET') keepAnswer(key, { status: 200, body: Buffer.from(filled.html), headers }, since)
    // Made for this address alone: its repeats come from what is kept, not from the page memo. Its
    // shell already has its blocks of plain HTML once (searchPageShell.ts).
    sendsOneOffBody(res, { plainHtmlOnce: true })
    res.writeHead(200, { ...headers, 'server-timing': `${FROM_SHELL}, search;dur=${filled.searchMs.toFixed(1)}` })
    res.end(req.method === 'HEAD' ? undefined : filled.html)
    return
  }
  const underWay = rendering.get(key)
  if (underWay) {
    await underWay
    if (answerKept(key, req, res)) return
  }
  if (req.method === 'GET') keepWhatIsSent(key, res)
  // Rendered for this address alone: its repeats come from what is kept, not from the page memo.
  sendsOneOffBody(res)
  return render()
}

function answerKept(key: string, req: IncomingMessage, res: ServerResponse): boolean {
  const kept = keptAnswer(key)
  if (!kept) return false
  // The policy's script hashes and the compressed copy are worked out once per page, not per answer.
  sendsRepeatedBody(res)
  // No length here: the page's compressed copy may be what is sent, and the front door sets its length.
  res.writeHead(kept.status, { ...kept.headers, Age: String(Math.floor((Date.now() - kept.at) / 1000)) })
  res.end(req.method === 'HEAD' ? undefined : kept.body)
  return true
}

/**
 * Keeps the page Next is about to send for this request, once it has been sent: only a whole
 * 200 HTML answer that sets no cookie, and only if no content changed while it was rendered.
 */
function keepWhatIsSent(key: string, res: ServerResponse): void {
  const since = generation()
  let done = () => {}
  if (!rendering.has(key))
    rendering.set(
      key,
      new Promise<void>((resolve) => {
        done = () => {
          rendering.delete(key)
          resolve()
        }
      }),
    )
  res.once('close', () => done())
  watchWhatIsSent(res, (answer) => {
    if (answer) keepAnswer(key, answer, since)
    done()
  })
}

type Sent = { status: number; body: Buffer; headers: Record<string, string> }

/**
 * Gives what Next sends in this answer once it is sent (headers as a shared cache may keep them,
 * without those set per answer): a whole 200 HTML answer that sets no cookie, else null.
 */
function watchWhatIsSent(res: ServerResponse, sent: (answer: Sent | null) => void): void {
  const chunks: Buffer[] = []
  const headers: Record<string, string> = {}
  const note = (name: string, value: unknown) => {
    if (!PER_ANSWER.has(name.toLowerCase()) && value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value)
  }
  const take = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'))
  }
  const { setHeader, writeHead, write, end } = res
  res.setHeader = function (name, value) {
    const sent = shared(name, value) as typeof value
    note(name, sent)
    return setHeader.call(this, name, sent)
  }
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const at = args.findIndex((arg) => typeof arg === 'object' && arg !== null)
    const given = args[at]
    if (Array.isArray(given)) {
      const list = given.map((item, i) => (i % 2 === 1 ? shared(String(given[i - 1]), item) : item))
      for (let i = 0; i + 1 < list.length; i += 2) note(String(list[i]), list[i + 1])
      args[at] = list
    } else if (given) {
      const object = Object.fromEntries(Object.entries(given).map(([name, value]) => [name, shared(name, value)]))
      for (const [name, value] of Object.entries(object)) note(name, value)
      args[at] = object
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args)
  } as typeof res.writeHead
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    take(chunk, rest[0])
    return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest)
  } as typeof res.write
  res.end = function (this: ServerResponse, ...args: unknown[]) {
    take(args[0], args[1])
    return (end as (...a: unknown[]) => ServerResponse).apply(this, args)
  } as typeof res.end
  res.once('finish', () =>
    sent(
      res.statusCode === 200 && !res.hasHeader('set-cookie') && headers['content-type']?.startsWith('text/html')
        ? { status: 200, body: Buffer.concat(chunks), headers }
        : null,
    ),
  )
}
