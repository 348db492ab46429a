// The card shared by news and events: cover, a meta line (date and the "in English" badge),
// a clamped title linking to the story, and whatever the kind of story adds below. Its look is
// the `card` classes in globals.css: a list page sends a dozen cards, each with the same classes.
import { Image } from '@/components/Image'
import type { ReactNode } from 'react'

import type { Image as ImageData } from '@/data/images'
import type { Locale } from '@/i18n/locales'
import { routed } from '@/components/plainMarker'

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
    <article className="card" lang={untranslated ? 'en' : undefined} data-testid={testId}>
      {cover && (
        <div className="card-cover">
          <Image
            src={cover.url}
            alt={cover.alt}
            fill
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            loading={firstScreen ? 'eager' : 'lazy'}
          />
        </div>
      )}
      <div className="card-body">
        {category && (
          <p>
            <span className="card-tag" data-testid="card-category">
              {category}
            </span>
          </p>
        )}
        <p className="card-meta">
          {meta}
          {untranslated && badge && (
            <span className="card-badge" lang={locale}>
              {badge}
            </span>
          )}
        </p>
        <Heading className="card-title">
          <a {...routed} href={href}>
            {title}
          </a>
        </Heading>
        {children}
      </div>
    </article>
  )
}
