// A results page for a query not asked lately, without Next: the production server keeps each
// language's page "shell" (src/search/server/pageShell.ts), the page Next renders for a query only
// this process knows, and puts a visitor's words, form and results into it
// (./searchShellTemplate.ts). Rendering the whole page took ~30 ms of CPU, almost all of it the
// header, footer and Next's own work, the same for every query; the results alone take a
// fraction of that (docs/decisions/070-search-page-shell.md).
//
// The shell is asked for (over loopback, as any request) when a language has none or its own is
// older than a content change (answerMemo's generation) or than SHELL_MS; until it is there,
// Next renders the page as before. A query whose words would be written differently in some
// place of the page (quotes, `<`, `&`: fillable()), an address with a parameter twice or one of
// Next's own, and a request that asks for Next's page (RENDER_WITH_NEXT) are rendered by Next too.
import type { IncomingMessage } from 'node:http'
import { createElement } from 'react'

import { mayKeep, generation } from '@/cache/answerMemo'
import { SearchBody } from '@/components/search/SearchBody'
import { renderStatic } from '@/components/staticMarkup'
import type { SqlRunner } from '@/database/sql'
import { type Locale, localizePath, splitLocale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { withPlainHtmlOnce } from '@/lib/plainFlight'
import { readPageQuery, searchOutcome, shellQuery } from '@/search/server/pageShell'
import { requestUrl } from '@/security/requestUrl'

import { compileShell, fillShell, fillable, type ShellTemplate } from './searchShellTemplate'

/** The longest a shell is used; a content change retires it at once. */
const SHELL_MS = 60_000
/** After this, a shell in use is asked for again in the background, so that one is always ready. */
const RENEW_MS = 30_000
/** After a failed attempt to get a shell, the next waits this long. */
const RETRY_MS = 10_000
/** Parameters Next keeps to itself (`nxtP…`, `_rsc`), which it takes out of what it writes into the page. */
const NEXT_PARAMETER = /^(?:nxt|_)/i

type Sent = { status: number; body: Buffer; headers: Record<string, string> }
type Shell = { template: ShellTemplate; headers: Record<string, string>; generation: number; at: number }
const shells = new Map<Locale, Shell>()
const asking = new Set<Locale>()
const failedAt = new Map<Locale, number>()

/** Whether this is the server's own request for a shell. */
export function isShellRequest(req: IncomingMessage): boolean {
  return requestUrl(req.url)?.searchParams.get('q') === shellQuery()
}

/** A page answered from its shell: the HTML, the headers to send it with, and how long its search took (ms). */
export type FilledPage = { html: string; headers: Record<string, string>; searchMs: number }

/**
 * The page for this request from its language's shell, or null when Next must render it (see
 * the header). Asks for a shell when the language has none fit for use.
 */
export async function pageFromShell(req: IncomingMessage, db: SqlRunner, origin: string): Promise<FilledPage | null> {
  const url = requestUrl(req.url)
  if (!url || asksForNext(req)) return null
  const { locale } = splitLocale(url.pathname)
  const shell = shellFor(locale, origin)
  const query = pageQuery(url)
  if (!shell || !query) return null
  const { word, kind, page } = readPageQuery(query)
  if (!fillable(word)) return null
  const searched = performance.now()
  const outcome = await searchOutcome(db, locale, word, kind, page)
  const searchMs = performance.now() - searched
  const body = await renderStatic(createElement(SearchBody, { locale, word, kind, outcome, t: translator(locale, 'search') }))
  const html = fillShell(shell.template, { word, body, canonical: canonicalTail(url), search: renderedSearch(url) })
  return { html, headers: shell.headers, searchMs }
}

/**
 * The header that asks for the page as Next renders it, neither kept nor from the shell: what the
 * tests compare the shell's page with. It gets nothing a new query would not.
 */
export const RENDER_WITH_NEXT = 'x-render-with-next'
export const asksForNext = (req: IncomingMessage) => req.headers[RENDER_WITH_NEXT] !== undefined

/**
 * The query's parameters when the page can be filled: each at most once (the page reads the
 * first), none of Next's own. Others the page ignores (a campaign's `utm_source`) are kept.
 */
function pageQuery(url: URL): Record<string, string> | null {
  const query: Record<string, string> = {}
  for (const [name, value] of url.searchParams) {
    if (NEXT_PARAMETER.test(name) || name in query) return null
    query[name] = value
  }
  return query
}

/**
 * The last of the path's parts Next writes into the page's data for its router (`c`): the page's
 * name with the query string as a form writes it (Next takes its own parameters out of the query,
 * which writes the rest again), split at slashes as the whole path is.
 */
function canonicalTail(url: URL): string[] {
  const search = new URLSearchParams(url.searchParams).toString()
  return `search${search ? `?${search}` : ''}`.split('/')
}

/** The query string as Next writes it into the page's data (getRenderedSearch): each parameter encoded again. */
function renderedSearch(url: URL): string {
  const pairs = [...url.searchParams].map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
  return pairs.length ? `?${pairs.join('&')}` : ''
}

/** The language's shell if it is fit for use; asks for one (in the background) when it is not, or soon will not be. */
function shellFor(locale: Locale, origin: string): Shell | null {
  const shell = shells.get(locale)
  const age = shell ? Date.now() - shell.at : Number.POSITIVE_INFINITY
  const current = shell !== undefined && shell.generation === generation() && age < SHELL_MS
  if (!current || age > RENEW_MS) askForShell(locale, origin)
  return current ? shell : null
}

function askForShell(locale: Locale, origin: string): void {
  if (asking.has(locale) || Date.now() - (failedAt.get(locale) ?? 0) < RETRY_MS) return
  asking.add(locale)
  const address = `${origin}${localizePath(locale, '/search')}?q=${shellQuery()}`
  fetch(address, { headers: { 'accept-encoding': 'identity' } })
    .then(async (response) => {
      await response.arrayBuffer()
      if (!response.ok) throw new Error(`status ${response.status}`)
    })
    .catch((error: Error) => {
      failedAt.set(locale, Date.now())
      console.error(`The ${locale} search page's shell could not be made: ${error.message}`)
    })
    .finally(() => asking.delete(locale))
}

/**
 * Keeps the shell Next renders for this request (isShellRequest), once it is sent, if no content
 * changed meanwhile. `watch` gives the answer as Next sent it (keptSearchPages.ts).
 */
export function keepShell(req: IncomingMessage, watch: (done: (answer: Sent | null) => void) => void): void {
  const url = requestUrl(req.url)
  if (!url) return
  const { locale } = splitLocale(url.pathname)
  const since = generation()
  watch((answer) => {
    if (!answer || answer.status !== 200 || !mayKeep(since)) return
    const token = shellQuery()
    // Its blocks' copies in the page's data as their marks first, as every page is sent (a copy is
    // a text row whose length would no longer hold once the words are in).
    const template = compileShell(withPlainHtmlOnce(answer.body.toString('utf8')), token)
    if (!template || Object.values(answer.headers).some((value) => value.includes(token))) {
      failedAt.set(locale, Date.now())
      console.error(`The ${locale} search page is not the shell it should be: every page is rendered by Next.`)
      return
    }
    shells.set(locale, { template, headers: answer.headers, generation: since, at: Date.now() })
    failedAt.delete(locale)
  })
}
