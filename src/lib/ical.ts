// iCalendar files (RFC 5545) written by ical-generator: CRLF lines folded at 75 octets, text
// escaped, times in UTC. One event (its "Add to calendar" file), the upcoming-events feed, or the
// admission deadlines feed.
import ical, { ICalAlarmType, ICalCalendarMethod } from 'ical-generator'

import { effectiveEnd } from './eventTimes'

export type CalendarEvent = {
  uid: string
  title: string
  description?: string | null
  location?: string | null
  start: string
  end?: string | null
  url: string
  /** A moment, not a stretch of time (a deadline): no DTEND, so it ends where it starts (RFC 5545 §3.6.1). */
  moment?: boolean
  /** A reminder this many days before. */
  remindDaysBefore?: number
}
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
      end: event.moment ? null : effectiveEnd(event.start, event.end),
      summary: event.title,
      description: event.description || undefined,
      location: event.location || undefined,
      url: event.url,
      alarms: event.remindDaysBefore ? [{ type: ICalAlarmType.display, triggerBefore: event.remindDaysBefore * 86_400, description: event.title }] : [],
    })
  }
  // Every line, the last one too, ends with CRLF (RFC 5545 §3.1).
  return `${calendar.toString()}\r\n`
}
