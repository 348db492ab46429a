import { notFound } from 'next/navigation'

import { isLocale, type Locale } from './locales'

/**
 * The language of a page from its route params. Paths the language proxy does not
 * rewrite (those with a file extension, such as a missing /x.png) can reach [locale]
 * with anything in it; they are 404s, not pages.
 */
export async function localeOf(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return locale
}

/** Language and the optional single slug of a `[[...slug]]` route; deeper paths are 404s. */
export async function localeAndOptionalSlug(params: Promise<{ locale: string; slug?: string[] }>) {
  const locale = await localeOf(params)
  const { slug = [] } = await params
  if (slug.length > 1) notFound()
  return { locale, slug: slug[0] ?? null }
}
