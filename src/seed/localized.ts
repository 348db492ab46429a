// Text the demo writes once per language, the shape most of its content takes.
import { type Locale, locales } from '@/i18n/locales'

export type L<T = string> = Record<Locale, T>

/** A text in each language. */
export const l = (en: string, ru: string, uz: string): L => ({ en, ru, uz })

/** A value per language, made from the language, in the order of the site's list of languages. */
export const inEachLanguage = <T>(make: (locale: Locale) => T): L<T> => Object.fromEntries(locales.map((locale) => [locale, make(locale)])) as L<T>
