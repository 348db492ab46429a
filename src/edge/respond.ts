// The production server's side of a web handler: a Node request read as the `Request` a route
// handler would get (headers, client address, a small body read whole), and the handler's
// `Response` written back with the headers Next gives every answer (./twins.ts).
import type { IncomingMessage, ServerResponse } from 'node:http'

import { env } from '@/env'
import { securityHeaders } from '@/security/headers'

/** Headers about a connection's body, not the request's meaning: dropped where the body is read whole first. */
export const HOP_HEADERS: ReadonlySet<string> = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'expect'])

/** The request's headers as the route handler would see them, client address included, without `omit`. */
export function webHeaders(req: IncomingMessage, omit: ReadonlySet<string> = new Set()): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !omit.has(name)) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  }
  // As Next does: without a proxy in front, the client address is the socket's.
  if (!headers.has('x-forwarded-for') && req.socket.remoteAddress) headers.set('x-forwarded-for', req.socket.remoteAddress)
  return headers
}

export type RawBody = { bytes?: Buffer; tooLarge?: boolean }

/** A small body read whole, up to a limit: past it, or when the client hangs up, there is no body to act on. */
export function readSmallBody(req: IncomingMessage, limit: number): Promise<RawBody> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= limit) chunks.push(chunk)
      // Answer at once rather than read on: the connection is closed after the answer.
      else resolve({ tooLarge: true })
    })
    req.on('error', () => resolve({}))
    // A client that hangs up mid-body: nothing to answer, nothing left waiting.
    req.on('close', () => {
      if (!req.complete) resolve({})
    })
    req.on('end', () => resolve({ bytes: Buffer.concat(chunks) }))
  })
}

const siteOrigin = new URL(env.SITE_URL).origin

/**
 * A request whose small body has been read whole. `text()` and `json()` decode those bytes
 * directly: a web Request's body stream cost the status check about 40 µs of its ~300 (measured
 * with the front door's before/after run, decision 061). Every other reading of the body goes
 * through a Request of its own with the same bytes, so it answers as the route's would.
 */
class ReadRequest extends Request {
  readonly #bytes: Uint8Array<ArrayBuffer>

  constructor(url: string, init: RequestInit, bytes: Uint8Array<ArrayBuffer>) {
    super(url, init)
    this.#bytes = bytes
  }

  #whole(): Request {
    return new Request(this.url, { method: this.method, headers: this.headers, body: this.#bytes })
  }

  // As the route's: UTF-8, a byte-order mark dropped.
  override async text(): Promise<string> {
    return new TextDecoder().decode(this.#bytes)
  }
  override async json(): Promise<unknown> {
    return JSON.parse(await this.text())
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return this.#whole().arrayBuffer()
  }
  override blob(): Promise<Blob> {
    return this.#whole().blob()
  }
  override formData(): Promise<FormData> {
    return this.#whole().formData()
  }
}

/** The request as a route handler gets it; `body` is what was read of it (none for GET and HEAD). */
export function webRequest(req: IncomingMessage, body?: RawBody): Request {
  const method = req.method ?? 'GET'
  const url = `${siteOrigin}${req.url ?? '/'}`
  if (body === undefined || method === 'GET' || method === 'HEAD') return new Request(url, { method, headers: webHeaders(req) })
  // The body is read whole: its connection headers are not the request's.
  return new ReadRequest(url, { method, headers: webHeaders(req, HOP_HEADERS) }, new Uint8Array(body.bytes ?? []))
}

/** A web Response written to Node's response, with the headers Next gives every answer. */
export async function send(res: ServerResponse, response: Response, extra: Record<string, string> = {}) {
  const body = await response.text()
  const headers = new Headers(securityHeaders(process.env.NODE_ENV === 'production').map(({ key, value }) => [key, value] as [string, string]))
  response.headers.forEach((value, name) => headers.set(name, value))
  for (const [name, value] of Object.entries(extra)) headers.set(name, value)
  headers.set('content-length', String(Buffer.byteLength(body)))
  res.writeHead(response.status, Object.fromEntries(headers))
  res.end(body)
}
