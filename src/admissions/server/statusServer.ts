// The production server's request listener (src/server.ts): the status check answered by
// plain Node ahead of Next, every other request handed to Next. The body is read with a
// small limit, the client address taken as Next takes it, and the answer comes from the
// same statusCheck the route handler uses, with the headers Next gives other responses.
import type { IncomingMessage, ServerResponse } from 'node:http'

import { readSmallBody } from '@/lib/requestBody'
import { send, webHeaders } from '@/lib/nodeAnswers'

import { failure } from '@/lib/apiAnswers'
import { requestLocale } from '@/i18n/translator'
import type { LookupReader } from './lookupReader'
import { statusCheck } from './statusCheck'

/** A status check is two short fields; anything longer is not one. */
const BODY_LIMIT = 4096

const contentType = (req: IncomingMessage) => req.headers['content-type']?.toLowerCase() ?? ''
const readable = (type: string) => type.includes('application/json') || type.includes('application/x-www-form-urlencoded')

/** JSON and plain form posts to /api/console; anything else is left to the route handler. */
const isStatusCheck = (req: IncomingMessage) => req.method === 'POST' && req.url?.split('?')[0] === '/api/console' && readable(contentType(req))

type Read = { body: unknown; tooLarge?: boolean }

async function readStatusCheckBody(req: IncomingMessage): Promise<Read> {
  const { bytes, tooLarge } = await readSmallBody(req, BODY_LIMIT)
  if (!bytes) return { body: undefined, tooLarge }
  // TextDecoder drops a byte-order mark, as the route handler's body reader does.
  const text = new TextDecoder().decode(bytes)
  try {
    return { body: contentType(req).includes('application/json') ? JSON.parse(text) : Object.fromEntries(new URLSearchParams(text)) }
  } catch {
    return { body: undefined }
  }
}

async function answer(req: IncomingMessage, res: ServerResponse, reader: LookupReader) {
  const headers = webHeaders(req)
  try {
    const { body, tooLarge } = await readStatusCheckBody(req)
    await send(res, await statusCheck(body, headers, reader.find, reader.checklist), tooLarge ? { connection: 'close' } : {})
  } catch (error) {
    console.error('Status check failed:', error)
    if (res.headersSent) return void res.end()
    await send(res, failure(503, requestLocale(undefined, headers), 'serviceUnavailable', { 'Retry-After': '30' }))
  }
}

type Options = {
  /** Next's request handler. */
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>
  reader: LookupReader
  /** Until Payload has started (and migrated), status checks too go to Next. */
  ready: () => boolean
}

/** Status checks answered here once the site is ready; every other request to Next. */
export const siteRequestListener =
  ({ handle, reader, ready }: Options) =>
  (req: IncomingMessage, res: ServerResponse): Promise<void> =>
    ready() && isStatusCheck(req) ? answer(req, res, reader) : handle(req, res)
