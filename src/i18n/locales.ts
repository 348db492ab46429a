// The one list of languages. Payload localization, next-intl routing, <html lang>,
// hreflang, the sitemap, the language switcher and the compat API all read it.
export const locales = ['en', 'ru', 'uz'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'en'

export const localeLabels: Record<Locale, { short: string; name: string; hreflang: string }> = {
  en: { short: 'En', name: 'English', hreflang: 'en' },
  ru: { short: 'Ru', name: 'Русский', hreflang: 'ru' },
  uz: { short: 'Uz', name: 'Oʻzbekcha', hreflang: 'uz' },
}

/**
 * The language's code for Intl (dates, numbers): Uzbek is written in Latin letters here, and
 * staff screens may read English dates the British way (`english: 'en-GB'`: "26 Nov 2026").
 */
export function intlLocale(locale: string, { english = 'en' }: { english?: string } = {}): string {
  if (locale === 'uz') return 'uz-Latn'
  return locale === 'en' ? english : locale
}

/** The original front end calls Uzbek `oz` in its API paths. */
export const compatLocaleCodes: Record<Locale, string> = { en: 'en', ru: 'ru', uz: 'oz' }

/** The language codes as a regular expression's alternation, for path patterns: `en|ru|uz`. */
export const LOCALE_CODES = locales.join('|')
/** The languages whose addresses carry a prefix (every one but the default): `ru|uz`. */
export const PREFIXED_LOCALE_CODES = locales.filter((locale) => locale !== defaultLocale).join('|')
/** The codes an API path may carry: ours and the original front end's (`oz`). */
export const API_LOCALE_CODES = [...new Set([...locales, ...Object.values(compatLocaleCodes)])].join('|')

export const LOCALE_COOKIE = 'i18n_redirected'
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** Prefixes an internal path with the locale; English has no prefix. */
export function localizePath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  if (locale === defaultLocale) return clean
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`
}

/**
 * Splits a URL path into its locale and the path without the prefix. The default language's
 * prefix is taken off too: public addresses have none, but the server's own path for them does
 * (the English home is rendered as /en), and a link built from it must not keep it.
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const [, first, ...rest] = pathname.split('/')
  if (isLocale(first)) {
    return { locale: first, path: `/${rest.join('/')}` }
  }
  return { locale: defaultLocale, path: pathname || '/' }
}
