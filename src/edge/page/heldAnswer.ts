// Every HTML answer is held until it is complete and then sent as the page's facts say
// (./facts.ts): with its own Content-Security-Policy (./policy.ts), and, for a page sent again and
// again, its ETag and 304 (./conditional.ts) and its kept gzip (./compression.ts). Other answers
// pass untouched. This is the one place that patches Node's response for a page.
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { alreadyHas, isShared } from './conditional'
import { keptGzip } from './compression'
import { pageFacts, PageFactsMemo } from './facts'
import { pagePolicy } from './policy'

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

const defaultMemo = new PageFactsMemo()

/** Answers whose body is one the server sends again and again though no cache may keep it (a kept search page). */
const repeatedBodies = new WeakSet<ServerResponse>()

/** This answer's body is sent often: its facts and compressed copy come from the memo, as a shared page's do. */
export function sendsRepeatedBody(res: ServerResponse): void {
  repeatedBodies.add(res)
}

/**
 * Answers whose body a shared cache may keep but this server renders for this request alone (a
 * search page's first render), and whether the body already has its blocks of plain HTML once.
 */
const oneOffBodies = new WeakMap<ServerResponse, { plainHtmlOnce: boolean }>()

/**
 * This answer's body is new (a query not asked lately): its facts are worked out without the memo,
 * which would only keep it until it ages out, and the per-request compression in front compresses it
 * at its usual level, not the memo's best (a kept copy's repeats come through sendsRepeatedBody).
 * `plainHtmlOnce`: the body is made from a page that already went through withPlainHtmlOnce (a
 * search page filled into its shell), so its page data is not read again.
 */
export function sendsOneOffBody(res: ServerResponse, { plainHtmlOnce = false } = {}): void {
  oneOffBodies.set(res, { plainHtmlOnce })
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
    const repeated = (shared && !oneOffBodies.has(this)) || (status === 200 && repeatedBodies.has(this))
    const facts = repeated ? memo.factsOf(html) : pageFacts(html, oneOffBodies.get(this))
    const policy = this.getHeader(CSP)
    if (policy !== undefined) this.setHeader(CSP, pagePolicy(String(policy), facts))
    for (const { headers, key } of headCspKeys(held.head)) headers[key] = pagePolicy(String(headers[key]), facts)
    let body = facts.bytes
    if (shared) {
      this.setHeader('ETag', facts.etag)
      if (alreadyHas(this.req, facts.etag)) {
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
    if (repeated) body = keptGzip(this, facts, memo) ?? body
    if (this.hasHeader('content-length') || repeated) this.setHeader('content-length', body.length)
    ;(original.writeHead as (...args: unknown[]) => ServerResponse).apply(this, held.head)
    return (original.end as (...args: unknown[]) => ServerResponse).call(this, body, callback)
  } as ServerResponse['end']
}
