// Banner on every page but home: its kind's picture and tint, title, breadcrumb.
import { Image } from '@/components/Image'
import { routed } from '@/components/plainMarker'
import { getTranslations } from 'next-intl/server'

import type { Image as ImageData } from '@/data/images'
import { getSettings } from '@/data/settings'
import { env } from '@/env'
import type { SectionKind } from '@/globals/Settings/sectionBanners'
import { type Locale, localizePath } from '@/i18n/locales'

import { BANNER_TINTS, bannerPicture } from './bannerLook'
import { ChevronRight } from './icons'
import { JsonLdScript } from './JsonLd'
import { PlainHtml } from './PlainHtml'

export type Crumb = { label: string; href?: string }
type Props = {
  locale: Locale
  title: string
  crumbs?: Crumb[]
  /** The section the page belongs to: its banner picture and tint. Pages of no section take the default. */
  kind?: SectionKind
  /** The page's own picture, which wins over its section's. */
  image?: ImageData | null
  /** The page shows its own picture whole below (a story's cover): the banner draws none, not another. */
  pictureBelow?: boolean
}

/** The banner of every inner page, as plain HTML (decision 059). */
export function PageBanner(props: Props) {
  return (
    <PlainHtml>
      <BannerMarkup {...props} />
    </PlainHtml>
  )
}

async function BannerMarkup({ locale, title, crumbs = [], kind, image, pictureBelow = false }: Props) {
  const [t, settings] = await Promise.all([getTranslations({ locale, namespace: 'common' }), getSettings(locale)])
  const picture = pictureBelow ? null : bannerPicture(settings, kind, image)
  const tint = BANNER_TINTS[kind ?? 'page']
  const trail: Crumb[] = [{ label: t('home'), href: '/' }, ...crumbs, { label: title }]
  const breadcrumbList = {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      ...(crumb.href ? { item: new URL(localizePath(locale, crumb.href), env.SITE_URL).toString() } : {}),
    })),
  }
  return (
    <section className={`relative isolate overflow-hidden text-white ${tint.ground}`} data-testid="page-banner" data-kind={kind ?? 'page'}>
      {picture && (
        <>
          <Image src={picture.url} alt="" fill sizes="100vw" preload fetchPriority="high" className="-z-10 object-cover" />
          <div aria-hidden="true" className={`absolute inset-0 -z-10 bg-linear-to-r ${tint.veil}`} />
        </>
      )}
      {/* Lower on phones, so the page's own content starts on the first screen. */}
      <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10 md:py-20">
        <h1 className="max-w-4xl text-2xl font-bold leading-tight sm:text-3xl md:text-5xl" data-testid="banner-title">
          {title}
        </h1>
        <nav aria-label={t('breadcrumb')} className="mt-3 text-sm md:mt-5">
          <ol className="flex flex-wrap items-center gap-1.5 text-white/80" data-testid="breadcrumb">
            {trail.map((crumb, index) => (
              <li key={`${crumb.label}-${index}`} className="flex items-center gap-1.5">
                {index > 0 && <ChevronRight width={14} height={14} />}
                {crumb.href && index < trail.length - 1 ? (
                  <a {...routed} href={localizePath(locale, crumb.href)} className="hover:text-white hover:underline">
                    {crumb.label}
                  </a>
                ) : (
                  <span aria-current={index === trail.length - 1 ? 'page' : undefined} className={index === trail.length - 1 ? 'text-white' : ''}>
                    {crumb.label}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </nav>
      </div>
      <div aria-hidden="true" className={`absolute inset-x-0 bottom-0 h-1 ${tint.rule}`} />
      <JsonLdScript data={breadcrumbList} />
    </section>
  )
}
