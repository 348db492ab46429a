import { describe, expect, it } from 'vitest'

import { countApplications, countPayments, weekStart } from './dashboardCounts'

describe('the admissions dashboard’s figures', () => {
  const now = new Date('2026-11-25T10:00:00Z')
  const rows = [
    { status: 'not_confirmed', program: 7, region: 1, createdAt: '2026-11-25T08:00:00Z' },
    { status: 'received', program: 7, region: 2, createdAt: '2026-11-24T20:30:00Z' }, // 01:30 on the 25th in Tashkent
    { status: 'approved', program: { id: 9 }, region: 1, createdAt: '2026-11-20T09:00:00Z' },
    { status: 'rejected', program: 7, region: 1, createdAt: '2026-09-01T09:00:00Z' }, // before the window
  ]

  it('counts by status, programme and region, largest first', () => {
    const counts = countApplications(rows, now)
    expect(counts.total).toBe(4)
    expect(counts.byStatus).toEqual({ not_confirmed: 1, received: 1, in_consideration: 0, approved: 1, rejected: 1 })
    expect(counts.byProgram).toEqual([
      [7, 3],
      [9, 1],
    ])
    expect(counts.byRegion).toEqual([
      [1, 3],
      [2, 1],
    ])
  })

  it('counts per day in Tashkent over the last days, empty days included', () => {
    const { perDay } = countApplications(rows, now, 7)
    expect(perDay).toHaveLength(7)
    expect(perDay[0]).toEqual(['2026-11-19', 0])
    expect(perDay.at(-1)).toEqual(['2026-11-25', 2])
    expect(Object.fromEntries(perDay)['2026-11-20']).toBe(1)
  })
})

describe('the payments block’s figures', () => {
  // Wednesday 25 November 2026, 15:00 in Tashkent.
  const now = new Date('2026-11-25T10:00:00Z')
  const invoices = [
    { state: 'unpaid', total: 1000, paid: 0, nextDueDate: '2026-11-24' }, // overdue
    { state: 'part_paid', total: 1000, paid: 400, nextDueDate: '2026-11-25' }, // due today: not overdue yet
    { state: 'paid', total: 500, paid: 500, nextDueDate: null },
  ]
  const received = [
    { amount: 400, performedAt: '2026-11-24T19:30:00Z' }, // 00:30 on the 25th in Tashkent: today
    { amount: 500, performedAt: '2026-11-23T05:00:00Z' }, // Monday: this week
    { amount: 70, performedAt: '2026-11-22T18:30:00Z' }, // 23:30 on Sunday in Tashkent: last week
  ]

  it('counts invoices by state, what is due and overdue, and money received today, this week and in total (Tashkent days)', () => {
    expect(countPayments(invoices, received, now)).toEqual({
      invoices: 3,
      byState: { unpaid: 1, part_paid: 1, paid: 1 },
      due: 1600,
      overdue: 1,
      receivedToday: 400,
      receivedWeek: 900,
      receivedTotal: 970,
    })
  })

  it('starts the week on Monday', () => {
    expect(weekStart('2026-11-25')).toBe('2026-11-23')
    expect(weekStart('2026-11-23')).toBe('2026-11-23')
    expect(weekStart('2026-11-29')).toBe('2026-11-23')
  })
})
