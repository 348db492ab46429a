// The one place a language is chosen for the visitor: `/` goes to the remembered choice
// (cookie), else to the browser's language. Every other path carries its language
// (next.config.ts rewrites unprefixed English paths to /en/...).
import { type NextRequest, NextResponse } from 'next/server'

import { negotiateLocale } from './i18n/negotiate'
import { defaultLocale, isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, localizePath } from './i18n/locales'

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  if (pathname === '/') {
    const remembered = request.cookies.get(LOCALE_COOKIE)?.value
    const locale = isLocale(remembered)
      ? remembered
      : negotiateLocale(request.headers.get('accept-language'))
    const response =
      locale === defaultLocale
        ? NextResponse.rewrite(new URL(`/${defaultLocale}${search}`, request.url))
        : NextResponse.redirect(new URL(`${localizePath(locale, '/')}${search}`, request.url))
    if (!isLocale(remembered)) {
      // Secure over HTTPS (nginx says so in X-Forwarded-Proto); plain HTTP on a laptop keeps it.
      const secure = request.headers.get('x-forwarded-proto') === 'https' || request.nextUrl.protocol === 'https:'
      response.cookies.set(LOCALE_COOKIE, locale, { maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax', path: '/', secure })
    }
    return response
  }

  return NextResponse.next()
}

export const config = { matcher: ['/'] }
