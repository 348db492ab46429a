// The card shared by news and events: cover, a meta line (date and the "in English" badge),
// a clamped title linking to the story, and whatever the kind of story adds below.
import { Image } from '@/components/Image'
import Link from 'next/link'
import type { ReactNode } from 'react'

import type { Image as ImageData } from '@/data/images'
import type { Locale } from '@/i18n/locales'

type Props = {
  href: string
  title: string
  cover: ImageData | null
  meta: ReactNode
  untranslated: boolean
  badge?: string
  /** The story's category, beside its date. */
  category?: string | null
  locale: Locale
  headingLevel?: 'h2' | 'h3'
  /** On the first screen of a list: the cover loads at once, not when scrolled near. */
  firstScreen?: boolean
  testId: string
  children?: ReactNode
}

export function StoryCard({
  href,
  title,
  cover,
  meta,
  untranslated,
  badge,
  category,
  locale,
  headingLevel: Heading = 'h3',
  firstScreen = false,
  testId,
  children,
}: Props) {
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md"
      lang={untranslated ? 'en' : undefined}
      data-testid={testId}
    >
      {cover && (
        <div className="relative aspect-[16/10] overflow-hidden bg-slate-100">
          <Image
            src={cover.url}
            alt={cover.alt}
            fill
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            loading={firstScreen ? 'eager' : 'lazy'}
            className="object-cover transition duration-300 group-hover:scale-105"
          />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-5">
        {category && (
          <p>
            <span className="rounded bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-900" data-testid="card-category">
              {category}
            </span>
          </p>
        )}
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          {meta}
          {untranslated && badge && (
            <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900" lang={locale}>
              {badge}
            </span>
          )}
        </p>
        <Heading className="line-clamp-2 text-lg font-semibold leading-snug text-slate-900">
          <Link prefetch={false} href={href} className="after:absolute after:inset-0 hover:text-brand-700 focus-visible:text-brand-700">
            {title}
          </Link>
        </Heading>
        {children}
      </div>
    </article>
  )
}
