// Pages run no inline script the server did not send. Next writes its bootstrap and the page's
// data as inline <script>s, different on every page; a nonce would have to change on every
// request and so would turn every cached page into a rendered one. Instead the production
// server reads each HTML answer as it leaves, hashes its inline scripts and names exactly those
// hashes in the page's Content-Security-Policy (docs/decisions/012-errors-and-page-scripts.md).
import { createHash } from 'node:crypto'
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'

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

/**
 * Holds an HTML answer until it is complete, then sends it with its inline scripts' hashes in
 * its CSP. Other answers pass untouched; a 304 carries no CSP, so the one stored with the page
 * (which names that page's hashes) stays in force.
 */
export function hashPageScripts(res: ServerResponse): void {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders }
  let held: { head: unknown[]; chunks: Buffer[] } | undefined

  const isHtml = (head: unknown[] = []) => {
    const fromHead = head.find((part) => typeof part === 'object' && part !== null && !Array.isArray(part)) as OutgoingHttpHeaders | undefined
    const type = Object.entries(fromHead ?? {}).find(([key]) => key.toLowerCase() === 'content-type')?.[1] ?? res.getHeader('content-type')
    return String(type ?? '').toLowerCase().startsWith('text/html')
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
  const toBuffer = (chunk: unknown, encoding?: unknown) =>
    Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, (typeof encoding === 'string' ? encoding : 'utf8') as BufferEncoding) : Buffer.from(chunk as Uint8Array)

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
    if (args[0] != null) held.chunks.push(toBuffer(args[0], args[1]))
    callback?.()
    return true
  } as ServerResponse['write']

  res.end = function (this: ServerResponse, ...args: unknown[]) {
    if (!held) startHolding(this.statusCode, [])
    if (!held) return (original.end as (...args: unknown[]) => ServerResponse).apply(this, args)
    const callback = lastCallback(args)
    if (args[0] != null) held.chunks.push(toBuffer(args[0], args[1]))
    Object.assign(this, original)
    const body = Buffer.concat(held.chunks)
    const hashes = inlineScriptHashes(body.toString('utf8'))
    const policy = this.getHeader(CSP)
    if (policy !== undefined) this.setHeader(CSP, withScriptHashes(String(policy), hashes))
    for (const { headers, key } of headCspKeys(held.head)) headers[key] = withScriptHashes(String(headers[key]), hashes)
    if (this.hasHeader('content-length')) this.setHeader('content-length', body.length)
    ;(original.writeHead as (...args: unknown[]) => ServerResponse).apply(this, held.head)
    return (original.end as (...args: unknown[]) => ServerResponse).call(this, body, callback)
  } as ServerResponse['end']
}
