// The status check answered by a plain Node HTTP handler, ahead of Next (src/server.ts):
// the body read with a small limit, the client address taken as Next takes it, and the
// answer from the same statusCheck the route handler uses, with the site's headers.
import type { IncomingMessage, ServerResponse } from 'node:http'

import { securityHeaders } from '@/security/headers'

import { failure } from './http'
import { requestLocale } from './i18n'
import type { LookupBody } from './lookup'
import type { LookupReader } from './lookupReader'
import { statusCheck } from './statusCheck'

/** A status check is two short fields; anything longer is not one. */
const BODY_LIMIT = 4096

const readable = (type: string) => type.includes('application/json') || type.includes('application/x-www-form-urlencoded')

/** JSON and plain form posts to /api/console; anything else is left to the route handler. */
export const isStatusCheck = (req: IncomingMessage) =>
  req.method === 'POST' && req.url?.split('?')[0] === '/api/console' && readable(req.headers['content-type'] ?? '')

function readBody(req: IncomingMessage): Promise<LookupBody> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= BODY_LIMIT) chunks.push(chunk)
    })
    req.on('error', () => resolve(undefined))
    // A client that hangs up mid-body: nothing to answer, nothing left waiting.
    req.on('close', () => {
      if (!req.complete) resolve(undefined)
    })
    req.on('end', () => {
      if (size > BODY_LIMIT) return resolve(undefined)
      const text = Buffer.concat(chunks).toString('utf8')
      try {
        const parsed: unknown = req.headers['content-type']?.includes('application/json') ? JSON.parse(text) : Object.fromEntries(new URLSearchParams(text))
        resolve(parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined)
      } catch {
        resolve(undefined)
      }
    })
  })
}

/** The request's headers as the route handler would see them, client address included. */
function webHeaders(req: IncomingMessage): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  }
  // As Next does: without a proxy in front, the client address is the socket's.
  if (!headers.has('x-forwarded-for') && req.socket.remoteAddress) headers.set('x-forwarded-for', req.socket.remoteAddress)
  return headers
}

// The headers next.config.ts gives every other response.
const siteHeaders = securityHeaders(process.env.NODE_ENV === 'production').map(({ key, value }) => [key, value] as [string, string])

async function send(res: ServerResponse, response: Response) {
  const body = await response.text()
  const headers = new Headers(siteHeaders)
  response.headers.forEach((value, name) => headers.set(name, value))
  headers.set('content-length', String(Buffer.byteLength(body)))
  res.writeHead(response.status, Object.fromEntries(headers))
  res.end(body)
}

/** Answers one status check; a database out of reach gives 503 in the applicant's language. */
export const answerStatusCheck = (reader: LookupReader) => (req: IncomingMessage, res: ServerResponse) =>
  readBody(req)
    .then((body) => statusCheck(body, webHeaders(req), reader.find))
    .then((response) => send(res, response))
    .catch((error: unknown) => {
      console.error('Status check failed:', error)
      if (res.headersSent) return void res.end()
      return send(res, failure(503, requestLocale(undefined, webHeaders(req)), 'serviceUnavailable', { 'Retry-After': '30' }))
    })
