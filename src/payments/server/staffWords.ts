// The payments routes answer staff in the admin language they chose (Payload's `payload-lng`
// cookie), with the admin's own texts (src/i18n/admin/translations.ts).
import { adminTranslations } from '@/i18n/admin/translations'
import { isLocale } from '@/i18n/locales'

export type PaymentsText = keyof typeof adminTranslations.en.payments

const cookie = (headers: Headers, name: string) =>
  headers
    .get('cookie')
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1]

export function staffWords(headers: Headers) {
  const language = cookie(headers, 'payload-lng')
  const texts = adminTranslations[language && isLocale(language) ? language : 'en'].payments
  return (key: PaymentsText, values: Record<string, string | number> = {}) =>
    texts[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''))
}
