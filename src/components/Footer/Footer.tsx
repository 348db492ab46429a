import { Image } from '@/components/Image'
import { routed } from '@/components/plainMarker'
import { getTranslations } from 'next-intl/server'

import type { SiteSettings } from '@/data/settings'
import { compatLocaleCodes, type Locale, localizePath } from '@/i18n/locales'
import { telHref } from '@/lib/phone'
import { PRIVACY_NOTICE_PATH } from '@/lib/privacyNotice'

import { ConsentSettingsButton } from '../consent/ConsentSettingsButton'
import { MailIcon, PhoneIcon, PinIcon } from '../icons'
import { pick } from '../labels'
import { PlainHtml } from '../PlainHtml'
import { RichText } from '../RichText'
import { SocialLinks } from '../SocialLinks'
import { Subscribe } from './Subscribe'

type Props = { settings: SiteSettings; locale: Locale }

/** The seed's API address of the box: /en/api/subscribe, /ru/api/subscribe, /oz/api/subscribe. */
const subscribeAction = (locale: Locale) => `/${compatLocaleCodes[locale]}/api/subscribe`

export async function Footer({ settings, locale }: Props) {
  const [t, tNewsletter] = await Promise.all([getTranslations({ locale, namespace: 'footer' }), getTranslations({ locale, namespace: 'newsletter' })])
  const subscribeLabels = pick(tNewsletter.raw, [
    'title',
    'text',
    'label',
    'placeholder',
    'button',
    'privacy',
    'privacyLink',
    'dialogTitle',
    'dialogText',
    'close',
    'failed',
    'invalidEmail',
    'rateLimited',
  ])
  const subscribe = (
    <Subscribe
      action={subscribeAction(locale)}
      privacyHref={localizePath(locale, PRIVACY_NOTICE_PATH)}
      words={{ ...subscribeLabels, rateLimited: tNewsletter('rateLimited', { minutes: 60 }) }}
    />
  )
  const logo = settings.logoHome ?? settings.logoInner
  const hasCounters = Boolean(settings.analytics.yandexMetrikaId || settings.analytics.googleTagId)
  return (
    <footer className="bg-brand-950 text-white/85" data-testid="site-footer">
      {/* The sign-up column is the widest, so its field holds a whole address (at least 17rem). */}
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-2 md:gap-10 md:py-14 lg:grid-cols-[repeat(3,minmax(0,1fr))_minmax(17rem,1.4fr)]">
        <PlainHtml>
          <div className="space-y-5">
            <a {...routed} href={localizePath(locale, '/')} className="flex items-center gap-3">
              {logo && <Image src={logo.url} alt="" width={56} height={56} className="size-14 shrink-0 object-contain" />}
              <span className="text-lg font-bold text-white">{settings.siteTitle}</span>
            </a>
            {settings.socialLinks.length > 0 && (
              <div>
                <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-white">{t('followUs')}</h2>
                <SocialLinks links={settings.socialLinks} label={t('followUs')} className="-ml-2" />
              </div>
            )}
          </div>
          <div>
            <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-white">{t('address')}</h2>
            <div className="flex gap-2">
              <PinIcon width={18} height={18} className="mt-1 shrink-0" />
              <RichText data={settings.address} className="prose-invert text-sm" />
            </div>
          </div>
          <div>
            <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-white">{t('contacts')}</h2>
            <ul className="space-y-2 text-sm">
              {settings.phones.map((phone) => (
                <li key={phone}>
                  <a href={telHref(phone)} className="flex items-center gap-2 hover:text-white hover:underline">
                    <PhoneIcon width={16} height={16} />
                    {phone}
                  </a>
                </li>
              ))}
              {settings.email && (
                <li>
                  <a href={`mailto:${settings.email}`} className="flex items-center gap-2 hover:text-white hover:underline">
                    <MailIcon width={16} height={16} />
                    {settings.email}
                  </a>
                </li>
              )}
            </ul>
          </div>
        </PlainHtml>
        <div data-testid="subscribe-slot">{subscribe}</div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-sm text-white/70 sm:flex-row sm:flex-wrap sm:justify-between">
          <p>{settings.copyright}</p>
          <nav aria-label={t('legal')} className="flex flex-wrap gap-x-5 gap-y-2">
            <PlainHtml as="ul" className="flex flex-wrap gap-x-5 gap-y-2">
              <li>
                <a {...routed} href={localizePath(locale, '/documents')} className="text-white underline hover:text-white/90">
                  {t('documents')}
                </a>
              </li>
              <li>
                <a {...routed} href={localizePath(locale, PRIVACY_NOTICE_PATH)} className="text-white underline hover:text-white/90">
                  {t('privacy')}
                </a>
              </li>
              <li>
                <a {...routed} href={localizePath(locale, '/static/accessibility')} className="text-white underline hover:text-white/90">
                  {t('accessibility')}
                </a>
              </li>
            </PlainHtml>
            {hasCounters && (
              <ul>
                <li>
                  <ConsentSettingsButton label={t('cookieSettings')} />
                </li>
              </ul>
            )}
          </nav>
          {settings.developerCredit && (
            <p>
              {t('developedBy')}{' '}
              <a href={settings.developerCredit.url} target="_blank" rel="noopener noreferrer" className="text-white underline">
                {settings.developerCredit.text}
              </a>
            </p>
          )}
        </div>
      </div>
    </footer>
  )
}
