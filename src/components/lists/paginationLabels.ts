import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import type { PaginationLabels } from '../content/Pagination'

export async function paginationLabels(locale: Locale, page: number, pages: number): Promise<PaginationLabels> {
  const t = await getTranslations({ locale, namespace: 'content' })
  return { pagination: t('pagination'), previous: t('previous'), next: t('next'), pageOf: t('pageOf', { page, pages }) }
}
