// Payme's Merchant API as it reaches us (developer.help.paycom.uz › Merchant API): a JSON-RPC 2.0
// call with named parameters, read into one of the methods we answer, or the refusal the protocol
// names for it (−32600 for a call without its fields, −32601 for a method we do not offer).
import { createHash, timingSafeEqual } from 'node:crypto'

import { z } from 'zod'

import type { PaymentState } from '@/payments/shared/states'

import { PaymeRefusal } from './errors'

/** Payme cancels a transaction left in state 1 this long after it made it (reason 4). */
export const PAYME_TIMEOUT_MS = 43_200_000
export const TIMEOUT_REASON = 4

/** Payme's transaction states for ours: 1 created, 2 performed, −1 cancelled, −2 cancelled after it was performed. */
export const PAYME_STATES: Record<PaymentState, 1 | 2 | -1 | -2> = { created: 1, performed: 2, cancelled: -1, refunded: -2 }

const timestamp = z.number().int().positive()
const tiyin = z.number().int().positive()
const transactionId = z.string().min(1).max(64)
// Payme sends the account as it was typed into its fields: an object of strings named by the merchant.
const account = z.record(z.string(), z.unknown())

const methods = {
  CheckPerformTransaction: z.object({ amount: tiyin, account }),
  CreateTransaction: z.object({ id: transactionId, time: timestamp, amount: tiyin, account }),
  PerformTransaction: z.object({ id: transactionId }),
  CancelTransaction: z.object({ id: transactionId, reason: z.number().int() }),
  CheckTransaction: z.object({ id: transactionId }),
  GetStatement: z.object({ from: z.number().int().nonnegative(), to: z.number().int().nonnegative() }),
}

type Methods = typeof methods
export type PaymeMethod = keyof Methods
export type PaymeCall = { [M in PaymeMethod]: { method: M; params: z.infer<Methods[M]> } }[PaymeMethod]
export type ParamsOf<M extends PaymeMethod> = z.infer<Methods[M]>

const envelope = z.object({
  jsonrpc: z.literal('2.0').optional(),
  id: z.union([z.number(), z.string()]).nullable().optional(),
  method: z.string().min(1),
  params: z.record(z.string(), z.unknown()),
})

const isMethod = (name: string): name is PaymeMethod => Object.hasOwn(methods, name)

/** The call's id as the answer must repeat it; null when the body has none. */
export function callId(body: unknown): number | string | null {
  const id = (body as { id?: unknown } | null)?.id
  return typeof id === 'number' || typeof id === 'string' ? id : null
}

/**
 * The method and its parameters, or a PaymeRefusal thrown. ChangePassword is refused as a method
 * we do not offer: the key is the university's setting, changed by an administrator in the admin
 * (decision 067), never by a call over the network.
 */
export function readCall(body: unknown): PaymeCall {
  const call = envelope.safeParse(body)
  if (!call.success) throw new PaymeRefusal('invalidRequest')
  const { method, params } = call.data
  if (!isMethod(method)) throw new PaymeRefusal('methodNotFound', method.slice(0, 100))
  const parsed = methods[method].safeParse(params)
  if (!parsed.success) throw new PaymeRefusal('invalidRequest', parsed.error.issues.map((issue) => issue.path.join('.')).join(', '))
  return { method, params: parsed.data } as PaymeCall
}

const digest = (value: string) => createHash('sha256').update(value).digest()

/** Whether the Authorization header is Payme's, Basic base64("Paycom:" + key), compared in constant time. */
export function isPaymeAuthorised(header: string | null, key: string): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '')
  if (!match || !key) return false
  return timingSafeEqual(digest(Buffer.from(match[1]!, 'base64').toString('utf8')), digest(`Paycom:${key}`))
}
