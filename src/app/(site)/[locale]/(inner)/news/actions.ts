'use server'
// "Load more" on the news and events lists: the next page, from the same cached queries.
import { z } from 'zod'

import { listEvents } from '@/data/events'
import { listNews } from '@/data/news'
import { isLocale, type Locale } from '@/i18n/locales'

const pageNumber = z.number().int().min(2).max(500)

function checked(locale: Locale, page: number): [Locale, number] {
  if (!isLocale(locale)) throw new Error('Unknown language')
  return [locale, pageNumber.parse(page)]
}

export async function loadNewsPage(locale: Locale, page: number) {
  return listNews(...checked(locale, page))
}

export async function loadEventsPage(locale: Locale, page: number) {
  return listEvents(...checked(locale, page))
}
