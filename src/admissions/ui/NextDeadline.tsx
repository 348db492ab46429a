// The home page's "Your way to the university" ends with the date that matters now: the soonest
// closing of a programme open for applications (or, with none open, the soonest opening).
import { routed } from '@/components/plainMarker'
import { getTranslations } from 'next-intl/server'

import { deadlinesCalendarPath, formatMoment, nextDeadline } from '@/admissions/shared/periods'
import { listAdmissionPeriods } from '@/data/admissions'
import { type Locale, localizePath } from '@/i18n/locales'

export async function NextDeadline({ locale }: { locale: Locale }) {
  const [programmes, t] = await Promise.all([listAdmissionPeriods(locale), getTranslations({ locale, namespace: 'admissionDates' })])
  const deadline = nextDeadline(programmes)
  if (!deadline) return null
  return (
    <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3 rounded-xl bg-white p-4 shadow-sm sm:mt-8 sm:p-5" data-testid="journey-deadline">
      <p className="flex-1 basis-64 font-semibold text-slate-900">{t(deadline.kind, { date: formatMoment(locale, deadline.at, deadline.timeZone) })}</p>
      {deadline.kind === 'closes' && (
        <a {...routed} href={localizePath(locale, '/form')} className="rounded-full bg-accent-400 px-5 py-2 font-semibold text-brand-950 hover:bg-accent-300">
          {t('apply')}
        </a>
      )}
      <a href={deadlinesCalendarPath(locale)} className="text-sm text-brand-700 underline">
        {t('calendar')}
      </a>
    </div>
  )
}
