import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { FilterLinks } from '@/components/lists/FilterLinks'
import { PageBanner } from '@/components/PageBanner'
import { PlainHtml } from '@/components/PlainHtml'
import { DOCUMENT_CATEGORIES } from '@/collections/documentKinds'
import { type DocumentCategory, isDocumentCategory, listDocuments, type PublicDocument } from '@/data/documents'
import { alternatesFor } from '@/i18n/alternates'
import { type Locale, localizePath } from '@/i18n/locales'
import { localeOf } from '@/i18n/params'
import { formatDate } from '@/lib/dates'
import { numberFormat } from '@/lib/numbers'

// Read per request (the category and the words are in the query); the list itself comes from
// the data cache, so a request costs a render, not a query.
export const dynamic = 'force-dynamic'

type Query = { category?: string | string[]; q?: string | string[] }
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Query> }

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

function readQuery(query: Query): { category: DocumentCategory | null; words: string } {
  const category = one(query.category)
  return { category: isDocumentCategory(category) ? category : null, words: one(query.q).trim().slice(0, 100) }
}

const documentsHref = (locale: Locale, category: DocumentCategory | null, words = '') => {
  const query = new URLSearchParams({ ...(category ? { category } : {}), ...(words ? { q: words } : {}) }).toString()
  return `${localizePath(locale, '/documents')}${query ? `?${query}` : ''}`
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await localeOf(params)
  const { category, words } = readQuery(await searchParams)
  const t = await getTranslations({ locale, namespace: 'documents' })
  const title = category ? `${t(`categoryNames.${category}`)} — ${t('title')}` : t('title')
  // A category is a page worth finding; a typed search is not.
  return {
    title,
    description: t('intro'),
    alternates: alternatesFor(locale, category ? `/documents?category=${category}` : '/documents'),
    ...(words ? { robots: { index: false } } : {}),
  }
}

export default async function DocumentsPage({ params, searchParams }: Props) {
  const locale = await localeOf(params)
  setRequestLocale(locale)
  const { category, words } = readQuery(await searchParams)
  const [t, documents] = await Promise.all([getTranslations({ locale, namespace: 'documents' }), listDocuments(locale, category, words)])
  const size = (bytes: number) =>
    bytes >= 1024 * 1024
      ? t('size', { size: numberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024), unit: t('mb') })
      : t('size', { size: numberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1024)), unit: t('kb') })
  const links = [
    { label: t('allCategories'), href: documentsHref(locale, null, words), current: !category },
    ...DOCUMENT_CATEGORIES.map((name) => ({ label: t(`categoryNames.${name}`), href: documentsHref(locale, name, words), current: category === name })),
  ]
  return (
    <>
      <PageBanner locale={locale} title={t('title')} kind="documents" />
      <PlainHtml>
        <div className="mx-auto max-w-5xl px-4 py-12">
          <p className="text-lg text-slate-700">{t('intro')}</p>
          <form method="get" action={localizePath(locale, '/documents')} role="search" className="mt-8 flex flex-wrap gap-3" data-testid="documents-search">
            {category && <input type="hidden" name="category" value={category} />}
            <label htmlFor="documents-q" className="sr-only">
              {t('search')}
            </label>
            <input
              id="documents-q"
              name="q"
              type="search"
              defaultValue={words}
              placeholder={t('search')}
              maxLength={100}
              className="min-h-11 min-w-0 flex-1 rounded-full border border-slate-300 px-5"
            />
            <button type="submit" className="min-h-11 rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-900">
              {t('searchButton')}
            </button>
          </form>
          <div className="mt-6">
            <FilterLinks label={t('categories')} links={links} testId="document-categories" />
          </div>
          <p className="mt-8 text-sm text-slate-600" aria-live="polite" data-testid="documents-count">
            {t('count', { count: documents.length })}
          </p>
          {documents.length === 0 ? (
            <p className="mt-4 rounded-lg bg-slate-50 px-5 py-4 text-slate-700" data-testid="documents-empty">
              {t('empty')}
            </p>
          ) : (
            <ul className="mt-4 divide-y divide-slate-200 border-y border-slate-200" data-testid="documents-list">
              {documents.map((document) => (
                <DocumentRow
                  key={document.id}
                  document={document}
                  locale={locale}
                  category={t(`categoryNames.${document.category}`)}
                  action={document.opens ? t('open') : t('download')}
                  size={size(document.bytes)}
                />
              ))}
            </ul>
          )}
        </div>
      </PlainHtml>
    </>
  )
}

function DocumentRow({
  document,
  locale,
  category,
  action,
  size,
}: {
  document: PublicDocument
  locale: Locale
  category: string
  action: string
  size: string
}) {
  return (
    <li
      className="flex flex-col gap-3 py-5 sm:flex-row sm:items-center sm:justify-between"
      lang={document.untranslated ? 'en' : undefined}
      data-testid="document"
    >
      <div className="min-w-0">
        <h2 className="font-semibold text-slate-900">
          <a href={document.url} className="hover:text-brand-700 hover:underline" {...(document.opens ? {} : { download: '' })}>
            {document.title}
          </a>
        </h2>
        {document.description && <p className="mt-1 text-sm text-slate-600">{document.description}</p>}
        <p className="mt-1 text-sm text-slate-500" lang={locale}>
          {category} · <time dateTime={document.date}>{formatDate(locale, document.date)}</time> · {document.kind}, {size}
        </p>
      </div>
      <a
        href={document.url}
        {...(document.opens ? {} : { download: '' })}
        className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-full border border-brand-700 px-5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        lang={locale}
      >
        {action}
        <span className="sr-only">
          : {document.title} ({document.kind})
        </span>
      </a>
    </li>
  )
}
