import { getTranslations } from 'next-intl/server'

import { PageBanner } from '@/components/PageBanner'
import { listPages } from '@/data/pages'
import { type Locale, localizePath } from '@/i18n/locales'
import { routed } from '@/components/plainMarker'

/** /static with no page named: the list of them all. */
export async function StaticPageListView({ locale }: { locale: Locale }) {
  const [pages, t] = await Promise.all([listPages(locale), getTranslations({ locale, namespace: 'staticPage' })])
  return (
    <>
      <PageBanner locale={locale} title={t('index')} />
      <ul className="mx-auto grid max-w-7xl gap-3 px-4 py-12 sm:grid-cols-2 lg:grid-cols-3">
        {pages.map((page) => (
          <li key={page.slug}>
            <a
              {...routed}
              href={localizePath(locale, `/static/${page.slug}`)}
              className="block rounded-lg border border-slate-200 p-5 font-medium hover:border-brand-500 hover:text-brand-700"
            >
              {page.title}
            </a>
          </li>
        ))}
      </ul>
    </>
  )
}
