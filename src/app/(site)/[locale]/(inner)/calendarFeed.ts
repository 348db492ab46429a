// The site's calendar feeds (events/calendar.ics, admissions/deadlines.ics): one per language at
// that language's address, an RFC 5545 file a calendar app subscribes to or a browser shows inline.
import { isLocale, type Locale } from '@/i18n/locales'

/** A feed's GET: the calendar `write` makes in the address's language, served as `filename`. */
export function calendarFeed(filename: string, write: (locale: Locale) => Promise<string>) {
  return async (_request: Request, { params }: { params: Promise<{ locale: string }> }) => {
    const { locale } = await params
    if (!isLocale(locale)) return new Response('Not found', { status: 404 })
    return new Response(await write(locale), {
      headers: { 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': `inline; filename="${filename}"` },
    })
  }
}
