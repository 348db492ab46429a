import { describe, expect, it } from 'vitest'

import { countTicks, dayLabel, dayTicks } from './perDayAxis'

const month = Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`)

describe('the per-day chart’s axes', () => {
  it('names the first and last day and a few between, in the admin’s language', () => {
    for (const [language, first, last] of [
      ['en', '1 Nov', '30 Nov'],
      ['ru', '1 нояб.', '30 нояб.'],
    ] as const) {
      const ticks = dayTicks(language, month)
      expect(ticks.length).toBe(4)
      expect(ticks[0]!.label).toBe(first)
      expect(ticks.at(-1)!.label).toBe(last)
      expect(ticks[0]!.at).toBeLessThan(ticks.at(-1)!.at)
    }
    expect(dayTicks('uz', month)[0]!.label).toBe('1-noy')
  })

  it('reads a Tashkent day as that day whatever the server’s time zone', () => {
    expect(dayLabel('en', '2026-01-01')).toBe('1 Jan')
  })

  it('counts up from 0 in whole numbers', () => {
    expect(countTicks(0)).toEqual([0, 1])
    expect(countTicks(1)).toEqual([0, 1])
    expect(countTicks(7)).toEqual([0, 7])
    expect(countTicks(12)).toEqual([0, 6, 12])
  })
})
