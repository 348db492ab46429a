import type { Metadata } from 'next'
import Link from 'next/link'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { SEARCH_PAGE_INPUT_ID } from '@/components/Header/SearchPopup'
import { PageBanner } from '@/components/PageBanner'
import { searchPages } from '@/data/pages'
import { getSettings } from '@/data/settings'
import { localizePath } from '@/i18n/locales'
import { localeOf } from '@/i18n/params'

// Results depend on the query string: rendered per request, never cached.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ q?: string | string[] }> }

const wordOf = (q: string | string[] | undefined) => (Array.isArray(q) ? q[0] : q)?.trim().slice(0, 100) ?? ''

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await localeOf(params)
  const t = await getTranslations({ locale, namespace: 'search' })
  const word = wordOf((await searchParams).q)
  return { title: word || t('title'), robots: { index: false } }
}

export default async function SearchPage({ params, searchParams }: Props) {
  const locale = await localeOf(params)
  setRequestLocale(locale)
  const word = wordOf((await searchParams).q)
  const [t, settings, results] = await Promise.all([
    getTranslations({ locale, namespace: 'search' }),
    getSettings(locale),
    word ? searchPages(locale, word) : Promise.resolve([]),
  ])

  return (
    <>
      <PageBanner locale={locale} title={word || t('title')} image={settings.defaultBanner} crumbs={word ? [{ label: t('title') }] : []} />
      <div className="mx-auto max-w-4xl px-4 py-12">
        <form role="search" action={localizePath(locale, '/search')} className="flex gap-2">
          <label htmlFor={SEARCH_PAGE_INPUT_ID} className="sr-only">{t('label')}</label>
          <input
            id={SEARCH_PAGE_INPUT_ID}
            name="q"
            type="search"
            required
            defaultValue={word}
            className="min-w-0 flex-1 rounded-md border border-slate-300 px-4 py-3"
          />
          <button type="submit" className="rounded-md bg-brand-700 px-5 font-semibold text-white">{t('submit')}</button>
        </form>
        {!word ? (
          <p className="mt-8 text-slate-600">{t('empty')}</p>
        ) : results.length === 0 ? (
          <p className="mt-8 text-slate-600">{t('noResults', { query: word })}</p>
        ) : (
          <section className="mt-8" aria-live="polite">
            <h2 className="text-lg font-semibold">{t('resultsFor', { query: word })} · {t('count', { count: results.length })}</h2>
            <ul className="mt-4 divide-y divide-slate-200">
              {results.map((result) => (
                <li key={result.slug}>
                  <Link href={localizePath(locale, `/static/${result.slug}`)} className="block py-4 text-brand-700 hover:underline">
                    {result.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </>
  )
}
