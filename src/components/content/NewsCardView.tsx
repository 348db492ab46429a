// A news card, drawn the same on the server and by "load more" in the browser.
import Image from 'next/image'
import Link from 'next/link'

import type { NewsCard } from '@/data/news'
import { type Locale, localizePath } from '@/i18n/locales'

type Props = { item: NewsCard; locale: Locale; badge?: string; headingLevel?: 'h2' | 'h3' }

export function NewsCardView({ item, locale, badge, headingLevel: Heading = 'h3' }: Props) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md" lang={item.untranslated ? 'en' : undefined} data-testid="news-card">
      {item.cover && (
        <div className="relative aspect-[16/10] overflow-hidden bg-slate-100">
          <Image src={item.cover.url} alt={item.cover.alt} fill sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" className="object-cover transition duration-300 group-hover:scale-105" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-500">
          <time dateTime={item.date}>{item.dateText}</time>
          {item.untranslated && badge && <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900" lang={locale}>{badge}</span>}
        </p>
        <Heading className="line-clamp-2 text-lg font-semibold leading-snug text-slate-900">
          <Link href={localizePath(locale, `/news/${item.slug}`)} className="after:absolute after:inset-0 hover:text-brand-700 focus-visible:text-brand-700">
            {item.title}
          </Link>
        </Heading>
        {item.excerpt && <p className="line-clamp-3 text-sm text-slate-600">{item.excerpt}</p>}
      </div>
    </article>
  )
}
