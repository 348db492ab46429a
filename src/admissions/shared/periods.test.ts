// The edges of an admission period: the minute before and after each side, the time zone the
// dates were given in, the programme's own dates over its degree's, and the next deadline.
import { describe, expect, it } from 'vitest'

import { type AdmissionPeriod, admissionState, describePeriod, effectivePeriod, formatMoment, nextDeadline, periodFromParams, periodParams } from './periods'

const MINUTE = 60_000
const at = (iso: string, minutes = 0) => new Date(Date.parse(iso) + minutes * MINUTE)
// 1 June 2026 09:00 and 31 July 2026 23:59 in Tashkent (UTC+5).
const OPENS = '2026-06-01T04:00:00.000Z'
const CLOSES = '2026-07-31T18:59:00.000Z'
const period: AdmissionPeriod = { opensAt: OPENS, closesAt: CLOSES, timeZone: 'Asia/Tashkent' }
const words = (key: 'range' | 'from' | 'until', { opens, closes }: { opens: string; closes: string }) =>
  ({ range: `${opens} – ${closes}`, from: `from ${opens}`, until: `until ${closes}` })[key]
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('admissionState', () => {
  it.each([
    ['a minute before it opens', at(OPENS, -1), 'upcoming'],
    ['the minute it opens', at(OPENS), 'open'],
    ['a minute after it opens', at(OPENS, 1), 'open'],
    ['a minute before it closes', at(CLOSES, -1), 'open'],
    ['a millisecond before it closes', new Date(Date.parse(CLOSES) - 1), 'open'],
    ['the minute it closes', at(CLOSES), 'ended'],
    ['a minute after it closes', at(CLOSES, 1), 'ended'],
  ])('%s', (_, now, expected) => {
    expect(admissionState(true, period, now)).toBe(expected)
  })

  it('goes by the instant, whatever zone the dates are shown in', () => {
    // 23:59 in Tashkent is 21:59 in Moscow: the same moment closes it.
    const moscow = { ...period, timeZone: 'Europe/Moscow' }
    expect(admissionState(true, moscow, at(CLOSES, -1))).toBe('open')
    expect(admissionState(true, moscow, at(CLOSES))).toBe('ended')
  })

  it('is open with no dates, or with one side only on its open side', () => {
    const none: AdmissionPeriod = { opensAt: null, closesAt: null, timeZone: 'Asia/Tashkent' }
    expect(admissionState(true, none, new Date('2000-01-01'))).toBe('open')
    expect(admissionState(true, { ...none, closesAt: CLOSES }, at(CLOSES, -1))).toBe('open')
    expect(admissionState(true, { ...none, closesAt: CLOSES }, at(CLOSES))).toBe('ended')
    expect(admissionState(true, { ...none, opensAt: OPENS }, at(OPENS, -1))).toBe('upcoming')
    expect(admissionState(true, { ...none, opensAt: OPENS }, at(OPENS, 60 * 24 * 365))).toBe('open')
  })

  it('is off when the programme is not offered, whatever the dates', () => {
    expect(admissionState(false, period, at(OPENS, 1))).toBe('off')
  })
})

describe('effectivePeriod', () => {
  const degree = { opensAt: OPENS, opensAt_tz: 'Asia/Tashkent', closesAt: CLOSES, closesAt_tz: 'Asia/Tashkent' }

  it('takes the degree’s dates when the programme has none', () => {
    expect(effectivePeriod({ opensAt: null, closesAt: null }, degree)).toEqual(period)
    expect(effectivePeriod(undefined, degree)).toEqual(period)
  })

  it('takes the programme’s own dates, whole, when it has any', () => {
    const own = { closesAt: '2026-07-15T13:00:00.000Z', closesAt_tz: 'Europe/Moscow' }
    expect(effectivePeriod(own, degree)).toEqual({ opensAt: null, closesAt: own.closesAt, timeZone: 'Europe/Moscow' })
  })

  it('shows the dates in Tashkent time when no zone was given, and in the closing’s zone when both were', () => {
    expect(effectivePeriod({ closesAt: CLOSES }, null).timeZone).toBe('Asia/Tashkent')
    expect(effectivePeriod({ opensAt: OPENS, opensAt_tz: 'UTC' }, null).timeZone).toBe('UTC')
    expect(effectivePeriod({ ...degree, opensAt_tz: 'UTC', closesAt_tz: 'Asia/Seoul' }, null).timeZone).toBe('Asia/Seoul')
  })
})

describe('describing a period', () => {
  it('writes the moment in the period’s zone, with the zone named', () => {
    expect(plain(formatMoment('ru', CLOSES, 'Asia/Tashkent'))).toBe('31 июля 2026 г. в 23:59 GMT+5')
    expect(plain(formatMoment('ru', CLOSES, 'Europe/Moscow'))).toBe('31 июля 2026 г. в 21:59 GMT+3')
    // 31 July 23:59 in Tashkent is still 31 July in London, but 1 August in Seoul.
    expect(plain(formatMoment('en', CLOSES, 'Asia/Seoul'))).toMatch(/^August 1, 2026 at 03:59 AM GMT\+9$/)
    expect(plain(formatMoment('uz', CLOSES, 'Asia/Tashkent'))).toContain('31-iyul')
  })

  it('puts the words of the language around one or both dates', () => {
    expect(plain(describePeriod('ru', period, words))).toBe('1 июня 2026 г. в 09:00 GMT+5 – 31 июля 2026 г. в 23:59 GMT+5')
    expect(plain(describePeriod('ru', { ...period, opensAt: null }, words))).toBe('until 31 июля 2026 г. в 23:59 GMT+5')
    expect(plain(describePeriod('ru', { ...period, closesAt: null }, words))).toBe('from 1 июня 2026 г. в 09:00 GMT+5')
    expect(describePeriod('ru', { ...period, opensAt: null, closesAt: null }, words)).toBe('')
  })

  it('survives the trip through a problem’s parameters', () => {
    expect(periodFromParams(periodParams(period))).toEqual(period)
    const onlyCloses = { ...period, opensAt: null }
    expect(periodFromParams(periodParams(onlyCloses))).toEqual(onlyCloses)
  })
})

describe('nextDeadline', () => {
  const soon = { offered: true, period: { ...period, closesAt: '2026-07-20T18:59:00.000Z' } }
  const later = { offered: true, period }
  const ended = { offered: true, period: { ...period, closesAt: '2026-06-10T18:59:00.000Z' } }
  const notOffered = { offered: false, period: { ...period, closesAt: '2026-06-20T18:59:00.000Z' } }

  it('is the soonest closing of a programme open now', () => {
    expect(nextDeadline([later, ended, notOffered, soon], at('2026-06-15T00:00:00.000Z'))).toEqual({
      kind: 'closes',
      at: soon.period.closesAt,
      timeZone: 'Asia/Tashkent',
    })
  })

  it('moves on the minute a deadline passes', () => {
    expect(nextDeadline([later, soon], at(soon.period.closesAt, -1))?.at).toBe(soon.period.closesAt)
    expect(nextDeadline([later, soon], at(soon.period.closesAt))?.at).toBe(CLOSES)
  })

  it('is the soonest opening when nothing is open, and nothing when no date is ahead', () => {
    expect(nextDeadline([later, soon], at(OPENS, -1))).toEqual({ kind: 'opens', at: OPENS, timeZone: 'Asia/Tashkent' })
    expect(nextDeadline([later, soon], at(CLOSES))).toBeNull()
    expect(nextDeadline([{ offered: true, period: { opensAt: null, closesAt: null, timeZone: 'Asia/Tashkent' } }])).toBeNull()
  })
})
