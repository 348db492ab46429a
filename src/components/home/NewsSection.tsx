import { getTranslations } from 'next-intl/server'

import { NewsCardView } from '@/components/content/NewsCardView'
import type { HomeContent } from '@/data/home'
import type { NewsCard } from '@/data/news'
import type { Locale } from '@/i18n/locales'

import { HomeSection } from './HomeSection'

type Props = { section: HomeContent['news']; news: NewsCard[]; locale: Locale }

/** One row of three: the page fetches more news than that when the banner's carousel wants them. */
export async function NewsSection({ section, news, locale }: Props) {
  const [t, tc] = await Promise.all([getTranslations({ locale, namespace: 'homeSections' }), getTranslations({ locale, namespace: 'content' })])
  return (
    <HomeSection id="news" title={section.title ?? t('news')} locale={locale} more={{ href: '/news', label: tc('all') }} tone="tint">
      <ul className="swipe-row sm:grid sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
        {news.slice(0, 3).map((item) => (
          <li key={item.slug}>
            <NewsCardView item={item} locale={locale} badge={tc('untranslatedBadge')} excerptFromSm />
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}
