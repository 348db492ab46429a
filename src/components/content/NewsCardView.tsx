import type { NewsCard } from '@/data/news'
import { type Locale, localizePath } from '@/i18n/locales'
import { summarize } from '@/lib/richText'

import { StoryCard } from './StoryCard'

type Props = {
  item: NewsCard
  locale: Locale
  badge?: string
  headingLevel?: 'h2' | 'h3'
  firstScreen?: boolean
  /** The excerpt from `sm` up only: a phone's row of cards (the home page) shows the titles. */
  excerptFromSm?: boolean
}

/**
 * The excerpt as a card shows it: three lines at most (`line-clamp-3`), about 150 letters at a
 * card's widest; the rest would be sent in every list's HTML and never seen.
 */
const CARD_EXCERPT_CHARS = 180

/** A news card, drawn the same on the server and by "load more" in the browser. */
export function NewsCardView({ item, locale, badge, headingLevel, firstScreen, excerptFromSm = false }: Props) {
  return (
    <StoryCard
      href={localizePath(locale, `/news/${item.slug}`)}
      title={item.title}
      cover={item.cover}
      meta={<time dateTime={item.date}>{item.dateText}</time>}
      untranslated={item.untranslated}
      category={item.category?.title}
      badge={badge}
      locale={locale}
      headingLevel={headingLevel}
      firstScreen={firstScreen}
      testId="news-card"
    >
      {item.excerpt && <p className={excerptFromSm ? 'card-excerpt max-sm:hidden' : 'card-excerpt'}>{summarize(item.excerpt, CARD_EXCERPT_CHARS)}</p>}
    </StoryCard>
  )
}
