import { describe, expect, it } from 'vitest'

import { closesAfterOpens, daysOf, hoursLines, isTimeOfDay, leavesDaysClosed } from './hours'

describe('office hours', () => {
  const week = [
    { from: 'mon', to: 'fri', opens: '09:00', closes: '18:00' },
    { from: 'sat', to: null, opens: '10:00', closes: '14:00' },
  ] as const

  it('writes each row with the day names of the visitor’s language', () => {
    expect(hoursLines([...week], 'en')).toEqual([
      { days: 'Monday – Friday', time: '09:00–18:00' },
      { days: 'Saturday', time: '10:00–14:00' },
    ])
    expect(hoursLines([...week], 'ru').map((line) => line.days)).toEqual(['Понедельник – пятница', 'Суббота'])
    expect(hoursLines([...week], 'uz').map((line) => line.days)).toEqual(['Dushanba – juma', 'Shanba'])
    // A range whose last day is its first is one day.
    expect(hoursLines([{ from: 'sun', to: 'sun', opens: '10:00', closes: '12:00' }], 'en')[0]!.days).toBe('Sunday')
  })

  it('knows which days rows cover, and whether any day is left closed', () => {
    expect(daysOf({ from: 'fri', to: 'mon', opens: '09:00', closes: '10:00' })).toEqual(['fri', 'sat', 'sun', 'mon'])
    expect(leavesDaysClosed([...week])).toBe(true)
    expect(leavesDaysClosed([{ from: 'mon', to: 'sun', opens: '08:00', closes: '20:00' }])).toBe(false)
    expect(leavesDaysClosed([])).toBe(false)
  })

  it('takes times on the 24-hour clock only', () => {
    for (const good of ['00:00', '09:05', '23:59']) expect(isTimeOfDay(good), good).toBe(true)
    for (const bad of ['9:00', '24:00', '12:60', '09.00', '', null, 900]) expect(isTimeOfDay(bad), String(bad)).toBe(false)
    expect(closesAfterOpens('09:00', '18:00')).toBe(true)
    expect(closesAfterOpens('18:00', '09:00')).toBe(false)
  })
})
