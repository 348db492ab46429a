// The body of a news item, event or partner page: the untranslated notice when needed,
// the text, its photos, and a sidebar of the latest news.

import { Image as Picture } from '@/components/Image'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { Image } from '@/data/images'
import { listNews } from '@/data/news'
import { formatDate } from '@/lib/dates'
import { type Locale, localizePath } from '@/i18n/locales'

import { PlainHtml } from '../PlainHtml'
import { RichText } from '../RichText'
import { PhotoGallery } from './PhotoGallery'
import { UntranslatedNotice } from './UntranslatedNotice'
import { routed } from '@/components/plainMarker'

type Props = {
  locale: Locale
  untranslated: boolean
  /** Localized fields shown in English because they are empty in this language (src/data/translated.ts). */
  inEnglish?: readonly string[]
  /** The name of the field `body` comes from, to tell whether it is one of those. */
  bodyField?: string
  meta?: ReactNode
  /** The cover, shown whole above the text at its own proportions (the banner above stays plain). */
  cover?: Image | null
  body: unknown
  gallery: Image[]
  excludeSlug?: string
  children?: ReactNode
}

export async function Article({ locale, untranslated, inEnglish = [], bodyField = 'body', meta, cover, body, gallery, excludeSlug, children }: Props) {
  const [t, latest] = await Promise.all([getTranslations({ locale, namespace: 'content' }), listNews(locale, 1, 6)])
  const sidebar = latest.items.filter((item) => item.slug !== excludeSlug).slice(0, 5)
  return (
    <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 lg:grid-cols-[minmax(0,1fr)_320px]">
      <article lang={untranslated ? 'en' : undefined}>
        {untranslated && (
          <div lang={locale}>
            <UntranslatedNotice locale={locale} />
          </div>
        )}
        {!untranslated && inEnglish.length > 0 && <UntranslatedNotice locale={locale} partly />}
        {meta}
        <PlainHtml>
          {cover && (
            <figure className="mb-8 overflow-hidden rounded-xl bg-slate-100" data-testid="article-cover">
              <Picture
                src={cover.url}
                alt={cover.alt}
                width={cover.width}
                height={cover.height}
                sizes="(min-width: 1280px) 860px, (min-width: 1024px) calc(100vw - 420px), 100vw"
                preload
                fetchPriority="high"
                className="h-auto w-full"
              />
            </figure>
          )}
          <div lang={!untranslated && inEnglish.includes(bodyField) ? 'en' : undefined}>
            <RichText data={body} className="text-lg" locale={locale} />
          </div>
        </PlainHtml>
        {children}
        {gallery.length > 0 && (
          <div className="mt-10">
            <PhotoGallery photos={gallery} locale={locale} />
          </div>
        )}
      </article>
      <PlainHtml>
        <aside aria-labelledby="sidebar-latest" className="lg:border-l lg:border-slate-200 lg:pl-8" data-testid="sidebar">
          <h2 id="sidebar-latest" className="text-lg font-semibold text-slate-900">
            {t('latest')}
          </h2>
          <ul className="mt-4 space-y-4">
            {sidebar.map((item) => (
              <li key={item.slug}>
                <a
                  {...routed}
                  href={localizePath(locale, `/news/${item.slug}`)}
                  className="line-clamp-2 font-medium text-slate-800 hover:text-brand-700"
                  lang={item.untranslated ? 'en' : undefined}
                >
                  {item.title}
                </a>
                <time dateTime={item.date} className="text-sm text-slate-500">
                  {formatDate(locale, item.date)}
                </time>
              </li>
            ))}
          </ul>
        </aside>
      </PlainHtml>
    </div>
  )
}
