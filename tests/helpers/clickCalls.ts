// Calls as Click makes them: a form post to our route handlers, signed with the test merchant's
// secret key (tests/helpers/paymentsFixture.ts), each with a transaction id of its own.
import { expect } from 'vitest'

import { POST as completeRoute } from '@/app/api/payments/click/complete/route'
import { POST as prepareRoute } from '@/app/api/payments/click/prepare/route'
import { type ClickAnswer, type ClickStep, clickSignature } from '@/payments/click/protocol'

export const CLICK_SERVICE = '28420'
export const CLICK_SECRET = 'click-test-secret'

let transactions = 3_000_000_000 + (process.pid % 10_000) * 100_000

/** A new Click transaction id (click_trans_id), never used before in this run. */
export const newClickTransaction = () => String(++transactions)

export type ClickCallInput = {
  transaction: string
  invoice: string
  amount: string
  prepareId?: string | number
  /** Click's own outcome: 0, or below zero when the payment failed on Click's side. */
  error?: string
  action?: string
  serviceId?: string
  secret?: string
}

/** The form fields of a call, signed as Click signs them. */
export function clickFields(step: ClickStep, input: ClickCallInput): Record<string, string> {
  const fields: Record<string, string> = {
    click_trans_id: input.transaction,
    service_id: input.serviceId ?? CLICK_SERVICE,
    click_paydoc_id: `7${input.transaction}`,
    merchant_trans_id: input.invoice,
    amount: input.amount,
    action: input.action ?? (step === 'prepare' ? '0' : '1'),
    error: input.error ?? '0',
    error_note: (input.error ?? '0') === '0' ? 'Success' : 'Payment failed',
    sign_time: '2026-12-01 10:15:00',
    ...(input.prepareId === undefined ? {} : { merchant_prepare_id: String(input.prepareId) }),
  }
  return { ...fields, sign_string: clickSignature(fields as never, input.secret ?? CLICK_SECRET) }
}

/** Posts a body to the step's route as Click does and reads the JSON answer (always HTTP 200). */
export async function postToClick(step: ClickStep, body: string, contentType = 'application/x-www-form-urlencoded'): Promise<ClickAnswer> {
  const request = new Request(`http://localhost:3000/api/payments/click/${step}`, { method: 'POST', headers: { 'content-type': contentType }, body })
  const response = await (step === 'prepare' ? prepareRoute : completeRoute)(request)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toContain('application/json')
  return (await response.json()) as ClickAnswer
}

/** A signed call of `step`, as Click makes it. */
export const callClick = (step: ClickStep, input: ClickCallInput) => postToClick(step, new URLSearchParams(clickFields(step, input)).toString())
