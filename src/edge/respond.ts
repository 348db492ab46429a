// The production server's own answers, given before Next (src/server.ts): the request's headers
// as a route handler would see them, and a web Response written to Node's response with the
// headers Next gives every answer. Shared by the status check, the search calls and sign-ups.
import type { IncomingMessage, ServerResponse } from 'node:http'

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
