import { describe, expect, it } from 'vitest'

import { acceptableAmounts, isOverdue, planInstalments, standingOf } from './standing'

describe('an invoice’s instalments', () => {
  it('splits the total by the office’s shares, the last taking what rounding left', () => {
    expect(
      planInstalments(
        10_000_001,
        [
          { share: 50, dueDate: '2026-09-01' },
          { share: 50, dueDate: '2027-02-01' },
        ],
        '2026-08-15',
      ),
    ).toEqual([
      { amount: 5_000_000, dueDate: '2026-09-01' },
      { amount: 5_000_001, dueDate: '2027-02-01' },
    ])
  })
  it('asks for everything by the fallback date when the shares do not make 100%', () => {
    expect(planInstalments(900, [{ share: 40, dueDate: '2026-09-01' }], '2026-08-15')).toEqual([{ amount: 900, dueDate: '2026-08-15' }])
    expect(planInstalments(900, [], '2026-08-15')).toEqual([{ amount: 900, dueDate: '2026-08-15' }])
  })
})

describe('what an invoice asks for now', () => {
  const plan = [
    { amount: 600, dueDate: '2027-02-01' },
    { amount: 400, dueDate: '2026-09-01' },
  ]
  it('asks for the earliest instalment first, or everything', () => {
    const standing = standingOf(1000, plan, 0)
    expect(standing).toMatchObject({ state: 'unpaid', remaining: 1000, nextAmount: 400, nextDueDate: '2026-09-01' })
    expect(acceptableAmounts(standing)).toEqual([400, 1000])
  })
  it('counts a payment against the instalments in date order', () => {
    const standing = standingOf(1000, plan, 400)
    expect(standing).toMatchObject({ state: 'part_paid', remaining: 600, nextAmount: 600, nextDueDate: '2027-02-01' })
    expect(acceptableAmounts(standing)).toEqual([600])
    expect(standingOf(1000, plan, 500)).toMatchObject({ nextAmount: 500, remaining: 500 })
  })
  it('asks for nothing once paid, and is never overdue then', () => {
    const standing = standingOf(1000, plan, 1000)
    expect(standing).toMatchObject({ state: 'paid', remaining: 0, nextAmount: 0, nextDueDate: null })
    expect(acceptableAmounts(standing)).toEqual([])
    expect(isOverdue(standing, '2030-01-01')).toBe(false)
  })
  it('is overdue the day after the next instalment’s date', () => {
    const standing = standingOf(1000, plan, 0)
    expect(isOverdue(standing, '2026-09-01')).toBe(false)
    expect(isOverdue(standing, '2026-09-02')).toBe(true)
  })
})
