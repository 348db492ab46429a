import type { NewsCard } from '@/data/news'
import { type Locale, localizePath } from '@/i18n/locales'

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
      {item.excerpt && <p className={`line-clamp-3 text-sm text-slate-600 ${excerptFromSm ? 'max-sm:hidden' : ''}`}>{item.excerpt}</p>}
    </StoryCard>
  )
}
