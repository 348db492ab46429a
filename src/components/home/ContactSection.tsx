import { getTranslations } from 'next-intl/server'

import { MailIcon, PhoneIcon, PinIcon } from '@/components/icons'
import { RichText } from '@/components/RichText'
import type { HomeContent } from '@/data/home'
import type { SiteSettings } from '@/data/settings'
import type { Locale } from '@/i18n/locales'
import { telHref } from '@/lib/phone'

import { HomeSection } from './HomeSection'

type Props = { section: HomeContent['contact']; settings: SiteSettings; locale: Locale }

/** The address, phones and e-mail come from the site settings, the same ones the footer shows. */
export async function ContactSection({ section, settings, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'homeSections' })
  return (
    <HomeSection id="contact" title={section.title ?? t('contact')} locale={locale} tone="tint" more={{ href: '/contact', label: t('more') }}>
      {/* On a phone one card of three rows; from md up three cards side by side. */}
      <ul className="divide-y divide-slate-100 overflow-hidden rounded-xl bg-white shadow-sm md:grid md:grid-cols-3 md:gap-6 md:divide-y-0 md:overflow-visible md:bg-transparent md:shadow-none">
        <li className="flex gap-3 p-4 md:rounded-xl md:bg-white md:p-6 md:shadow-sm">
          <PinIcon className="mt-1 shrink-0 text-brand-700" />
          <RichText data={settings.address} className="text-slate-700" />
        </li>
        <li className="flex gap-3 p-4 md:rounded-xl md:bg-white md:p-6 md:shadow-sm">
          <PhoneIcon className="mt-1 shrink-0 text-brand-700" />
          <span className="flex flex-col">
            {settings.phones.map((phone) => (
              <a key={phone} href={telHref(phone)} className="hover:text-brand-700">
                {phone}
              </a>
            ))}
          </span>
        </li>
        {settings.email && (
          <li className="flex gap-3 p-4 md:rounded-xl md:bg-white md:p-6 md:shadow-sm">
            <MailIcon className="mt-1 shrink-0 text-brand-700" />
            <a href={`mailto:${settings.email}`} className="hover:text-brand-700">
              {settings.email}
            </a>
          </li>
        )}
      </ul>
    </HomeSection>
  )
}
