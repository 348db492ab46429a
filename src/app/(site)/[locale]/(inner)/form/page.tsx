import { getTranslations, setRequestLocale } from 'next-intl/server'

import { deadlinesCalendarPath } from '@/admissions/shared/periods'
import { ApplicationForm } from '@/admissions/ui/ApplicationForm'
import { applicationFormLabels } from '@/admissions/ui/applicationFormLabels'
import { PageBanner } from '@/components/PageBanner'
import { localizePath } from '@/i18n/locales'
import { listPageMetadata } from '@/data/metadata'
import { localeOf } from '@/i18n/params'
import { PRIVACY_NOTICE_PATH } from '@/lib/privacyNotice'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = listPageMetadata('form', '/form')

export default async function ApplicationFormPage({ params }: Props) {
  const locale = await localeOf(params)
  setRequestLocale(locale)
  const [t, labels] = await Promise.all([getTranslations({ locale, namespace: 'form' }), applicationFormLabels(locale)])
  const tDates = await getTranslations({ locale, namespace: 'admissionDates' })
  return (
    <>
      <PageBanner locale={locale} title={t('title')} kind="admissions" />
      <div className="mx-auto max-w-4xl px-4 py-10 md:py-12">
        <p className="text-slate-700">{t('intro')}</p>
        <p className="mb-8 mt-2 text-sm">
          <a href={deadlinesCalendarPath(locale)} className="text-brand-700 underline" data-testid="deadlines-calendar">
            {tDates('calendar')}
          </a>
        </p>
        <ApplicationForm
          locale={locale}
          statusHref={localizePath(locale, '/studentConsole')}
          privacyHref={localizePath(locale, PRIVACY_NOTICE_PATH)}
          labels={labels}
        />
      </div>
    </>
  )
}
