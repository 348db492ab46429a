import type { Metadata } from 'next'
import { routed } from '@/components/plainMarker'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { readRequestToken } from '@/admissions/server/documentTokens'
import { DocumentReplacement } from '@/admissions/ui/DocumentReplacement'
import { pick } from '@/components/labels'
import { PageBanner } from '@/components/PageBanner'
import { localizePath } from '@/i18n/locales'
import { localeOf } from '@/i18n/params'
import { formatDate } from '@/lib/dates'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string | string[] }> }

// Per request and never stored (the address carries the link's token); kept out of search engines.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { robots: { index: false, follow: false }, referrer: 'no-referrer' }

/**
 * /replace-document?token=… — the link in a document request e-mail. The token alone shows
 * nothing of the application: the applicant gives the number and date of birth first. A link that
 * is cut short, forged or expired is told at once (that says nothing of any application); past
 * this point every refusal reads alike (src/admissions/server/documentRequests.ts).
 */
export default async function ReplaceDocumentPage({ params, searchParams }: Props) {
  const locale = await localeOf(params)
  setRequestLocale(locale)
  const [t, tConsole, tErrors, tForm, { token }] = await Promise.all([
    getTranslations({ locale, namespace: 'documentRequest' }),
    getTranslations({ locale, namespace: 'studentConsole' }),
    getTranslations({ locale, namespace: 'applyErrors' }),
    getTranslations({ locale, namespace: 'form' }),
    searchParams,
  ])
  const link = readRequestToken(token)
  const statusHref = localizePath(locale, '/studentConsole')
  return (
    <>
      <PageBanner locale={locale} title={t('title')} kind="admissions" />
      <div className="mx-auto max-w-3xl px-4 py-10 md:py-12">
        {link && typeof token === 'string' ? (
          <DocumentReplacement
            token={token}
            locale={locale}
            statusHref={statusHref}
            labels={{
              ...pick(tConsole.raw, ['number', 'numberHint', 'birthDate']),
              ...pick(t.raw, [
                'intro',
                'continue',
                'checking',
                'notFound',
                'document',
                'reason',
                'file',
                'fileHint',
                'photoHint',
                'upload',
                'uploading',
                'doneTitle',
                'done',
                'statusLink',
                'network',
                'server',
              ]),
              expires: t('expires', { date: formatDate(locale, link.expiresAt.toISOString()) }),
              required: tErrors('required'),
              rateLimited: tErrors('rateLimited'),
              fileRequired: tErrors('fileRequired'),
              fileSize: tErrors.raw('fileSize') as string,
              photoShape: tErrors('photoShape'),
              fileType: tForm.raw('errors.fileType') as string,
              photoBackground: tForm('photoBackground'),
            }}
          />
        ) : (
          <section
            className="rounded-lg border-l-4 border-red-600 bg-white p-6 shadow-sm md:p-8"
            aria-labelledby="link-problem"
            data-testid="replacement-link-problem"
          >
            <h2 id="link-problem" className="text-2xl font-bold text-slate-900">
              {t('linkProblem')}
            </h2>
            <p className="mt-3 text-slate-700">{t('linkProblemText')}</p>
            <p className="mt-6">
              <a {...routed} href={statusHref} className="font-semibold text-brand-700 underline">
                {t('statusLink')}
              </a>
            </p>
          </section>
        )}
      </div>
    </>
  )
}
