// The language of `/` (seed: the browser's language, remembered): the remembered choice
// (cookie), else the browser's language. Decided in one place for the three that answer `/`:
// the production server (src/edge/home.ts, before Next), the proxy (`next dev`), and nginx's map
// (deploy/nginx/campus.conf), which mirrors negotiateLocale.
import { negotiateLocale } from './negotiate'
import { isLocale, type Locale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from './locales'

export type HomeChoice = { locale: Locale; remembered: boolean }

/** The home page's language for this visitor, and whether it is already remembered. */
export function chooseHomeLanguage(cookieValue: string | undefined, acceptLanguage: string | null | undefined): HomeChoice {
  if (isLocale(cookieValue)) return { locale: cookieValue, remembered: true }
  return { locale: negotiateLocale(acceptLanguage), remembered: false }
}

/** The cookie that remembers a language for a year (as the seed's front end did), Lax. */
export function localeCookie(locale: Locale, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}
