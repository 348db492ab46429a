// What an applicant came for, on the banner so that a phone shows it on its first screen
// (docs/decisions/064-phone-first-home.md): the Apply button and the date that matters now.
import { getTranslations } from 'next-intl/server'

import { MenuLink } from '@/components/Header/MenuLink'
import { formatMoment, nextDeadline } from '@/admissions/shared/periods'
import { listAdmissionPeriods } from '@/data/admissions'
import type { Locale } from '@/i18n/locales'

type Props = { applyUrl: string | null; locale: Locale }

/**
 * The button follows the header's rule (none while the Apply button is switched off in the
 * settings) and the journey's (none while every programme is still to open: the date says when).
 */
export async function AdmissionCall({ applyUrl, locale }: Props) {
  const [programmes, t, th] = await Promise.all([
    listAdmissionPeriods(locale),
    getTranslations({ locale, namespace: 'admissionDates' }),
    getTranslations({ locale, namespace: 'header' }),
  ])
  const deadline = nextDeadline(programmes)
  const apply = applyUrl && deadline?.kind !== 'opens' ? applyUrl : null
  if (!apply && !deadline) return null
  return (
    <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-3" data-testid="home-admission">
      {apply && (
        <MenuLink
          href={apply}
          locale={locale}
          className="rounded-full bg-accent-400 px-6 py-3 font-semibold text-brand-950 shadow-lg hover:bg-accent-300 focus-visible:outline-white"
        >
          <span data-testid="home-apply">{th('apply')}</span>
        </MenuLink>
      )}
      {deadline && (
        <p className="min-w-0 flex-1 basis-56 font-medium text-white" data-testid="home-deadline">
          {t(deadline.kind, { date: formatMoment(locale, deadline.at, deadline.timeZone) })}
        </p>
      )}
    </div>
  )
}
