// The words of the payments domain, shared by the collections, the providers' endpoints and the
// pages (no server imports).

/** Who took the money: the two online providers, or the bank (entered by the bursar). */
export const PROVIDERS = ['payme', 'click', 'bank'] as const
export type Provider = (typeof PROVIDERS)[number]
export const ONLINE_PROVIDERS = ['payme', 'click'] as const satisfies readonly Provider[]
export type OnlineProvider = (typeof ONLINE_PROVIDERS)[number]

/**
 * A payment's life: `created` (Payme's state 1, Click's Prepare) holds the amount until the
 * provider performs or cancels it; `performed` (2, Complete) is money received; `cancelled` (−1)
 * never took money; `refunded` (−2) was performed and then cancelled by the provider.
 */
export const PAYMENT_STATES = ['created', 'performed', 'cancelled', 'refunded'] as const
export type PaymentState = (typeof PAYMENT_STATES)[number]

/** An invoice as the bursar filters it; overdue is `nextDueDate` in the past on an unpaid one. */
export const INVOICE_STATES = ['unpaid', 'part_paid', 'paid'] as const
export type InvoiceState = (typeof INVOICE_STATES)[number]

/** Whether the applicant has been told of a payment: `due` once performed, `done` when the messages are queued. */
export const NOTICE_STATES = ['none', 'due', 'done'] as const
export type NoticeState = (typeof NOTICE_STATES)[number]

export const isProvider = (value: unknown): value is Provider => PROVIDERS.includes(value as Provider)
