// An invoice's total and instalments agree, and its state follows what is paid: worked out on every
// save, the staff's and the server's (src/payments/shared/standing.ts).
import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { ours } from '@/i18n/admin/ours'
import { type Instalment, standingOf } from '@/payments/shared/standing'
import type { Invoice } from '@/payload-types'

const instalmentsOf = (rows: Invoice['instalments']): Instalment[] =>
  (rows ?? []).map((row) => ({ amount: Number(row.amount) || 0, dueDate: String(row.dueDate ?? '') }))

export const keepStanding: CollectionBeforeChangeHook<Invoice> = ({ data, originalDoc, req }) => {
  const total = Number(data.total ?? originalDoc?.total ?? 0)
  const paid = Number(data.paid ?? originalDoc?.paid ?? 0)
  const instalments = instalmentsOf(data.instalments ?? originalDoc?.instalments)
  const t = ours(req.t)
  if (total < paid) throw new APIError(t('payments:totalBelowPaid', { paid }), 400, null, true)
  const sum = instalments.reduce((all, row) => all + row.amount, 0)
  if (instalments.length > 0 && sum !== total) throw new APIError(t('payments:instalmentsSum', { sum, total }), 400, null, true)
  if (instalments.some((row) => !/^\d{4}-\d{2}-\d{2}$/.test(row.dueDate))) throw new APIError(t('fieldChecks:date'), 400, null, true)
  const standing = standingOf(total, instalments, paid)
  return { ...data, state: standing.state, nextDueDate: standing.nextDueDate }
}
