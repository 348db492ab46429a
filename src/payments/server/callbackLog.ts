// Every provider call is appended with the answer it got, after the answer is decided and before it
// is sent, outside the decision's transaction, so a call that changed nothing is recorded too.
// The request is kept without its headers: the authorisation carries the merchant's key.
import 'server-only'

import type { Payload } from 'payload'

import type { OnlineProvider } from '@/payments/shared/states'

export type CallbackRecord = {
  provider: OnlineProvider
  method: string
  transaction?: string | null
  invoiceNumber?: string | null
  httpStatus: number
  /** The provider's error code in the answer; 0 when it succeeded. */
  error: number
  request: unknown
  response: unknown
}

const short = (value: string | null | undefined) => (value == null ? null : String(value).slice(0, 100))

export async function recordCallback(payload: Payload, record: CallbackRecord): Promise<void> {
  await payload.create({
    collection: 'payment-callbacks',
    data: {
      ...record,
      transaction: short(record.transaction),
      invoiceNumber: short(record.invoiceNumber),
      request: record.request as never,
      response: record.response as never,
      answeredAt: new Date().toISOString(),
    },
    overrideAccess: true,
    depth: 0,
  })
}
