import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { type SearchKind, SEARCH_KINDS } from '@/search/shared/kinds'

import { pick } from '../labels'

/** The search namespace's words the popup needs besides the header's. */
export async function searchPopupLabels(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'search' })
  const kinds = Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, t(`kinds.${kind}`)])) as Record<SearchKind, string>
  return { ...pick(t.raw, ['suggestions', 'showAll']), kinds }
}
