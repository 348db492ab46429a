// Messages for answers and e-mails that leave the server outside a rendered page:
// the API's errors, status labels, e-mails. Same message files as the pages.
import { createTranslator } from 'next-intl'

import { isLocale, type Locale } from '@/i18n/locales'
import en from '@/i18n/messages/en.json'
import ru from '@/i18n/messages/ru.json'
import uz from '@/i18n/messages/uz.json'
import { negotiateLocale } from '@/i18n/negotiate'

const messages = { en, ru, uz }

export type Messages = typeof en
type Namespace =
  | 'applyErrors'
  | 'statuses'
  | 'emails'
  | 'contract'
  | 'newsletter'
  | 'api'
  | 'header'
  | 'footer'
  | 'form'
  | 'homeSections'
  | 'contact'
  | 'admissionDates'
  | 'documentRequest'
  | 'telegram'
  | 'limits'
  | 'preview'
  | 'faculties'
  | 'search'
  | 'eventSignUp'
  | 'payments'
  | 'paymeErrors'

const make = <N extends Namespace>(locale: Locale, namespace: N) => createTranslator({ locale, messages: messages[locale] as Messages, namespace })
/** One translator per language and namespace: it keeps each message's parsed form, which is most of a message's cost. */
const made = new Map<string, unknown>()

export function translator<N extends Namespace>(locale: Locale, namespace: N): ReturnType<typeof make<N>> {
  const key = `${locale} ${namespace}`
  if (!made.has(key)) made.set(key, make(locale, namespace))
  return made.get(key) as ReturnType<typeof make<N>>
}

/** A language's whole message file, for answers that pick their strings themselves (the edge's error pages). */
export const messagesOf = (locale: Locale): Messages => messages[locale] as Messages

/** `oz` is what the original front end calls Uzbek. */
export function localeFrom(value: unknown): Locale | undefined {
  if (value === 'oz') return 'uz'
  return isLocale(value) ? value : undefined
}

/** The language to answer in: an explicit `locale` field, else the Accept-Language header. */
export const requestLocale = (explicit: unknown, headers: Headers): Locale => localeFrom(explicit) ?? negotiateLocale(headers.get('accept-language'))
