import { routed } from '@/components/plainMarker'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { DOCUMENT_KINDS } from '@/admissions/shared/documents'
import { StatusLookup, type StatusLookupLabels } from '@/admissions/ui/StatusLookup'
import { pick } from '@/components/labels'
import { PageBanner } from '@/components/PageBanner'
import { localizePath } from '@/i18n/locales'
import { listPageMetadata } from '@/data/metadata'
import { localeOf } from '@/i18n/params'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = listPageMetadata('studentConsole', '/studentConsole')

export default async function StudentConsolePage({ params }: Props) {
  const locale = await localeOf(params)
  setRequestLocale(locale)
  const [t, tErrors, tStatuses, tDocuments, tFields] = await Promise.all([
    getTranslations({ locale, namespace: 'studentConsole' }),
    getTranslations({ locale, namespace: 'applyErrors' }),
    getTranslations({ locale, namespace: 'statuses' }),
    getTranslations({ locale, namespace: 'documentRequest' }),
    getTranslations({ locale, namespace: 'form.fields' }),
  ])
  const tTelegram = await getTranslations({ locale, namespace: 'telegram' })
  const labels = {
    ...pick(t.raw, ['number', 'numberHint', 'birthDate', 'submit', 'checking', 'resultHeading', 'notFound', 'network', 'server', 'contractLink']),
    required: tErrors('required'),
    rateLimited: tErrors('rateLimited'),
    statuses: pick(tStatuses.raw, ['not_confirmed', 'received', 'in_consideration', 'approved', 'rejected']),
    checklist: {
      heading: tDocuments('checklist'),
      reason: tDocuments.raw('checklistReason') as string,
      action: tDocuments('checklistAction'),
      states: { received: tDocuments('states.received'), needs_replacement: tDocuments('states.needs_replacement'), replaced: tDocuments('states.replaced') },
      documents: pick(tFields.raw, DOCUMENT_KINDS),
    },
    // The "Get updates in Telegram" link, shown when a lookup's answer carries one (the bot is set up).
    telegram: { label: tTelegram('connect'), hint: tTelegram('connectHint') },
    // The payment block of an approved application (its amounts and dates come from the server).
    payment: t.raw('payment') as StatusLookupLabels['payment'],
  }
  return (
    <>
      <PageBanner locale={locale} title={t('title')} kind="admissions" />
      <div className="mx-auto max-w-3xl px-4 py-10 md:py-12">
        <p className="mb-6 text-slate-700">{t('intro')}</p>
        <StatusLookup locale={locale} contractHref={localizePath(locale, '/get-contract')} labels={labels} />
        <p className="mt-10 text-sm">
          <a {...routed} href={localizePath(locale, '/form')} className="text-brand-700 underline">
            {t('applyLink')}
          </a>
        </p>
      </div>
    </>
  )
}
