// The admin's languages: one per site locale. Payload ships English and Russian; Uzbek is ours.
// Staff pick theirs under Account; Payload remembers it in the `payload-lng` cookie.
import type { Language } from '@payloadcms/translations'
import { en } from '@payloadcms/translations/languages/en'
import { ru } from '@payloadcms/translations/languages/ru'
import type { Config } from 'payload'

import type { Locale } from '@/i18n/locales'

import { adminTranslations } from './translations'
import { uz } from './uz'

// Payload's types list only the languages it ships, so Uzbek goes in through this variable.
const supportedLanguages = { en, ru, uz } satisfies Record<Locale, Language>

export const adminI18n: NonNullable<Config['i18n']> = {
  supportedLanguages,
  fallbackLanguage: 'en',
  translations: adminTranslations,
}
