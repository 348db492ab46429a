// Language routing. English lives at unprefixed paths (rewritten to /en internally),
// Russian and Uzbek under /ru and /uz. Only `/` ever redirects by preference:
// to the remembered choice (cookie), else to the browser's language.
import { type NextRequest, NextResponse } from 'next/server'

import { negotiateLocale } from './i18n/negotiate'
import { defaultLocale, isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, localizePath } from './i18n/locales'

// next-intl reads the request's language from this header where a page has not set it
// (the 404 and error views).
const LOCALE_HEADER = 'X-NEXT-INTL-LOCALE'

function withLocale(request: NextRequest, locale: string): Headers {
  const headers = new Headers(request.headers)
  headers.set(LOCALE_HEADER, locale)
  return headers
}

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  const [, first] = pathname.split('/')

  if (pathname === '/') {
    const remembered = request.cookies.get(LOCALE_COOKIE)?.value
    const locale = isLocale(remembered)
      ? remembered
      : negotiateLocale(request.headers.get('accept-language'))
    const response =
      locale === defaultLocale
        ? NextResponse.rewrite(new URL(`/${defaultLocale}${search}`, request.url), {
            request: { headers: withLocale(request, defaultLocale) },
          })
        : NextResponse.redirect(new URL(`${localizePath(locale, '/')}${search}`, request.url))
    if (!isLocale(remembered)) {
      response.cookies.set(LOCALE_COOKIE, locale, { maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax', path: '/' })
    }
    return response
  }

  // /en/... is the same page as /...: one address per page.
  if (first === defaultLocale) {
    const rest = pathname.slice(defaultLocale.length + 1) || '/'
    return NextResponse.redirect(new URL(`${rest}${search}`, request.url), 308)
  }
  if (isLocale(first)) return NextResponse.next({ request: { headers: withLocale(request, first) } })
  return NextResponse.rewrite(new URL(`/${defaultLocale}${pathname}${search}`, request.url), {
    request: { headers: withLocale(request, defaultLocale) },
  })
}

export const config = {
  // Everything but Payload (admin, REST), Next internals and files with an extension.
  matcher: ['/((?!admin|api|_next|_vercel|.*\\..*).*)'],
}
