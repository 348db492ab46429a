'use server'
// "Load more" on the news and events lists: the next page of the same view, from the same cached queries.
import { z } from 'zod'

import { listPastEvents, listUpcomingEvents } from '@/data/events'
import { listNews } from '@/data/news'
import { isLocale, type Locale } from '@/i18n/locales'

const pageNumber = z.number().int().min(2).max(10_000)
const id = z.number().int().positive().nullable()
const newsView = z.object({ categoryId: id, year: z.number().int().min(1900).max(2199).nullable() })
const eventsView = z.object({
  archive: z.boolean(),
  categoryId: id,
  month: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .nullable(),
})

export type NewsView = z.infer<typeof newsView>
export type EventsView = z.infer<typeof eventsView>

function checked(locale: Locale, page: number): [Locale, number] {
  if (!isLocale(locale)) throw new Error('Unknown language')
  return [locale, pageNumber.parse(page)]
}

export async function loadNewsPage(view: NewsView, locale: Locale, page: number) {
  const { categoryId, year } = newsView.parse(view)
  return listNews(...checked(locale, page), undefined, categoryId, year)
}

export async function loadEventsPage(view: EventsView, locale: Locale, page: number) {
  const { archive, categoryId, month } = eventsView.parse(view)
  return (archive ? listPastEvents : listUpcomingEvents)(...checked(locale, page), undefined, month, categoryId)
}
