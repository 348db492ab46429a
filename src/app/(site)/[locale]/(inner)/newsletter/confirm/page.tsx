import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { NewsletterNotice } from '@/components/NewsletterNotice'
import { PageBanner } from '@/components/PageBanner'
import { getPayloadClient } from '@/data/payload'
import { localeOf } from '@/i18n/params'
import { confirm } from '@/newsletter/subscribe'
import { readToken } from '@/newsletter/tokens'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string | string[] }> }

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { robots: { index: false, follow: false } }

/** /newsletter/confirm?token=… — the link in the first e-mail: the sign-up becomes a subscription. */
export default async function ConfirmPage({ params, searchParams }: Props) {
  const locale = await localeOf(params)
  setRequestLocale(locale)
  const [t, { token }] = await Promise.all([getTranslations({ locale, namespace: 'newsletter' }), searchParams])
  const email = readToken(token, 'confirm')
  const confirmed = email ? await confirm(await getPayloadClient(), email) : false
  return (
    <>
      <PageBanner locale={locale} title={t('title')} />
      {confirmed && email ? (
        <NewsletterNotice locale={locale} tone="done" title={t('confirmedTitle')} text={t('confirmedText', { email })} home={t('home')} />
      ) : (
        <NewsletterNotice locale={locale} tone="problem" title={t('invalidLinkTitle')} text={t('invalidLinkText')} home={t('home')} />
      )}
    </>
  )
}
