import { getTranslations } from 'next-intl/server'
import { routed } from '@/components/plainMarker'

import type { Category } from '@/data/categories'
import type { Locale } from '@/i18n/locales'
import { monthLabel } from '@/lib/eventTimes'
import { eventsHref, type EventsQuery } from '@/lib/listQuery'

type Props = { locale: Locale; archive: boolean; query: EventsQuery; months: string[]; categories: Category[] }
type ChoiceProps = { name: 'month' | 'category'; label: string; chosen: string | null; anyLabel: string; options: { value: string; label: string }[] }

/** One filter: a labelled list whose first choice is "any". */
function Choice({ name, label, chosen, anyLabel, options }: ChoiceProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`events-${name}`} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={`events-${name}`}
        name={name}
        defaultValue={chosen ?? ''}
        className="min-h-11 rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900"
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/** Month and category: a plain GET form, so it works before (and without) any script. */
export async function EventFilters({ locale, archive, query, months, categories }: Props) {
  const t = await getTranslations({ locale, namespace: 'events' })
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
      <Choice
        name="month"
        label={t('month')}
        chosen={query.month}
        anyLabel={t('anyMonth')}
        options={shownMonths.map((month) => ({ value: month, label: monthLabel(locale, month) }))}
      />
      {categories.length > 0 && (
        <Choice
          name="category"
          label={t('category')}
          chosen={query.category}
          anyLabel={t('anyCategory')}
          options={categories.map((category) => ({ value: category.slug, label: category.title }))}
        />
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
