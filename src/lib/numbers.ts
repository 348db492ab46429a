import { intlLocale, type Locale } from '@/i18n/locales'

/** Numbers as each language writes them: 9,000 in English, 9 000 in Russian and Uzbek. */
export const numberFormat = (locale: Locale, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(intlLocale(locale), options)

// A whole number at the start, written plainly (9000) or grouped in any language's way
// (9 000, 9,000, 9.000), then anything else (+, %, k).
const LEADING_NUMBER = /^(\d{1,3}(?:[ \u00a0\u202f,.]\d{3})+|\d+)(?!\d|[.,]\d)(.*)$/s

/**
 * An editor's figure ("9000+", "9 000+", "95%") with its number written the visitor's way;
 * anything that does not start with a whole number ("1:12", "4.5", "Top 10") stays as typed.
 */
export function formatFigure(locale: Locale, figure: string): string {
  const match = LEADING_NUMBER.exec(figure.trim())
  if (!match) return figure
  const value = Number(match[1].replace(/\D/g, ''))
  return Number.isSafeInteger(value) ? numberFormat(locale).format(value) + match[2] : figure
}
