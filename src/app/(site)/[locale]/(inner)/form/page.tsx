import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ApplicationForm } from '@/admissions/ui/ApplicationForm'
import { applicationFormLabels } from '@/admissions/ui/applicationFormLabels'
import { PageBanner } from '@/components/PageBanner'
import { getSettings } from '@/data/settings'
import { localizePath } from '@/i18n/locales'
import { listPageMetadata } from '@/i18n/metadata'
import { localeOf } from '@/i18n/params'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = listPageMetadata('form', '/form')

export default async function ApplicationFormPage({ params }: Props) {
  const locale = await localeOf(params)
  setRequestLocale(locale)
  const [t, settings, labels] = await Promise.all([
    getTranslations({ locale, namespace: 'form' }),
    getSettings(locale),
    applicationFormLabels(locale),
  ])
  return (
    <>
      <PageBanner locale={locale} title={t('title')} image={settings.defaultBanner} />
      <div className="mx-auto max-w-4xl px-4 py-10 md:py-12">
        <p className="mb-8 text-slate-700">{t('intro')}</p>
        <ApplicationForm locale={locale} statusHref={localizePath(locale, '/studentConsole')} labels={labels} />
      </div>
    </>
  )
}
