import { getTranslations } from 'next-intl/server'
import { routed } from '@/components/plainMarker'

import type { Category } from '@/data/categories'
import type { Locale } from '@/i18n/locales'
import { monthLabel } from '@/lib/eventTimes'
import { eventsHref, type EventsQuery } from '@/lib/listQuery'

type Props = { locale: Locale; archive: boolean; query: EventsQuery; months: string[]; categories: Category[] }

/** Month and category: a plain GET form, so it works before (and without) any script. */
export async function EventFilters({ locale, archive, query, months, categories }: Props) {
  const t = await getTranslations({ locale, namespace: 'events' })
  const field = 'min-h-11 rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900'
  // A month chosen in the address but without events still shows as chosen.
  const shownMonths = query.month && !months.includes(query.month) ? [query.month, ...months] : months
  return (
    <form
      action={eventsHref(locale, archive, {})}
      method="get"
      className="mb-8 flex flex-wrap items-end gap-4"
      aria-label={t('filters')}
      data-testid="event-filters"
    >
      <div className="flex flex-col gap-1">
        <label htmlFor="events-month" className="text-sm font-medium text-slate-700">
          {t('month')}
        </label>
        <select id="events-month" name="month" defaultValue={query.month ?? ''} className={field}>
          <option value="">{t('anyMonth')}</option>
          {shownMonths.map((month) => (
            <option key={month} value={month}>
              {monthLabel(locale, month)}
            </option>
          ))}
        </select>
      </div>
      {categories.length > 0 && (
        <div className="flex flex-col gap-1">
          <label htmlFor="events-category" className="text-sm font-medium text-slate-700">
            {t('category')}
          </label>
          <select id="events-category" name="category" defaultValue={query.category ?? ''} className={field}>
            <option value="">{t('anyCategory')}</option>
            {categories.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.title}
              </option>
            ))}
          </select>
        </div>
      )}
      <button type="submit" className="min-h-11 rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-900">
        {t('apply')}
      </button>
      {(query.month || query.category) && (
        <a {...routed} href={eventsHref(locale, archive, {})} className="min-h-11 content-center text-brand-700 underline">
          {t('clear')}
        </a>
      )}
    </form>
  )
}
