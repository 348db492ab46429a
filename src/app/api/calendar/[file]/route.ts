import { findEventBySlug } from '@/data/events'
import { env } from '@/env'
import { defaultLocale, isLocale, localizePath } from '@/i18n/locales'
import { toICalendar } from '@/lib/ical'

/** GET /api/calendar/{slug}.ics?lang=ru — the event as an iCalendar file. */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  const slug = file.replace(/\.ics$/, '')
  const lang = new URL(request.url).searchParams.get('lang')
  const locale = isLocale(lang) ? lang : defaultLocale
  const event = /^[a-z0-9-]+$/.test(slug) ? await findEventBySlug(locale, slug) : null
  if (!event) return new Response('Event not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  const body = toICalendar({
    uid: `${slug}@${new URL(env.SITE_URL).hostname}`,
    title: event.title,
    description: event.excerpt,
    location: event.place,
    start: event.startsAt,
    end: event.endsAt,
    url: new URL(localizePath(locale, `/events/${slug}`), env.SITE_URL).toString(),
  })
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${slug}.ics"`,
      'Cache-Control': 'public, max-age=300',
    },
  })
}
