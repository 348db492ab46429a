import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { LoadMore } from '@/components/content/LoadMore'
import { loadMoreLabels } from '@/components/content/loadMoreLabels'
import { NewsCardView } from '@/components/content/NewsCardView'
import { PageBanner } from '@/components/PageBanner'
import { listNews } from '@/data/news'
import { getSettings } from '@/data/settings'
import { alternatesFor } from '@/i18n/alternates'
import { localizePath } from '@/i18n/locales'
import { localeOf } from '@/i18n/params'

import { loadNewsPage } from './actions'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params)
  const t = await getTranslations({ locale, namespace: 'news' })
  return {
    title: t('title'),
    alternates: { ...alternatesFor(locale, '/news'), types: { 'application/rss+xml': localizePath(locale, '/feed') } },
  }
}

export default async function NewsListPage({ params }: Props) {
  const locale = await localeOf(params)
  setRequestLocale(locale)
  const [t, tc, settings, first] = await Promise.all([
    getTranslations({ locale, namespace: 'news' }),
    getTranslations({ locale, namespace: 'content' }),
    getSettings(locale),
    listNews(locale, 1),
  ])
  return (
    <>
      <PageBanner locale={locale} title={t('title')} image={settings.defaultBanner} />
      <div className="mx-auto max-w-7xl px-4 py-12">
        {first.items.length === 0 ? (
          <p className="text-slate-600">{t('empty')}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="news-list">
            {first.items.map((item) => (
              <li key={item.slug}><NewsCardView item={item} locale={locale} badge={tc('untranslatedBadge')} headingLevel="h2" /></li>
            ))}
            <LoadMore kind="news" locale={locale} hasMore={first.hasMore} loadPage={loadNewsPage} labels={await loadMoreLabels(locale)} />
          </ul>
        )}
        <p className="mt-10 text-sm">
          <a href={localizePath(locale, '/feed')} className="text-brand-700 underline">{t('feed')}</a>
        </p>
      </div>
    </>
  )
}
