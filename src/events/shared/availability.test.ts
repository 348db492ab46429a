import { describe, expect, it } from 'vitest'

import { availability, closesAt } from './availability'

const starts = '2026-12-10T10:00:00.000Z'
const before = new Date('2026-12-01T00:00:00.000Z')
const settings = { open: true, capacity: 10, waitingList: true, closesAt: null }

describe('availability', () => {
  it('offers the places left, then the waiting list, or says full without one', () => {
    expect(availability(settings, starts, 7, before)).toEqual({ kind: 'open', placesLeft: 3 })
    expect(availability(settings, starts, 10, before)).toEqual({ kind: 'waitingList' })
    expect(availability({ ...settings, waitingList: false }, starts, 12, before)).toEqual({ kind: 'full' })
  })

  it('closes at the editor’s time or at the start, whichever is first, and when sign-ups are off', () => {
    expect(availability({ ...settings, closesAt: '2026-11-30T00:00:00.000Z' }, starts, 0, before)).toEqual({ kind: 'closed' })
    expect(availability(settings, starts, 0, new Date(starts))).toEqual({ kind: 'closed' })
    expect(closesAt({ ...settings, closesAt: '2026-12-20T00:00:00.000Z' }, starts).toISOString()).toBe(starts)
    expect(availability({ ...settings, open: false }, starts, 0, before)).toEqual({ kind: 'closed' })
    expect(availability({ ...settings, capacity: null }, starts, 0, before)).toEqual({ kind: 'closed' })
  })
})
