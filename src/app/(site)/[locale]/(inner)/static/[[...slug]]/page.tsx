import type { Metadata } from 'next'
import Link from 'next/link'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PhotoGallery } from '@/components/content/PhotoGallery'
import { UntranslatedNotice } from '@/components/content/UntranslatedNotice'
import { MenuLink } from '@/components/Header/MenuLink'
import { NotFoundPage } from '@/components/NotFoundPage'
import { PageBanner } from '@/components/PageBanner'
import { RichText } from '@/components/RichText'
import { getMenu } from '@/data/menu'
import { findTrail, type MenuItem } from '@/data/menuTree'
import { findPageBySlug, listPages } from '@/data/pages'
import { getSettings } from '@/data/settings'
import { alternatesFor } from '@/i18n/alternates'
import { documentMetadata } from '@/i18n/metadata'
import { richTextToPlain, summarize } from '@/lib/richText'
import { localeAndOptionalSlug } from '@/i18n/params'
import { type Locale, localizePath } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string; slug?: string[] }> }

function SidebarTree({ items, locale, current }: { items: MenuItem[]; locale: Locale; current: string }) {
  return (
    <ul className="mt-3 space-y-1 border-l border-slate-200">
      {items.map((item) => (
        <li key={item.id}>
          {item.href ? (
            <MenuLink
              href={item.href}
              locale={locale}
              className={`-ml-px block border-l-2 py-1.5 pl-4 ${item.slug === current ? 'border-brand-700 font-semibold text-brand-700' : 'border-transparent text-slate-700 hover:border-slate-400 hover:text-slate-900'}`}
            >
              {item.title}
            </MenuLink>
          ) : (
            <>
              <span className="block py-1.5 pl-4 font-medium text-slate-900">{item.title}</span>
              <div className="pl-4"><SidebarTree items={item.children} locale={locale} current={current} /></div>
            </>
          )}
        </li>
      ))}
    </ul>
  )
}

// Rendered on first request and cached until the page or menu changes.
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await localeAndOptionalSlug(params)
  if (!slug) {
    const t = await getTranslations({ locale, namespace: 'staticPage' })
    return { title: t('index'), alternates: alternatesFor(locale, '/static') }
  }
  const page = await findPageBySlug(locale, slug)
  if (!page) return {}
  return documentMetadata({ locale, path: `/static/${slug}`, title: page.title, description: summarize(richTextToPlain(page.body)), image: page.bannerImage, seo: page.seo })
}

export default async function StaticPage({ params }: Props) {
  const { locale, slug } = await localeAndOptionalSlug(params)
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
              <Link prefetch={false} href={localizePath(locale, `/static/${page.slug}`)} className="block rounded-lg border border-slate-200 p-5 font-medium hover:border-brand-500 hover:text-brand-700">
                {page.title}
              </Link>
            </li>
          ))}
        </ul>
      </>
    )
  }

  const [page, menu] = await Promise.all([findPageBySlug(locale, slug), getMenu(locale)])
  if (!page) return <NotFoundPage locale={locale} />
  const trail = findTrail(menu, slug)
  const ancestors = trail.slice(0, -1)
  // The sidebar lists the menu branch the page belongs to (its top-level item's children).
  const branch = trail.length > 1 ? trail[0] : null

  return (
    <>
      <PageBanner
        locale={locale}
        title={page.bannerTitle}
        image={page.bannerImage ?? settings.defaultBanner}
        crumbs={ancestors.map((item) => ({ label: item.title, href: item.href ?? undefined }))}
      />
      <div className={`mx-auto grid max-w-7xl gap-12 px-4 py-12 ${branch ? 'lg:grid-cols-[280px_minmax(0,1fr)]' : ''}`}>
        {branch && (
          <nav aria-labelledby="branch-heading" className="lg:order-first" data-testid="sidebar-menu">
            <h2 id="branch-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-500">{branch.title}</h2>
            <SidebarTree items={branch.children} locale={locale} current={slug} />
          </nav>
        )}
        <article className="max-w-4xl" lang={page.untranslated ? 'en' : undefined}>
          {page.untranslated && <div lang={locale}><UntranslatedNotice locale={locale} /></div>}
          {!page.untranslated && page.inEnglish.length > 0 && <UntranslatedNotice locale={locale} partly />}
          <div lang={!page.untranslated && page.inEnglish.includes('body') ? 'en' : undefined}>
            <RichText data={page.body} className="text-lg" />
          </div>
          {page.gallery.length > 0 && (
            <div className="mt-10">
              <PhotoGallery photos={page.gallery} locale={locale} />
            </div>
          )}
        </article>
      </div>
    </>
  )
}
