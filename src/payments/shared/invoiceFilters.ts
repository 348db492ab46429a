// The bursar's quick filters of the invoices list, as list addresses: the links above the list, the
// dashboard's figures and the CSV export read the same conditions (no server imports).
import { campusClock } from '@/lib/dates'

import type { InvoiceState } from './states'

export const INVOICES_LIST = '/admin/collections/invoices'
export const QUICK_FILTERS = ['overdue', 'unpaid', 'part_paid', 'paid'] as const
export type QuickFilter = (typeof QUICK_FILTERS)[number]

/** Today on campus (Tashkent), YYYY-MM-DD: what an instalment's date is compared with. */
export const campusToday = (now = new Date()) => campusClock(now).toISOString().slice(0, 10)

/**
 * A filter as the list's `where` parameters, in the shape Payload's filter builder shows (one
 * group of conditions): overdue is a next date before today on an invoice not paid.
 */
export function quickFilterQuery(filter: QuickFilter, today: string): string {
  const conditions: [field: string, operator: string, value: string][] =
    filter === 'overdue'
      ? [
          ['nextDueDate', 'less_than', today],
          ['state', 'not_equals', 'paid'],
        ]
      : [['state', 'equals', filter satisfies InvoiceState]]
  return conditions.map(([field, operator, value], i) => `where[or][0][and][${i}][${field}][${operator}]=${encodeURIComponent(value)}`).join('&')
}

export const invoicesListUrl = (filter: QuickFilter, today: string) => `${INVOICES_LIST}?${quickFilterQuery(filter, today)}`
