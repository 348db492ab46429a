// The events list (upcoming, soonest first) and the archive (past, latest first), each with the
// month and category filters and real page links. The plain /events and /events/archive are
// cached pages; views with a query string render per request from the same cached queries.
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { EventCardView } from '@/components/content/EventCardView'
import { Pagination } from '@/components/content/Pagination'
import { NotFoundPage } from '@/components/NotFoundPage'
import { PageBanner } from '@/components/PageBanner'
import { PlainHtml } from '@/components/PlainHtml'
import { listCategories } from '@/data/categories'
import { listEventMonths, listPastEvents, listUpcomingEvents } from '@/data/events'
import { alternatesFor } from '@/i18n/alternates'
import { type Locale, localizePath } from '@/i18n/locales'
import { monthLabel } from '@/lib/eventTimes'
import { eventsHref, eventsPath, type EventsQuery } from '@/lib/listQuery'

import { loadEventsPage } from './actions'
import { CardGrid } from './CardGrid'
import { EventFilters } from './EventFilters'
import { FilterLinks } from './FilterLinks'
import { paginationLabels } from './paginationLabels'

type Props = { locale: Locale; archive: boolean; query: EventsQuery }

/** The upcoming events feed of one language (src/app/(site)/[locale]/(inner)/events/calendar.ics). */
export const calendarPath = (locale: Locale) => localizePath(locale, '/events/calendar.ics')

async function resolve({ locale, archive, query }: Props) {
  const categories = await listCategories(locale, 'events')
  const category = query.category ? categories.find((c) => c.slug === query.category) : null
  if (category === undefined) return null
  const list = await (archive ? listPastEvents : listUpcomingEvents)(locale, query.page, undefined, query.month, category?.id ?? null)
  if (query.page > Math.max(1, list.pages)) return null
  return { categories, category, list }
}

async function titleOf({ locale, archive, query }: Props, categoryTitle: string | null) {
  const t = await getTranslations({ locale, namespace: 'events' })
  const parts = [archive ? t('archiveTitle') : t('title'), categoryTitle, query.month ? monthLabel(locale, query.month) : null]
  return parts.filter(Boolean).join(' — ')
}

export async function eventsListMetadata(props: Props): Promise<Metadata> {
  const found = await resolve(props)
  if (!found) return {}
  const [tc, t, title] = await Promise.all([
    getTranslations({ locale: props.locale, namespace: 'content' }),
    getTranslations({ locale: props.locale, namespace: 'events' }),
    titleOf(props, found.category?.title ?? null),
  ])
  return {
    title: props.query.page > 1 ? tc('pageTitle', { title, page: props.query.page }) : title,
    alternates: {
      ...alternatesFor(props.locale, eventsPath(props.archive, props.query)),
      types: { 'text/calendar': [{ url: calendarPath(props.locale), title: t('calendar') }] },
    },
  }
}

export async function EventsListView(props: Props) {
  const { locale, archive, query } = props
  const found = await resolve(props)
  if (!found) return <NotFoundPage locale={locale} />
  const { categories, category, list } = found
  const [t, tc, tNews, months, title, pagination] = await Promise.all([
    getTranslations({ locale, namespace: 'events' }),
    getTranslations({ locale, namespace: 'content' }),
    getTranslations({ locale, namespace: 'news' }),
    listEventMonths(archive ? 'past' : 'upcoming'),
    titleOf(props, category?.title ?? null),
    paginationLabels(locale, query.page, list.pages),
  ])
  const filtered = Boolean(category || query.month)
  const view = { archive, categoryId: category?.id ?? null, month: query.month }
  return (
    <>
      {/* The original site files events under news (seed §2), the list as each event. */}
      <PageBanner
        locale={locale}
        title={title}
        kind="events"
        crumbs={[{ label: tNews('title'), href: '/news' }, ...(archive || filtered || query.page > 1 ? [{ label: t('title'), href: '/events' }] : [])]}
      />
      <div className="mx-auto max-w-7xl px-4 py-12">
        <PlainHtml className="mb-6 flex flex-wrap items-center justify-between gap-4">
          <FilterLinks
            label={t('views')}
            testId="event-views"
            links={[
              { label: t('upcoming'), href: eventsHref(locale, false, {}), current: !archive },
              { label: t('archive'), href: eventsHref(locale, true, {}), current: archive },
            ]}
          />
          <a href={calendarPath(locale)} className="text-sm text-brand-700 underline" data-testid="events-calendar">
            {t('calendar')}
          </a>
        </PlainHtml>
        <EventFilters locale={locale} archive={archive} query={query} months={months} categories={categories} />
        {list.items.length === 0 ? (
          <p className="text-slate-600" data-testid="events-empty">
            {filtered ? t('emptyFiltered') : archive ? t('empty') : t('emptyUpcoming')}
          </p>
        ) : (
          <CardGrid locale={locale} list={list} more={{ kind: 'events', page: query.page, loadPage: loadEventsPage.bind(null, view) }}>
            {(item) => <EventCardView item={item} locale={locale} badge={tc('untranslatedBadge')} headingLevel="h2" />}
          </CardGrid>
        )}
        <Pagination
          page={query.page}
          pages={list.pages}
          href={(page) => eventsHref(locale, archive, { ...query, page })}
          labels={pagination}
          testId="events-pagination"
        />
      </div>
    </>
  )
}
