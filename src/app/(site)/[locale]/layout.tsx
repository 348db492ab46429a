import '../globals.css'

import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { type CSSProperties, type ReactNode, Suspense } from 'react'

import { LazyConsentBanner } from '@/components/consent/LazyConsentBanner'
import { ErrorLabelsProvider } from '@/components/ErrorLabels'
import { Loaders } from '@/components/loaders/Loaders'
import { OneHead } from '@/components/OneHead'
import { PlainLinks } from '@/components/PlainLinks'
import { PreviewBar } from '@/components/PreviewBar'
import { getSettings } from '@/data/settings'
import { env } from '@/env'
import { isLocale, localizePath } from '@/i18n/locales'
import { AFTER_PAINT_MARK } from '@/lib/scriptsAfterPaint'
import { PRIVACY_NOTICE_PATH } from '@/lib/privacyNotice'

import { brandFontFamily } from '../fonts'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

// No page is rendered at build time: each is rendered on its first request, then
// served from the cache until an edit revalidates its tags.
export function generateStaticParams() {
  return []
}

export const viewport: Viewport = { themeColor: '#0b1a45', width: 'device-width', initialScale: 1 }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const [settings, t] = await Promise.all([getSettings(locale), getTranslations({ locale, namespace: 'meta' })])
  return {
    metadataBase: new URL(env.SITE_URL),
    title: { default: settings.siteTitle, template: `%s — ${settings.siteTitle}` },
    description: t('description'),
    openGraph: { siteName: settings.siteTitle, locale, type: 'website' },
  }
}

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [settings, t, tError, tLoaders, tConsent] = await Promise.all([
    getSettings(locale),
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'error' }),
    getTranslations({ locale, namespace: 'loaders' }),
    getTranslations({ locale, namespace: 'consent' }),
  ])
  const errorLabels = { heading: tError('heading'), text: tError('text'), retry: tError('retry'), home: tError('home'), homeHref: localizePath(locale, '/') }
  const loaderLabels = {
    loading: tLoaders('loading'),
    page: tLoaders('page'),
    stalledHeading: tLoaders('stalledHeading'),
    stalledText: tLoaders('stalledText'),
    reload: tLoaders('reload'),
    failed: tLoaders('failed'),
  }

  const { yandexMetrikaId, googleTagId } = settings.analytics
  const counterNames = [googleTagId && 'Google Analytics', yandexMetrikaId && tConsent('yandexMetrica')].filter((name): name is string => Boolean(name))
  const consentLabels = {
    title: tConsent('title'),
    text: counterNames.length === 1 ? tConsent('textOne', { counter: counterNames[0] }) : tConsent('text'),
    accept: tConsent('accept'),
    decline: tConsent('decline'),
    more: tConsent('more'),
  }

  return (
    // The production server starts Next's scripts after the first paint on pages marked so (decision 038).
    <html lang={locale} style={{ '--font-brand': brandFontFamily } as CSSProperties} {...AFTER_PAINT_MARK}>
      {/* The server lists the counters' hosts in the policy only for pages marked so (src/edge/page/policy.ts). */}
      <body data-counters={counterNames.length > 0 ? '' : undefined}>
        <a href="#main" className="sr-only z-[200] bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2">
          {t('skipToContent')}
        </a>
        <PreviewBar locale={locale} />
        <Suspense>
          <Loaders labels={loaderLabels} />
        </Suspense>
        <OneHead />
        <PlainLinks />
        <ErrorLabelsProvider labels={errorLabels}>{children}</ErrorLabelsProvider>
        {/* No counter configured: no question to ask. */}
        {counterNames.length > 0 && (
          <LazyConsentBanner counters={settings.analytics} labels={consentLabels} privacyHref={localizePath(locale, PRIVACY_NOTICE_PATH)} />
        )}
      </body>
    </html>
  )
}
