// `/` under `next dev`: the remembered language, else the browser's (src/i18n/home.ts). The
// production server answers `/` itself before Next (src/edge/server.ts), so this runs in development
// only. Every other path carries its language (next.config.ts rewrites unprefixed English
// paths to /en/...).
import { type NextRequest, NextResponse } from 'next/server'

import { chooseHomeLanguage, localeCookie } from './i18n/home'
import { defaultLocale, LOCALE_COOKIE, localizePath } from './i18n/locales'

export function proxy(request: NextRequest) {
  const { search } = request.nextUrl
  const choice = chooseHomeLanguage(request.cookies.get(LOCALE_COOKIE)?.value, request.headers.get('accept-language'))
  const response =
    choice.locale === defaultLocale
      ? NextResponse.rewrite(new URL(`/${defaultLocale}${search}`, request.url))
      : NextResponse.redirect(new URL(`${localizePath(choice.locale, '/')}${search}`, request.url))
  if (!choice.remembered) {
    const secure = request.headers.get('x-forwarded-proto') === 'https' || request.nextUrl.protocol === 'https:'
    response.headers.append('Set-Cookie', localeCookie(choice.locale, secure))
  }
  return response
}

export const config = { matcher: ['/'] }
