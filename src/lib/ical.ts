// iCalendar files (RFC 5545) written by ical-generator: CRLF lines folded at 75 octets, text
// escaped, times in UTC. One event (its "Add to calendar" file) or the upcoming-events feed.
import ical, { ICalCalendarMethod } from 'ical-generator'

import { effectiveEnd } from './eventTimes'

export type CalendarEvent = { uid: string; title: string; description?: string | null; location?: string | null; start: string; end?: string | null; url: string }
type Calendar = { name?: string; language?: string; now?: Date }

export function toICalendar(events: CalendarEvent | CalendarEvent[], { name, language = 'en', now = new Date() }: Calendar = {}): string {
  const calendar = ical({
    prodId: { company: 'Campus', product: 'University website', language: language.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    ...(name ? { name } : {}),
  })
  for (const event of Array.isArray(events) ? events : [events]) {
    calendar.createEvent({
      id: event.uid,
      stamp: now,
      start: new Date(event.start),
      end: effectiveEnd(event.start, event.end),
      summary: event.title,
      description: event.description || undefined,
      location: event.location || undefined,
      url: event.url,
    })
  }
  // Every line, the last one too, ends with CRLF (RFC 5545 §3.1).
  return `${calendar.toString()}\r\n`
}
