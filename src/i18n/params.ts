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

/**
 * Language and the optional single slug of a `[[...slug]]` route. A deeper path comes back as
 * one slug with slashes, which no document has: the page answers its 404 page
 * (src/components/NotFoundPage.tsx) as for any unknown slug.
 */
export async function localeAndOptionalSlug(params: Promise<{ locale: string; slug?: string[] }>) {
  const locale = await localeOf(params)
  const { slug = [] } = await params
  return { locale, slug: slug.length ? slug.join('/') : null }
}
