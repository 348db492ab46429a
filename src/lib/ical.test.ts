import { describe, expect, it } from 'vitest'

import { toICalendar } from './ical'

describe('toICalendar', () => {
  const ics = toICalendar(
    {
      uid: 'open-day@example.edu',
      title: 'День открытых дверей; кампус, корпус A',
      description: 'Line one\nLine two',
      location: 'Building A, room 104',
      start: '2026-03-12T05:00:00.000Z',
      end: '2026-03-12T08:00:00.000Z',
      url: 'https://example.edu/ru/events/open-day',
    },
    { now: new Date('2026-01-01T00:00:00Z') },
  )

  it('writes one event with UTC times and CRLF line ends', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(ics).toContain('DTSTART:20260312T050000Z\r\n')
    expect(ics).toContain('DTEND:20260312T080000Z\r\n')
    expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true)
  })

  it('escapes separators and newlines in text', () => {
    const unfolded = ics.replace(/\r\n /g, '')
    expect(unfolded).toContain('SUMMARY:День открытых дверей\\; кампус\\, корпус A')
    expect(unfolded).toContain('DESCRIPTION:Line one\\nLine two')
  })

  it('stamps the event and publishes it', () => {
    expect(ics).toContain('UID:open-day@example.edu\r\n')
    expect(ics).toContain('DTSTAMP:20260101T000000Z\r\n')
    expect(ics).toContain('METHOD:PUBLISH\r\n')
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
  })

  it('gives an event without an end the default two hours', () => {
    const open = toICalendar({ uid: 'a@example.edu', title: 'Talk', start: '2026-03-12T05:00:00.000Z', url: 'https://example.edu/events/a' })
    expect(open).toContain('DTEND:20260312T070000Z\r\n')
  })

  it('writes a deadline as a moment, with a reminder days before', () => {
    const deadline = toICalendar({
      uid: 'd@example.edu',
      title: 'Applications close',
      start: '2026-07-31T18:59:00.000Z',
      url: 'https://example.edu/form',
      moment: true,
      remindDaysBefore: 3,
    })
    expect(deadline).toContain('DTSTART:20260731T185900Z\r\n')
    expect(deadline).not.toContain('DTEND')
    expect(deadline).toContain('BEGIN:VALARM\r\n')
    expect(deadline).toContain('TRIGGER:-P3D\r\n')
  })

  it('folds lines longer than 75 bytes', () => {
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)
  })
})
