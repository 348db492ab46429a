// Click's SHOP API as Click describes it (docs.click.uz, "Click-API – Request" and "Click-API –
// Error"): the form fields of Prepare and Complete, the MD5 signature over them and the secret key,
// the answers and their error codes. The error notes are Click's own words, for Click's logs.
import { createHash, timingSafeEqual } from 'node:crypto'

import { z } from 'zod'

export const CLICK_ACTION = { prepare: 0, complete: 1 } as const
export type ClickStep = keyof typeof CLICK_ACTION

export const CLICK_ERRORS = {
  success: { error: 0, error_note: 'Success' },
  signCheckFailed: { error: -1, error_note: 'SIGN CHECK FAILED!' },
  incorrectAmount: { error: -2, error_note: 'Incorrect parameter amount' },
  actionNotFound: { error: -3, error_note: 'Action not found' },
  alreadyPaid: { error: -4, error_note: 'Already paid' },
  userDoesNotExist: { error: -5, error_note: 'User does not exist' },
  transactionDoesNotExist: { error: -6, error_note: 'Transaction does not exist' },
  failedToUpdateUser: { error: -7, error_note: 'Failed to update user' },
  badRequest: { error: -8, error_note: 'Error in request from click' },
  transactionCancelled: { error: -9, error_note: 'Transaction cancelled' },
} as const
export type ClickOutcome = keyof typeof CLICK_ERRORS

// Click posts every value as text; ids are its (big) integers, kept as text so none loses digits.
const digits = z.string().regex(/^\d{1,20}$/)
const callFields = z
  .object({
    click_trans_id: digits,
    service_id: digits,
    click_paydoc_id: z.string().max(40).optional(),
    merchant_trans_id: z.string().min(1).max(100),
    merchant_prepare_id: digits.optional(),
    amount: z.string().regex(/^\d{1,15}(\.\d{1,2})?$/),
    action: z.string().regex(/^-?\d{1,3}$/),
    error: z.string().regex(/^-?\d{1,10}$/),
    error_note: z.string().max(1000).optional(),
    sign_time: z.string().min(1).max(40),
    sign_string: z.string().min(1).max(100),
  })
  // Complete names the Prepare it completes; without it there is nothing to complete or to sign.
  .refine((call) => call.action !== String(CLICK_ACTION.complete) || call.merchant_prepare_id !== undefined)

export type ClickCall = z.infer<typeof callFields>

/** The call's fields, or undefined when one Click always sends is missing or malformed (−8). */
export function readCall(fields: Record<string, unknown>): ClickCall | undefined {
  const parsed = callFields.safeParse(fields)
  return parsed.success ? parsed.data : undefined
}

/**
 * md5(click_trans_id + service_id + SECRET_KEY + merchant_trans_id [+ merchant_prepare_id] + amount
 * + action + sign_time), over the values exactly as Click sent them ("9000000.00" stays so);
 * Complete's (action 1) includes merchant_prepare_id, Prepare's does not.
 */
export function clickSignature(call: Omit<ClickCall, 'sign_string' | 'error'>, secretKey: string): string {
  const text = [
    call.click_trans_id,
    call.service_id,
    secretKey,
    call.merchant_trans_id,
    call.action === String(CLICK_ACTION.complete) ? call.merchant_prepare_id : '',
    call.amount,
    call.action,
    call.sign_time,
  ].join('')
  return createHash('md5').update(text, 'utf8').digest('hex')
}

/** Whether the call was signed with our key; compared in constant time so the answer's timing tells nothing. */
export function signatureHolds(call: ClickCall, secretKey: string): boolean {
  const expected = Buffer.from(clickSignature(call, secretKey))
  const given = Buffer.from(call.sign_string.toLowerCase())
  return given.length === expected.length && timingSafeEqual(expected, given)
}

/** Soʻm with at most two decimals, as a number; compare amounts in tiyin to avoid float noise. */
export const amountOf = (call: Pick<ClickCall, 'amount'>) => Number(call.amount)

export type ClickAnswer = {
  click_trans_id: string | null
  merchant_trans_id: string | null
  merchant_prepare_id?: number | null
  merchant_confirm_id?: number | null
  error: number
  error_note: string
}

/** The answer Click reads: its ids echoed, ours (the payment's id) under the step's name when there is one. */
export function clickAnswer(step: ClickStep, fields: Record<string, unknown>, outcome: ClickOutcome, paymentId?: number | null): ClickAnswer {
  const echo = (value: unknown) => (typeof value === 'string' ? value.slice(0, 100) : null)
  const ours = step === 'prepare' ? { merchant_prepare_id: paymentId ?? null } : { merchant_confirm_id: paymentId ?? null }
  return { click_trans_id: echo(fields.click_trans_id), merchant_trans_id: echo(fields.merchant_trans_id), ...ours, ...CLICK_ERRORS[outcome] }
}
