import { describe, expect, it } from 'vitest'

import { countApplications } from './dashboardCounts'

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
