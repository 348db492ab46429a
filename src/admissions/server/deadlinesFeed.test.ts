import { describe, expect, it } from 'vitest'

import { deadlineEvents, type FeedProgramme } from './deadlinesFeed'

const NOW = new Date('2026-06-15T00:00:00.000Z')
const OPENS = '2026-06-01T04:00:00.000Z'
const CLOSES = '2026-07-31T18:59:00.000Z'
const zone = 'Asia/Tashkent'
const programme = (id: number, name: string, degreeId: number, period: Partial<FeedProgramme['period']> = {}, offered = true): FeedProgramme => ({
  id,
  name,
  degreeId,
  degree: degreeId === 1 ? 'Bachelor’s' : 'Master’s',
  offered,
  period: { opensAt: OPENS, closesAt: CLOSES, timeZone: zone, ...period },
  url: `https://example.edu/programmes/${id}`,
})
const words = (key: string, values: Record<string, string>) =>
  ({ closesEvent: `Applications close: ${values.name}`, opensEvent: `Applications open: ${values.name}`, programmeName: `${values.name} (${values.degree})` })[
    key
  ]!
const feed = (programmes: FeedProgramme[]) => deadlineEvents(programmes, { now: NOW, host: 'example.edu', formUrl: 'https://example.edu/form', words })

describe('deadlineEvents', () => {
  it('makes one closing for a degree whose programmes share it, and one for a programme with its own', () => {
    const events = feed([
      programme(1, 'Software Engineering', 1),
      programme(2, 'Economics', 1),
      programme(3, 'Law', 1, { closesAt: '2026-07-20T18:59:00.000Z' }),
      programme(4, 'Computer Science', 2),
    ])
    expect(events.map((event) => event.title)).toEqual([
      'Applications close: Law (Bachelor’s)',
      'Applications close: Bachelor’s',
      'Applications close: Computer Science (Master’s)',
    ])
    expect(events[0]).toMatchObject({
      start: '2026-07-20T18:59:00.000Z',
      url: 'https://example.edu/programmes/3',
      moment: true,
      remindDaysBefore: 3,
      uid: 'admissions-closes-programme-3-20260720T1859@example.edu',
    })
    expect(events[1]).toMatchObject({
      url: 'https://example.edu/form',
      description: 'Software Engineering\nEconomics',
      uid: 'admissions-closes-degree-1-20260731T1859@example.edu',
    })
    expect(events[2].description).toBeNull()
  })

  it('adds the opening of a period still to come, and leaves out what has ended or is not offered', () => {
    const events = feed([
      programme(1, 'Software Engineering', 1, { opensAt: '2026-07-01T04:00:00.000Z' }),
      programme(2, 'Biology', 1, { closesAt: '2026-06-10T18:59:00.000Z' }),
      programme(3, 'Chemistry', 2, {}, false),
    ])
    expect(events.map((event) => [event.title, event.start])).toEqual([
      ['Applications open: Software Engineering (Bachelor’s)', '2026-07-01T04:00:00.000Z'],
      ['Applications close: Software Engineering (Bachelor’s)', CLOSES],
    ])
    expect(events[0].remindDaysBefore).toBeUndefined()
  })

  it('is empty when no programme has a date ahead', () => {
    expect(feed([programme(1, 'Open always', 1, { opensAt: null, closesAt: null })])).toEqual([])
  })
})
