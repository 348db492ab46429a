// POST /api/payments/payme, Payme's Merchant API endpoint: read the call (64 KiB at most), check
// Payme's key, answer the method, and append the call with its answer to the provider calls
// (decision 067). Every answer is HTTP 200, errors included, as the protocol asks: Payme reads any
// other status as a system error (developer.help.paycom.uz › Merchant API protocol). Never a 500.
import 'server-only'

import type { Payload } from 'payload'

import { getPayloadClient } from '@/data/payload'
import { json } from '@/lib/apiAnswers'
import { readBody, UnreadableForm } from '@/lib/formBody'
import { recordCallback } from '@/payments/server/callbackLog'
import { normalizeInvoiceNumber } from '@/payments/server/invoices'
import { paymentSettings } from '@/payments/server/settings'

import { PAYME_ACCOUNT_FIELD } from './checkout'
import { PAYME_ERRORS, paymeError, PaymeRefusal } from './errors'
import { answerCall } from './merchant'
import { callId, isPaymeAuthorised, readCall } from './protocol'

const BODY_LIMIT = 64 * 1024

type Answer = { id: number | string | null; result?: unknown; error?: ReturnType<typeof paymeError> }
type Received = { method: string; body: unknown }

const field = (body: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), body)

/** The call as the log keeps it: never a password (ChangePassword carries Payme's new key). */
function loggable(body: unknown): unknown {
  if (field(body, 'params', 'password') === undefined) return body
  const call = body as { params: Record<string, unknown> }
  return { ...call, params: { ...call.params, password: '(withheld)' } }
}

async function record(payload: Payload, received: Received, answer: Answer) {
  const transaction = field(received.body, 'params', 'id')
  const account = field(received.body, 'params', 'account', PAYME_ACCOUNT_FIELD)
  await recordCallback(payload, {
    provider: 'payme',
    method: received.method.slice(0, 100),
    transaction: typeof transaction === 'string' ? transaction : null,
    invoiceNumber: normalizeInvoiceNumber(account) ?? (typeof account === 'string' ? account : null),
    httpStatus: 200,
    error: answer.error?.code ?? 0,
    request: loggable(received.body),
    response: answer,
  }).catch((error: unknown) => payload.logger.error({ err: error, msg: 'A Payme call could not be added to the provider calls' }))
}

/** What the call gets: its result, or the refusal the protocol names. */
async function decide(payload: Payload, request: Request, received: Received, now: Date): Promise<Answer> {
  const id = callId(received.body)
  try {
    const settings = await paymentSettings(payload)
    // Payme off: no key to check against, so nobody is allowed.
    if (!settings.payme || !isPaymeAuthorised(request.headers.get('authorization'), settings.payme.key)) throw new PaymeRefusal('privilege')
    return { id, result: await answerCall({ payload, now }, readCall(received.body)) }
  } catch (error) {
    if (error instanceof PaymeRefusal) return { id, error: paymeError(error.key, error.data) }
    payload.logger.error({ err: error, msg: 'Payme’s call failed' })
    return { id, error: paymeError('system') }
  }
}

async function receive(request: Request): Promise<Received | Answer> {
  if (request.method !== 'POST') return { id: null, error: paymeError('notPost') }
  try {
    const text = new TextDecoder().decode(await readBody(request, BODY_LIMIT))
    const body: unknown = JSON.parse(text)
    return { method: typeof field(body, 'method') === 'string' ? (field(body, 'method') as string) : '(none)', body }
  } catch (error) {
    const data = error instanceof UnreadableForm && error.reason === 'tooLarge' ? `larger than ${BODY_LIMIT} bytes` : undefined
    return { id: null, error: paymeError('parseError', data) }
  }
}

const send = ({ id, ...answer }: Answer) => json(200, { jsonrpc: '2.0', id, ...answer })

export async function answerPayme(request: Request, { now = () => new Date() }: { now?: () => Date } = {}): Promise<Response> {
  let payload: Payload
  try {
    payload = await getPayloadClient()
  } catch {
    return send({ id: null, error: paymeError('system') })
  }
  const received = await receive(request)
  if (!('body' in received)) {
    const unread = { method: received.error?.code === PAYME_ERRORS.notPost ? request.method : '(unreadable)', body: null }
    await record(payload, unread, received)
    return send(received)
  }
  const answer = await decide(payload, request, received, now())
  await record(payload, received, answer)
  return send(answer)
}
