import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { NewsletterNotice } from '@/components/NewsletterNotice'
import { PageBanner } from '@/components/PageBanner'
import { getPayloadClient } from '@/data/payload'
import { localeOf } from '@/i18n/params'
import { subscriberByEmail } from '@/newsletter/subscribe'
import { readToken } from '@/newsletter/tokens'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string | string[] }> }

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { robots: { index: false, follow: false } }

/**
 * /newsletter/unsubscribe?token=… — the link at the bottom of every issue. Opening it changes
 * nothing (mail scanners open links); the one button does, by the one-click POST.
 */
export default async function UnsubscribePage({ params, searchParams }: Props) {
  const locale = await localeOf(params)
  setRequestLocale(locale)
  const [t, { token }] = await Promise.all([getTranslations({ locale, namespace: 'newsletter' }), searchParams])
  const email = readToken(token, 'unsubscribe')
  const subscriber = email ? await subscriberByEmail(await getPayloadClient(), email) : undefined
  const banner = <PageBanner locale={locale} title={t('title')} />
  if (!email) {
    return (
      <>
        {banner}
        <NewsletterNotice locale={locale} tone="problem" title={t('invalidLinkTitle')} text={t('invalidLinkText')} home={t('home')} />
      </>
    )
  }
  if (!subscriber || subscriber.status === 'unsubscribed') {
    return (
      <>
        {banner}
        <NewsletterNotice locale={locale} tone="done" title={t('unsubscribedTitle')} text={t('unsubscribedText', { email })} home={t('home')} />
      </>
    )
  }
  const action = `/api/newsletter/unsubscribe?token=${encodeURIComponent(String(token))}&locale=${locale}`
  return (
    <>
      {banner}
      <NewsletterNotice locale={locale} title={t('unsubscribeTitle')} text={t('unsubscribeText', { email })} home={t('home')}>
        <form method="post" action={action} className="mt-6">
          <input type="hidden" name="List-Unsubscribe" value="One-Click" />
          <button
            type="submit"
            className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {t('unsubscribeButton')}
          </button>
        </form>
      </NewsletterNotice>
    </>
  )
}
