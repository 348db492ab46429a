import { translator } from '@/i18n/translator'
import { negotiateLocale } from '@/i18n/negotiate'
import { localeCookie } from '@/i18n/home'
import { isLocale, localizePath, splitLocale } from '@/i18n/locales'
import { localTarget } from '@/security/safeRedirect'

export const dynamic = 'force-dynamic'

/**
 * GET /api/language?to=ru&next=/ru/news — the language switcher as a plain link: remembers the
 * choice in the locale cookie (a year, as the seed's front end did) and opens the page in it.
 * Works before the page's scripts run and without JavaScript. `next` is a path of this site;
 * anything else, or a page that would not be one in the chosen language (`/ru//host`), opens
 * the home page of that language.
 */
export function GET(request: Request) {
  const url = new URL(request.url)
  const to = url.searchParams.get('to')
  if (!isLocale(to)) {
    const message = translator(negotiateLocale(request.headers.get('accept-language')), 'api')('badParameter', { name: 'to' })
    return Response.json({ errors: [{ field: 'to', message }] }, { status: 400, headers: { 'Cache-Control': 'no-store' } })
  }
  const next = url.searchParams.get('next') ?? ''
  const [pathname = '', query = ''] = next.split(/\?(.*)/s, 2)
  // The target is judged as built: the language prefix taken off `/ru//host` leaves `//host`.
  const wanted = localTarget(next) && localizePath(to, splitLocale(pathname).path) + (query ? `?${query}` : '')
  const target = localTarget(wanted) ?? localizePath(to, '/')
  const secure = request.headers.get('x-forwarded-proto') === 'https' || url.protocol === 'https:'
  return new Response(null, { status: 303, headers: { Location: target, 'Set-Cookie': localeCookie(to, secure), 'Cache-Control': 'no-store' } })
}
