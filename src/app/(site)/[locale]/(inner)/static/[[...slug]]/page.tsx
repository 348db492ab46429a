import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageBanner } from '@/components/PageBanner'
import { RichText } from '@/components/RichText'
import { getMenu } from '@/data/menu'
import { findTrail } from '@/data/menuTree'
import { findPageBySlug, listPages } from '@/data/pages'
import { getSettings } from '@/data/settings'
import { alternatesFor } from '@/i18n/alternates'
import { type Locale, localizePath } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string; slug?: string[] }> }

// Rendered on first request and cached until the page or menu changes.
export function generateStaticParams() {
  return []
}

async function resolve(params: Props['params']) {
  const { locale, slug = [] } = await params
  if (slug.length > 1) notFound()
  return { locale: locale as Locale, slug: slug[0] ?? null }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await resolve(params)
  if (!slug) {
    const t = await getTranslations({ locale, namespace: 'staticPage' })
    return { title: t('index'), alternates: alternatesFor(locale, '/static') }
  }
  const page = await findPageBySlug(locale, slug)
  if (!page) return {}
  return { title: page.title, alternates: alternatesFor(locale, `/static/${slug}`) }
}

export default async function StaticPage({ params }: Props) {
  const { locale, slug } = await resolve(params)
  setRequestLocale(locale)
  const settings = await getSettings(locale)

  if (!slug) {
    const [pages, t] = await Promise.all([listPages(locale), getTranslations({ locale, namespace: 'staticPage' })])
    return (
      <>
        <PageBanner locale={locale} title={t('index')} image={settings.defaultBanner} />
        <ul className="mx-auto grid max-w-7xl gap-3 px-4 py-12 sm:grid-cols-2 lg:grid-cols-3">
          {pages.map((page) => (
            <li key={page.slug}>
              <Link href={localizePath(locale, `/static/${page.slug}`)} className="block rounded-lg border border-slate-200 p-5 font-medium hover:border-brand-500 hover:text-brand-700">
                {page.title}
              </Link>
            </li>
          ))}
        </ul>
      </>
    )
  }

  const [page, menu] = await Promise.all([findPageBySlug(locale, slug), getMenu(locale)])
  if (!page) notFound()
  const ancestors = findTrail(menu, slug).slice(0, -1)

  return (
    <>
      <PageBanner
        locale={locale}
        title={page.bannerTitle}
        image={page.bannerImage ?? settings.defaultBanner}
        crumbs={ancestors.map((item) => ({ label: item.title, href: item.href ?? undefined }))}
      />
      <article className="mx-auto max-w-4xl px-4 py-12">
        <RichText data={page.body} className="text-lg" />
      </article>
    </>
  )
}
