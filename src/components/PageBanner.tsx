// Banner on every page but home: image (or the default), title, breadcrumb.
import { Image } from '@/components/Image'
import { routed } from '@/components/plainMarker'
import { getTranslations } from 'next-intl/server'

import type { Image as ImageData } from '@/data/images'
import { env } from '@/env'
import { type Locale, localizePath } from '@/i18n/locales'

import { ChevronRight } from './icons'
import { JsonLd } from './JsonLd'
import { PlainHtml } from './PlainHtml'

export type Crumb = { label: string; href?: string }
type Props = { locale: Locale; title: string; crumbs?: Crumb[]; image: ImageData | null }

/** The banner of every inner page, as plain HTML (decision 059). */
export function PageBanner(props: Props) {
  return (
    <PlainHtml>
      <BannerMarkup {...props} />
    </PlainHtml>
  )
}

async function BannerMarkup({ locale, title, crumbs = [], image }: Props) {
  const t = await getTranslations({ locale, namespace: 'common' })
  const trail: Crumb[] = [{ label: t('home'), href: '/' }, ...crumbs, { label: title }]
  const breadcrumbList = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      ...(crumb.href ? { item: new URL(localizePath(locale, crumb.href), env.SITE_URL).toString() } : {}),
    })),
  }
  return (
    <section className="relative isolate overflow-hidden bg-brand-900 text-white" data-testid="page-banner">
      {image && <Image src={image.url} alt="" fill sizes="100vw" preload fetchPriority="high" className="-z-10 object-cover opacity-35" />}
      <div className="mx-auto max-w-7xl px-4 py-14 md:py-20">
        <h1 className="max-w-4xl text-3xl font-bold leading-tight md:text-5xl" data-testid="banner-title">
          {title}
        </h1>
        <nav aria-label={t('breadcrumb')} className="mt-5 text-sm">
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
      <JsonLd data={breadcrumbList} />
    </section>
  )
}
