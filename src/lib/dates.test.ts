import { describe, expect, it } from 'vitest'

import { formatMoment } from '@/admissions/shared/periods'

import { campusClock, campusMoment, formatDate, formatStaffTime, formatUzbek, TIME_ZONE, TIME_ZONE_OFFSET_HOURS } from './dates'
import { intlLocale } from '@/i18n/locales'

import { monthLabel } from './eventTimes'

describe('formatStaffTime: a moment in Tashkent time, in the staff member’s language', () => {
  const moment = '2026-11-26T15:47:00Z' // 20:47 in Tashkent (UTC+5)

  it('spells the Uzbek month out itself, as a browser without Uzbek data would not', () => {
    expect(formatStaffTime('uz', moment)).toBe('26-noyabr, 2026, 20:47')
    expect(formatStaffTime('uz', '2026-01-01T00:05:00Z')).toBe('1-yanvar, 2026, 05:05')
  })

  it('uses the university’s time zone in English and Russian too', () => {
    expect(formatStaffTime('en', moment)).toBe('26 November 2026 at 20:47')
    expect(formatStaffTime('ru', moment)).toMatch(/^26 ноября 2026.*20:47$/)
  })
})

describe('formatUzbek: Uzbek dates spelled as CLDR has them, with no Uzbek data in the runtime', () => {
  // Node carries full ICU, so its Uzbek is the reference the browser's reduced ICU cannot give.
  const reference = (date: Date, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(intlLocale('uz'), options).format(date)
  const moments = ['2026-05-20T10:05:00Z', '2026-01-01T00:05:00Z', '2026-12-31T19:30:00Z', '2027-09-09T00:00:00Z'].map((iso) => new Date(iso))

  it('gives what full ICU gives for a day, a day and time, a time with its zone, and a month', () => {
    for (const date of moments) {
      const day = { day: 'numeric', month: 'long', year: 'numeric' } as const
      expect(formatUzbek(date, { timeZone: 'Asia/Tashkent' })).toBe(reference(date, { ...day, timeZone: 'Asia/Tashkent' }))
      expect(formatUzbek(date, { timeZone: 'UTC' })).toBe(reference(date, { dateStyle: 'long', timeZone: 'UTC' }))
      expect(formatUzbek(date, { timeZone: 'Asia/Tashkent', time: true })).toBe(
        reference(date, { ...day, hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Tashkent' }),
      )
      expect(formatUzbek(date, { timeZone: 'Asia/Tashkent', time: true, zoneName: true })).toBe(
        reference(date, { ...day, hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Tashkent', timeZoneName: 'short' }),
      )
      expect(formatUzbek(date, { timeZone: 'UTC', day: false })).toBe(reference(date, { month: 'long', year: 'numeric', timeZone: 'UTC' }))
    }
  })

  it('never falls back to the "2026 M05 20" form', () => {
    expect(formatDate('uz', '2026-05-20T10:05:00Z')).toBe('20-may, 2026')
    expect(monthLabel('uz', '2026-05')).toBe('may, 2026')
    expect(formatMoment('uz', '2026-07-31T18:59:00Z', 'Asia/Tashkent')).toBe('31-iyul, 2026, 23:59 (GMT+5)')
  })
})

describe('the campus time zone as a name and as an offset', () => {
  it('agree through the year, so calendar bounds in queries match the dates shown', () => {
    const wall = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' })
    for (const month of [0, 3, 6, 9, 11]) {
      const moment = campusMoment(2026, month, 15, 9)
      const parts = Object.fromEntries(wall.formatToParts(moment).map(({ type, value }) => [type, value]))
      expect(`${parts.year}-${parts.month}-${parts.day} ${parts.hour}`).toBe(`2026-${String(month + 1).padStart(2, '0')}-15 09`)
      expect(campusClock(moment).getUTCHours()).toBe(9)
    }
    expect(TIME_ZONE_OFFSET_HOURS).toBe(5)
  })
})
