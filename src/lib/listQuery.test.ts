import { describe, expect, it } from 'vitest'

import { eventsHref, newsHref, readEventsQuery, readNewsQuery } from './listQuery'

describe('list queries', () => {
  it('reads a news view and writes its one address back', () => {
    const query = readNewsQuery({ page: '2', year: '2025', category: 'research', utm: 'x' })
    expect(query).toEqual({ category: 'research', year: 2025, page: 2 })
    expect(newsHref('ru', query!)).toBe('/ru/news?category=research&year=2025&page=2')
    expect(newsHref('en', { page: 1 })).toBe('/news')
  })

  it('refuses values that cannot be a view', () => {
    for (const raw of [{ page: '0' }, { page: 'two' }, { page: '-1' }, { year: '25' }, { category: 'Research!' }, { page: '99999' }])
      expect(readNewsQuery(raw)).toBeNull()
    for (const raw of [{ month: '2026-13' }, { month: 'december' }, { page: '1.5' }]) expect(readEventsQuery(raw)).toBeNull()
  })

  it('takes empty filters (a form sent with "all") as none', () => {
    expect(readEventsQuery({ month: '', category: '' })).toEqual({ category: null, month: null, page: 1 })
  })

  it('writes the archive and list addresses in a fixed order', () => {
    expect(eventsHref('uz', true, { page: 3, month: '2026-01', category: 'lectures' })).toBe('/uz/events/archive?category=lectures&month=2026-01&page=3')
    expect(eventsHref('en', false, {})).toBe('/events')
  })
})
