import { describe, expect, it } from 'vitest'

import { campusMonth, effectiveEnd, monthLabel, parseMonth, startsInMonth } from './eventTimes'

describe('event times', () => {
  it('reads only real months from the address', () => {
    expect(parseMonth('2026-12')).toBe('2026-12')
    for (const bad of ['2026-13', '2026-1', '26-12', '2026-12-01', '', null, ['2026-12'], '1999-01']) expect(parseMonth(bad)).toBeNull()
  })

  it('places a moment in its campus month (UTC+5)', () => {
    expect(campusMonth('2026-11-30T19:30:00.000Z')).toBe('2026-12')
    expect(campusMonth('2026-11-30T18:59:00.000Z')).toBe('2026-11')
  })

  it('bounds a month at campus midnight', () => {
    expect(startsInMonth('2026-12')).toEqual({
      and: [{ startsAt: { greater_than_equal: '2026-11-30T19:00:00.000Z' } }, { startsAt: { less_than: '2026-12-31T19:00:00.000Z' } }],
    })
  })

  it('gives an event without an end two hours', () => {
    expect(effectiveEnd('2026-03-12T05:00:00.000Z', null).toISOString()).toBe('2026-03-12T07:00:00.000Z')
    expect(effectiveEnd('2026-03-12T05:00:00.000Z', '2026-03-12T09:00:00.000Z').toISOString()).toBe('2026-03-12T09:00:00.000Z')
  })

  it('names the month in each language', () => {
    expect(monthLabel('en', '2026-12')).toBe('December 2026')
    expect(monthLabel('ru', '2026-12')).toMatch(/^декабрь 2026/)
    expect(monthLabel('uz', '2026-12')).toMatch(/^dekabr/)
  })
})
