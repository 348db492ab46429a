// Our payments as Payme reads them back: its transaction states, times in milliseconds (0 while a
// moment has not come), the cancellation reason, and the statement's rows for reconciliation.
import { toTiyin } from '@/payments/shared/standing'
import type { Payment } from '@/payload-types'

import { PAYME_STATES, PAYME_TIMEOUT_MS } from './protocol'

const ms = (moment: string | null | undefined) => (moment ? Date.parse(moment) : 0)

export const invoiceIdOf = (payment: Payment) => (typeof payment.invoice === 'object' ? payment.invoice.id : payment.invoice)

/** When Payme made the transaction (its `time`); our own opening time for a row without it. */
const madeAt = (payment: Payment) => payment.providerTime ?? ms(payment.openedAt)

/** Still awaiting payment twelve hours after Payme made it: Payme's timeout, cancelled with reason 4 when next touched. */
export const isTimedOut = (payment: Payment, now: Date) => payment.state === 'created' && now.getTime() - madeAt(payment) > PAYME_TIMEOUT_MS

export const createdAnswer = (payment: Payment) => ({ create_time: ms(payment.openedAt), transaction: String(payment.id), state: PAYME_STATES[payment.state] })

export const performedAnswer = (payment: Payment) => ({
  transaction: String(payment.id),
  perform_time: ms(payment.performedAt),
  state: PAYME_STATES[payment.state],
})

export const cancelledAnswer = (payment: Payment) => ({
  transaction: String(payment.id),
  cancel_time: ms(payment.cancelledAt),
  state: PAYME_STATES[payment.state],
})

/** CheckTransaction's answer. */
export const transactionAnswer = (payment: Payment) => ({
  create_time: ms(payment.openedAt),
  perform_time: ms(payment.performedAt),
  cancel_time: ms(payment.cancelledAt),
  transaction: String(payment.id),
  state: PAYME_STATES[payment.state],
  reason: payment.cancelReason ?? null,
})

const accountOf = (payment: Payment) => {
  const data = payment.providerData
  return data && typeof data === 'object' && !Array.isArray(data) && typeof data.account === 'object' ? data.account : {}
}

/** One row of GetStatement: Payme's id, time, amount and account, then our side of it. */
export const statementRow = (payment: Payment) => ({
  id: payment.providerId,
  time: madeAt(payment),
  amount: toTiyin(Number(payment.amount)),
  account: accountOf(payment),
  ...transactionAnswer(payment),
  receivers: null,
})
