// Soʻm as each language writes them (the programme pages' word): 12 000 000 soʻm, 12 000 000 сум, 12,000,000 UZS.
import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { numberFormat } from '@/lib/numbers'

export const formatSoum = (locale: Locale, amount: number) =>
  `${numberFormat(locale, { maximumFractionDigits: 2 }).format(amount)} ${translator(locale, 'faculties')('currency')}`
