import { PhotoGallery } from '@/components/content/PhotoGallery'
import { UntranslatedNotice } from '@/components/content/UntranslatedNotice'
import { PageBanner } from '@/components/PageBanner'
import { PlainHtml } from '@/components/PlainHtml'
import { RichText } from '@/components/RichText'
import { getMenu } from '@/data/menu'
import { findTrail } from '@/data/menuTree'
import type { StaticPage } from '@/data/pages'
import type { Locale } from '@/i18n/locales'

import { SidebarTree } from './SidebarTree'

type Props = { page: StaticPage; slug: string; locale: Locale }

/** One page, placed by where the menu puts it: the breadcrumb of its ancestors and its branch beside it. */
export async function StaticPageDetailView({ page, slug, locale }: Props) {
  const menu = await getMenu(locale)
  const trail = findTrail(menu, slug)
  const ancestors = trail.slice(0, -1)
  // The sidebar lists the menu branch the page belongs to (its top-level item's children).
  const branch = trail.length > 1 ? trail[0] : null

  return (
    <>
      <PageBanner
        locale={locale}
        title={page.bannerTitle}
        image={page.bannerImage}
        crumbs={ancestors.map((item) => ({ label: item.title, href: item.href ?? undefined }))}
      />
      <div className={`mx-auto grid max-w-7xl gap-12 px-4 py-12 ${branch ? 'lg:grid-cols-[280px_minmax(0,1fr)]' : ''}`}>
        {branch && (
          <PlainHtml>
            <nav aria-labelledby="branch-heading" className="lg:order-first" data-testid="sidebar-menu">
              <h2 id="branch-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
                {branch.title}
              </h2>
              <SidebarTree items={branch.children} locale={locale} current={slug} />
            </nav>
          </PlainHtml>
        )}
        <article className="max-w-4xl" lang={page.untranslated ? 'en' : undefined}>
          {page.untranslated && (
            <div lang={locale}>
              <UntranslatedNotice locale={locale} />
            </div>
          )}
          {!page.untranslated && page.inEnglish.length > 0 && <UntranslatedNotice locale={locale} partly />}
          <PlainHtml>
            <div lang={!page.untranslated && page.inEnglish.includes('body') ? 'en' : undefined}>
              <RichText data={page.body} className="text-lg" />
            </div>
          </PlainHtml>
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
