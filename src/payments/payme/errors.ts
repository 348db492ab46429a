// Payme's error codes (developer.help.paycom.uz › Merchant API › Errors) with the texts it shows the
// payer, in the three languages it asks for. The account errors (−31050…−31099) name the account
// field in `data`, as the protocol requires, so Payme can point at what the payer typed.
import { locales } from '@/i18n/locales'
import { translator } from '@/i18n/translator'

import { PAYME_ACCOUNT_FIELD } from './checkout'

export const PAYME_ERRORS = {
  notPost: -32300,
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  privilege: -32504,
  system: -32400,
  wrongAmount: -31001,
  transactionNotFound: -31003,
  // Never answered: a performed payment may always be refunded (the invoice goes back to owing
  // it); kept so the table matches Payme's and a later rule can use it.
  cannotCancel: -31007,
  cannotPerform: -31008,
  invoiceNotFound: -31050,
  invoicePaid: -31051,
  invoiceBusy: -31052,
} as const

export type PaymeErrorKey = keyof typeof PAYME_ERRORS

const ACCOUNT_ERRORS: readonly PaymeErrorKey[] = ['invoiceNotFound', 'invoicePaid', 'invoiceBusy']

export type PaymeErrorBody = { code: number; message: Record<(typeof locales)[number], string>; data?: string }

/** A call Payme made that the site refuses; thrown by the method handlers, answered by the endpoint. */
export class PaymeRefusal extends Error {
  constructor(
    readonly key: PaymeErrorKey,
    readonly data?: string,
  ) {
    super(key)
  }
}

export function paymeError(key: PaymeErrorKey, data?: string): PaymeErrorBody {
  const message = Object.fromEntries(locales.map((locale) => [locale, translator(locale, 'paymeErrors')(key)])) as PaymeErrorBody['message']
  const named = data ?? (ACCOUNT_ERRORS.includes(key) ? PAYME_ACCOUNT_FIELD : undefined)
  return { code: PAYME_ERRORS[key], message, ...(named === undefined ? {} : { data: named }) }
}
