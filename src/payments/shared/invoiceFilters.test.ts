import { parse } from 'qs-esm'
import { describe, expect, it } from 'vitest'

import { campusToday, invoicesListUrl, quickFilterQuery } from './invoiceFilters'

describe('the bursar’s quick filters', () => {
  it('takes today in Tashkent: 20:00 UTC is already the next day on campus', () => {
    expect(campusToday(new Date('2026-11-28T18:59:59Z'))).toBe('2026-11-28')
    expect(campusToday(new Date('2026-11-28T19:00:00Z'))).toBe('2026-11-29')
  })
  it('makes overdue a next date before today on an invoice not paid, in the filter builder’s shape', () => {
    expect(parse(quickFilterQuery('overdue', '2026-11-28'), { depth: 10 })).toEqual({
      where: { or: [{ and: [{ nextDueDate: { less_than: '2026-11-28' } }, { state: { not_equals: 'paid' } }] }] },
    })
    expect(parse(quickFilterQuery('part_paid', '2026-11-28'), { depth: 10 })).toEqual({ where: { or: [{ and: [{ state: { equals: 'part_paid' } }] }] } })
    expect(invoicesListUrl('paid', '2026-11-28')).toMatch(/^\/admin\/collections\/invoices\?where/)
  })
})
