// Pages run no inline script the server did not send. Next writes its bootstrap and the page's
// data as inline <script>s, different on every page; a nonce would have to change on every
// request and so would turn every cached page into a rendered one. Instead the production
// server reads each HTML answer as it leaves, hashes its inline scripts and names exactly those
// hashes in the page's Content-Security-Policy (docs/decisions/012-errors-and-page-scripts.md).
//
// A cached page leaves the same bytes thousands of times, so what the server works out from a
// page (its hashes, its ETag, its gzip) is worked out once per distinct page and kept, keyed by
// the page itself (docs/decisions/017-cache-hit-cost.md).
import { createHash } from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { constants, gzipSync } from 'node:zlib'

import { env } from '../env'
import { MAP_ORIGINS } from '../lib/maps'
import { withPlainHtmlOnce } from '../lib/plainFlight'
import { startScriptsAfterPaint } from '../lib/scriptsAfterPaint'

import { COUNTER_SOURCES } from './headers'

// Scripts the browser runs: no type, or a JavaScript one. Data blocks (JSON-LD) never run.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const SOURCE = /\ssrc\s*=/i
const TYPE = /\stype\s*=\s*["']?([^"'\s>]+)/i
const RUNNABLE_TYPES = new Set(['text/javascript', 'application/javascript', 'module', 'text/ecmascript'])

/** The CSP hash source of every inline script in the page, each once, in page order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (SOURCE.test(attributes) || body.length === 0) continue
    const type = TYPE.exec(attributes)?.[1]?.toLowerCase()
    if (type && !RUNNABLE_TYPES.has(type)) continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/** The policy with the hashes added to script-src (a policy without script-src is left alone). */
export function withScriptHashes(policy: string, hashes: string[]): string {
  if (hashes.length === 0) return policy
  return policy
    .split(';')
    .map((directive) => (directive.trim().startsWith('script-src ') ? `${directive.trimEnd()} ${hashes.join(' ')}` : directive))
    .join(';')
}

/** The layout marks the body of a page whose visitors may be asked about counters (src/components/consent). */
const COUNTERS_MARK = /<body\b[^>]*\sdata-counters\b/i

/** The policy without the counters' hosts: for a page that never loads a counter. */
export function withoutCounterSources(policy: string): string {
  return policy
    .split(';')
    .map((directive) =>
      directive
        .split(' ')
        .filter((token) => !COUNTER_SOURCES.has(token))
        .join(' '),
    )
    .join(';')
}

/** The contact page marks its map frame with the frame's origin (src/lib/maps.ts). */
const MAP_MARK = /<iframe\b[^>]*\sdata-map-origin="([^"]*)"/i
const MAP_SOURCES = new Set(MAP_ORIGINS)

/** The policy with no map provider but the one this page shows (none for a page without a map). */
export function withOnlyMapOrigin(policy: string, origin: string | null): string {
  return policy
    .split(';')
    .map((directive) =>
      directive
        .split(' ')
        .filter((token) => !MAP_SOURCES.has(token) || token === origin)
        .join(' '),
    )
    .join(';')
}

/**
 * The policy a page is sent with: its scripts' hashes added, the counters' hosts only if it has
 * counters, and of the map providers only the one whose map it shows.
 */
export const pagePolicy = (policy: string, facts: Pick<PageFacts, 'hashes' | 'counters'> & { mapOrigin?: string | null }) =>
  withScriptHashes(withOnlyMapOrigin(facts.counters ? policy : withoutCounterSources(policy), facts.mapOrigin ?? null), facts.hashes)

const CSP = 'content-security-policy'
type Callback = (error?: Error | null) => void
const lastCallback = (args: unknown[]) => (typeof args.at(-1) === 'function' ? (args.pop() as Callback) : undefined)

/** Headers given to writeHead as an object or a flat [name, value, …] list: the CSP entries in it. */
function headCspKeys(head: unknown[]): { headers: OutgoingHttpHeaders; key: string }[] {
  const headers = head.find((part) => typeof part === 'object' && part !== null && !Array.isArray(part)) as OutgoingHttpHeaders | undefined
  if (!headers) return []
  return Object.keys(headers)
    .filter((key) => key.toLowerCase() === CSP)
    .map((key) => ({ headers, key }))
}

/** What the server sends for one page body: worked out once, then reused for every copy. */
export type PageFacts = { hashes: string[]; counters: boolean; mapOrigin: string | null; etag: string; bytes: Buffer; gzip?: Buffer }

/**
 * The facts of each page body sent lately, most recent last, up to a byte budget. Keyed by the
 * body text: a page served from Next's cache is the same string every time, so a hit costs one
 * lookup; a changed page is a new key and the old one ages out.
 */
export class PageFactsMemo {
  private readonly entries = new Map<string, PageFacts>()
  private bytes = 0

  constructor(private readonly budgetBytes = 32 * 1024 * 1024) {}

  get size() {
    return this.entries.size
  }

  factsOf(html: string): PageFacts {
    const known = this.entries.get(html)
    if (known) {
      this.entries.delete(html)
      this.entries.set(html, known)
      return known
    }
    const facts = pageFacts(html)
    this.entries.set(html, facts)
    this.bytes += weight(html, facts)
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.budgetBytes || oldest === html) break
      this.entries.delete(oldest)
      this.bytes -= weight(oldest, old)
    }
    return facts
  }

  /** The page gzipped, made on the first request that accepts gzip and kept with it. */
  gzipOf(facts: PageFacts): Buffer {
    if (!facts.gzip) {
      facts.gzip = gzipSync(facts.bytes, { level: constants.Z_BEST_COMPRESSION })
      this.bytes += facts.gzip.length
    }
    return facts.gzip
  }
}

const weight = (html: string, facts: PageFacts) => html.length * 2 + facts.bytes.length + (facts.gzip?.length ?? 0)

/**
 * Hashes, whether it may load counters, its map's origin, a strong ETag (SHA-1 of the bytes) and
 * the UTF-8 bytes of one page, as sent: its blocks of plain HTML once (src/lib/plainFlight.ts),
 * with Next's scripts started after the first paint (src/lib/scriptsAfterPaint.ts).
 */
export function pageFacts(page: string): PageFacts {
  const html = startScriptsAfterPaint(withPlainHtmlOnce(page), env.SCRIPTS_AFTER_PAINT === 'true')
  const bytes = Buffer.from(html, 'utf8')
  return {
    hashes: inlineScriptHashes(html),
    counters: COUNTERS_MARK.test(html),
    mapOrigin: MAP_MARK.exec(html)?.[1] ?? null,
    etag: `"${createHash('sha1').update(bytes).digest('base64url')}"`,
    bytes,
  }
}

/** A shared cache may keep it (s-maxage, public): such a page is the same for everyone. */
function isShared(res: ServerResponse): boolean {
  const cacheControl = String(res.getHeader('cache-control') ?? '').toLowerCase()
  return cacheControl !== '' && !/\b(no-store|private|no-cache)\b/.test(cacheControl)
}

/** If-None-Match names this ETag (weak comparison, as for GET). */
function matches(req: IncomingMessage | undefined, etag: string): boolean {
  const header = req?.headers['if-none-match']
  if (!header || !(req?.method === 'GET' || req?.method === 'HEAD')) return false
  return header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

const acceptsGzip = (req: IncomingMessage | undefined) => /\bgzip\b/i.test(String(req?.headers['accept-encoding'] ?? ''))

const defaultMemo = new PageFactsMemo()

/** Answers whose body is one the server sends again and again though no cache may keep it (a kept search page). */
const repeatedBodies = new WeakSet<ServerResponse>()

/** This answer's body is sent often: its facts and compressed copy come from the memo, as a shared page's do. */
export function sendsRepeatedBody(res: ServerResponse): void {
  repeatedBodies.add(res)
}

/**
 * Holds an HTML answer until it is complete, then sends it with its inline scripts' hashes in
 * its CSP. Other answers pass untouched; a 304 carries no CSP, so the one stored with the page
 * (which names that page's hashes) stays in force.
 *
 * A page a shared cache may keep (Next's cached pages) also gets its ETag, a 304 when the
 * browser already has it, and its gzip from the memo; Next's own ETag (an FNV hash of the page
 * computed in JavaScript on every request) is switched off in next.config.ts. A page marked with
 * sendsRepeatedBody gets its facts and gzip from the memo too, without an ETag.
 */
export function hashPageScripts(res: ServerResponse, memo: PageFactsMemo = defaultMemo): void {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders }
  let held: { head: unknown[]; chunks: (string | Buffer)[] } | undefined

  const isHtml = (head: unknown[] = []) => {
    const fromHead = head.find((part) => typeof part === 'object' && part !== null && !Array.isArray(part)) as OutgoingHttpHeaders | undefined
    const type = Object.entries(fromHead ?? {}).find(([key]) => key.toLowerCase() === 'content-type')?.[1] ?? res.getHeader('content-type')
    return String(type ?? '')
      .toLowerCase()
      .startsWith('text/html')
  }
  const startHolding = (status: number, head: unknown[]) => {
    if (held || res.headersSent) return Boolean(held)
    if (status === 304) {
      res.removeHeader(CSP)
      for (const { headers, key } of headCspKeys(head)) delete headers[key]
      return false
    }
    if (!isHtml(head)) return false
    held = { head: [status, ...head], chunks: [] }
    return true
  }
  // Strings are kept as they come: a cached page arrives as one string, and stays the memo's key.
  const keep = (chunk: unknown, encoding?: unknown) =>
    Buffer.isBuffer(chunk) || (typeof chunk === 'string' && (encoding === undefined || encoding === 'utf8' || encoding === 'utf-8'))
      ? chunk
      : typeof chunk === 'string'
        ? Buffer.from(chunk, encoding as BufferEncoding)
        : Buffer.from(chunk as Uint8Array)
  const textOf = (chunks: (string | Buffer)[]) =>
    chunks.length === 1 && typeof chunks[0] === 'string'
      ? chunks[0]
      : Buffer.concat(chunks.map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk))).toString('utf8')

  res.writeHead = function (this: ServerResponse, status: number, ...head: unknown[]) {
    if (held || startHolding(status, head)) return this
    return (original.writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...head)
  } as ServerResponse['writeHead']

  res.flushHeaders = function (this: ServerResponse) {
    if (held || startHolding(this.statusCode, [])) return
    original.flushHeaders.call(this)
  }

  res.write = function (this: ServerResponse, ...args: unknown[]) {
    if (!held) startHolding(this.statusCode, [])
    if (!held) return (original.write as (...args: unknown[]) => boolean).apply(this, args)
    const callback = lastCallback(args)
    if (args[0] != null) held.chunks.push(keep(args[0], args[1]))
    callback?.()
    return true
  } as ServerResponse['write']

  res.end = function (this: ServerResponse, ...args: unknown[]) {
    if (!held) startHolding(this.statusCode, [])
    if (!held) return (original.end as (...args: unknown[]) => ServerResponse).apply(this, args)
    const callback = lastCallback(args)
    if (args[0] != null && typeof args[0] !== 'function') held.chunks.push(keep(args[0], args[1]))
    Object.assign(this, original)
    const html = textOf(held.chunks)
    const status = held.head[0] as number
    const shared = status === 200 && isShared(this)
    const repeated = shared || (status === 200 && repeatedBodies.has(this))
    const facts = repeated ? memo.factsOf(html) : pageFacts(html)
    const policy = this.getHeader(CSP)
    if (policy !== undefined) this.setHeader(CSP, pagePolicy(String(policy), facts))
    for (const { headers, key } of headCspKeys(held.head)) headers[key] = pagePolicy(String(headers[key]), facts)
    let body = facts.bytes
    if (shared) {
      this.setHeader('ETag', facts.etag)
      if (matches(this.req, facts.etag)) {
        // The browser (or nginx) has this page: headers only, and no policy (the stored one stays).
        this.removeHeader(CSP)
        this.removeHeader('content-length')
        this.removeHeader('content-type')
        for (const { headers, key } of headCspKeys(held.head)) delete headers[key]
        const headers = held.head.slice(1).filter((part) => typeof part !== 'string')
        ;(original.writeHead as (...args: unknown[]) => ServerResponse).call(this, 304, ...headers)
        return (original.end as (...args: unknown[]) => ServerResponse).call(this, callback)
      }
    }
    if (repeated) {
      if (acceptsGzip(this.req) && !this.hasHeader('content-encoding') && !/no-transform/i.test(String(this.getHeader('cache-control')))) {
        body = memo.gzipOf(facts)
        this.setHeader('Content-Encoding', 'gzip')
        const vary = String(this.getHeader('vary') ?? '')
        if (!/\baccept-encoding\b/i.test(vary)) this.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
      }
    }
    if (this.hasHeader('content-length') || repeated) this.setHeader('content-length', body.length)
    ;(original.writeHead as (...args: unknown[]) => ServerResponse).apply(this, held.head)
    return (original.end as (...args: unknown[]) => ServerResponse).call(this, body, callback)
  } as ServerResponse['end']
}
