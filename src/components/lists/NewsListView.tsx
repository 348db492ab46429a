// The news list in any of its views: all news, one category, one year, one page of them. The
// plain /news is a cached page; a view with a query string is rendered from the same cached
// queries (src/app/(site)/[locale]/(inner)/news/%5Fview). Each view has one address (src/lib/listQuery.ts).
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { NewsCardView } from '@/components/content/NewsCardView'
import { Pagination } from '@/components/content/Pagination'
import { NotFoundPage } from '@/components/NotFoundPage'
import { PageBanner } from '@/components/PageBanner'
import { PlainHtml } from '@/components/PlainHtml'
import { listCategories } from '@/data/categories'
import { listNews, listNewsYears } from '@/data/news'
import { alternatesFor } from '@/i18n/alternates'
import { type Locale, localizePath } from '@/i18n/locales'
import { newsHref, newsPath, type NewsQuery } from '@/lib/listQuery'

import { loadNewsPage } from './actions'
import { CardGrid } from './CardGrid'

import { FilterLinks } from './FilterLinks'
import { paginationLabels } from './paginationLabels'

/** The view's category and its first page, or null when the address names something that is not there. */
async function resolve(locale: Locale, query: NewsQuery) {
  const categories = await listCategories(locale, 'news')
  const category = query.category ? categories.find((c) => c.slug === query.category) : null
  if (category === undefined) return null
  const list = await listNews(locale, query.page, undefined, category?.id ?? null, query.year)
  if (query.page > Math.max(1, list.pages)) return null
  return { categories, category, list }
}

/** "News", "News of 2025", "Research", "Research — 2025": the breadcrumb already says News. */
async function titleOf(locale: Locale, query: NewsQuery, categoryTitle: string | null) {
  const t = await getTranslations({ locale, namespace: 'news' })
  if (categoryTitle) return query.year ? `${categoryTitle} — ${query.year}` : categoryTitle
  return query.year ? t('yearTitle', { year: query.year }) : t('title')
}

export async function newsListMetadata(locale: Locale, query: NewsQuery): Promise<Metadata> {
  const found = await resolve(locale, query)
  if (!found) return {}
  const [tc, title] = await Promise.all([getTranslations({ locale, namespace: 'content' }), titleOf(locale, query, found.category?.title ?? null)])
  return {
    title: query.page > 1 ? tc('pageTitle', { title, page: query.page }) : title,
    alternates: { ...alternatesFor(locale, newsPath(query)), types: { 'application/rss+xml': localizePath(locale, '/feed') } },
  }
}

export async function NewsListView({ locale, query }: { locale: Locale; query: NewsQuery }) {
  const found = await resolve(locale, query)
  if (!found) return <NotFoundPage locale={locale} />
  const { categories, category, list } = found
  const [t, tc, years, title, pagination] = await Promise.all([
    getTranslations({ locale, namespace: 'news' }),
    getTranslations({ locale, namespace: 'content' }),
    listNewsYears(),
    titleOf(locale, query, category?.title ?? null),
    paginationLabels(locale, query.page, list.pages),
  ])
  const filtered = Boolean(category || query.year)
  const view = { categoryId: category?.id ?? null, year: query.year }
  return (
    <>
      <PageBanner locale={locale} title={title} kind="news" crumbs={filtered || query.page > 1 ? [{ label: t('title'), href: '/news' }] : []} />
      <div className="mx-auto max-w-7xl px-4 py-12">
        {categories.length > 0 && (
          <PlainHtml className="mb-8">
            <FilterLinks
              label={t('categories')}
              testId="news-categories"
              links={[
                { label: t('allCategories'), href: newsHref(locale, { year: query.year }), current: !category },
                ...categories.map((c) => ({ label: c.title, href: newsHref(locale, { category: c.slug, year: query.year }), current: c.id === category?.id })),
              ]}
            />
          </PlainHtml>
        )}
        {list.items.length === 0 ? (
          <p className="text-slate-600">{filtered ? t('emptyFiltered') : t('empty')}</p>
        ) : (
          <CardGrid locale={locale} list={list} more={{ kind: 'news', page: query.page, loadPage: loadNewsPage.bind(null, view) }}>
            {/* The first row (three cards on a desktop, one on a phone) is on the first screen. */}
            {(item, index) => <NewsCardView item={item} locale={locale} badge={tc('untranslatedBadge')} headingLevel="h2" firstScreen={index < 3} />}
          </CardGrid>
        )}
        <PlainHtml>
          <Pagination page={query.page} pages={list.pages} href={(page) => newsHref(locale, { ...query, page })} labels={pagination} testId="news-pagination" />
          {years.length > 0 && (
            <section className="mt-12 border-t border-slate-200 pt-8" aria-labelledby="news-years-heading">
              <h2 id="news-years-heading" className="mb-4 text-lg font-semibold text-slate-900">
                {t('years')}
              </h2>
              <FilterLinks
                label={t('years')}
                testId="news-years"
                links={years.map((year) => ({ label: String(year), href: newsHref(locale, { category: query.category, year }), current: year === query.year }))}
              />
            </section>
          )}
          <p className="mt-10 text-sm">
            <a href={localizePath(locale, '/feed')} className="text-brand-700 underline">
              {t('feed')}
            </a>
          </p>
        </PlainHtml>
      </div>
    </>
  )
}
