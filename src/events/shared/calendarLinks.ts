// "Add to Google Calendar" and "Add to Outlook": plain links that open the provider's new-event
// form filled in (title, times in UTC, place, the page's address). Browser-safe.
import { effectiveEnd } from '@/lib/eventTimes'

export type LinkedEvent = { title: string; startsAt: string; endsAt: string | null; place: string | null; pageUrl: string }

/** 20261210T100000Z, as Google's `dates` wants it. */
const compactUtc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

export function googleCalendarUrl(event: LinkedEvent): string {
  const start = new Date(event.startsAt)
  const end = effectiveEnd(event.startsAt, event.endsAt)
  const url = new URL('https://calendar.google.com/calendar/render')
  url.searchParams.set('action', 'TEMPLATE')
  url.searchParams.set('text', event.title)
  url.searchParams.set('dates', `${compactUtc(start)}/${compactUtc(end)}`)
  url.searchParams.set('ctz', 'UTC')
  if (event.place) url.searchParams.set('location', event.place)
  url.searchParams.set('details', event.pageUrl)
  return url.toString()
}

export function outlookCalendarUrl(event: LinkedEvent): string {
  const url = new URL('https://outlook.live.com/calendar/0/deeplink/compose')
  url.searchParams.set('path', '/calendar/action/compose')
  url.searchParams.set('rru', 'addevent')
  url.searchParams.set('subject', event.title)
  url.searchParams.set('startdt', new Date(event.startsAt).toISOString())
  url.searchParams.set('enddt', effectiveEnd(event.startsAt, event.endsAt).toISOString())
  if (event.place) url.searchParams.set('location', event.place)
  url.searchParams.set('body', event.pageUrl)
  return url.toString()
}
