import { routed } from '@/components/plainMarker'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ContractLookup } from '@/admissions/ui/ContractLookup'
import { pick } from '@/components/labels'
import { localizePath } from '@/i18n/locales'
import { listPageMetadata } from '@/data/metadata'
import { localeOf } from '@/i18n/params'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ error?: string }> }

export const generateMetadata = listPageMetadata('contractPage', '/get-contract')

// Rendered per request: it reads ?error= (where the PDF form sent without JavaScript comes back).
export const dynamic = 'force-dynamic'

export default async function GetContractPage({ params, searchParams }: Props) {
  const locale = await localeOf(params)
  setRequestLocale(locale)
  const [t, tErrors, tContract] = await Promise.all([
    getTranslations({ locale, namespace: 'contractPage' }),
    getTranslations({ locale, namespace: 'applyErrors' }),
    getTranslations({ locale, namespace: 'contract' }),
  ])
  const labels = {
    ...pick(t.raw, ['number', 'birthDate', 'show', 'loading', 'print', 'downloadPdf', 'notFound', 'network', 'server', 'university', 'student', 'signature']),
    required: tErrors('required'),
    rateLimited: tErrors('rateLimited'),
    invoice: pick(tContract.raw, ['invoiceHeading', 'invoiceNumber', 'total', 'paid', 'remaining', 'dueBy', 'amount', 'paidInFull', 'howToPay']),
  }
  // Where the PDF form, sent without JavaScript, comes back to when there is no contract.
  const { error } = await searchParams
  const reasons: Record<string, string> = { notApproved: t('notApproved'), rateLimited: labels.rateLimited, unavailable: tErrors('contractUnavailable') }
  const initialMessage = error === undefined ? undefined : (reasons[error] ?? labels.notFound)
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 md:py-12 print:max-w-none print:p-0">
      <div className="print:hidden">
        <p className="flex flex-wrap justify-between gap-3 text-sm">
          <a {...routed} href={localizePath(locale, '/')} className="font-semibold text-brand-700 hover:underline">
            <span aria-hidden="true">← </span>
            {t('backHome')}
          </a>
          <a {...routed} href={localizePath(locale, '/studentConsole')} className="text-brand-700 hover:underline">
            {t('statusLink')}
          </a>
        </p>
        <h1 className="mt-6 text-3xl font-bold text-slate-900 md:text-4xl" data-testid="contract-page-title">
          {t('title')}
        </h1>
        <p className="mb-6 mt-3 text-slate-700">{t('intro')}</p>
      </div>
      <ContractLookup locale={locale} labels={labels} initialMessage={initialMessage} />
    </div>
  )
}
