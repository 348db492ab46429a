import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import type { LoadMoreLabels } from './LoadMore'

export async function loadMoreLabels(locale: Locale): Promise<LoadMoreLabels> {
  const [tNews, tContent] = await Promise.all([getTranslations({ locale, namespace: 'news' }), getTranslations({ locale, namespace: 'content' })])
  return { loadMore: tNews('loadMore'), loading: tNews('loading'), loadFailed: tContent('loadFailed'), untranslatedBadge: tContent('untranslatedBadge') }
}
