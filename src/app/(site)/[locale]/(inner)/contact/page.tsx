import { getTranslations, setRequestLocale } from 'next-intl/server'

import { MailIcon, PhoneIcon, PinIcon } from '@/components/icons'
import { PageBanner } from '@/components/PageBanner'
import { RichText } from '@/components/RichText'
import { SocialLinks } from '@/components/SocialLinks'
import { getSettings } from '@/data/settings'
import { listPageMetadata } from '@/i18n/metadata'
import { localeOf } from '@/i18n/params'
import { telHref } from '@/lib/phone'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = listPageMetadata('contact', '/contact')

export default async function ContactPage({ params }: Props) {
  const locale = await localeOf(params)
  setRequestLocale(locale)
  const [t, settings] = await Promise.all([getTranslations({ locale, namespace: 'contact' }), getSettings(locale)])
  return (
    <>
      <PageBanner locale={locale} title={t('title')} image={settings.defaultBanner} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[360px_minmax(0,1fr)]">
        <div className="space-y-8" data-testid="contact-details">
          <section>
            <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900"><PinIcon /> {t('address')}</h2>
            <RichText data={settings.address} className="mt-2 text-slate-700" />
          </section>
          <section>
            <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900"><PhoneIcon /> {t('phones')}</h2>
            <ul className="mt-2 space-y-1">
              {settings.phones.map((phone) => (
                <li key={phone}><a href={telHref(phone)} className="text-brand-700 hover:underline">{phone}</a></li>
              ))}
            </ul>
          </section>
          {settings.email && (
            <section>
              <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900"><MailIcon /> {t('email')}</h2>
              <a href={`mailto:${settings.email}`} className="mt-2 inline-block text-brand-700 hover:underline">{settings.email}</a>
            </section>
          )}
          {settings.socialLinks.length > 0 && (
            <section>
              <h2 className="text-lg font-semibold text-slate-900">{t('follow')}</h2>
              <SocialLinks links={settings.socialLinks} label={t('follow')} className="mt-2 text-brand-900" />
            </section>
          )}
        </div>
        {settings.mapEmbedUrl && (
          <iframe src={settings.mapEmbedUrl} title={t('map')} loading="lazy" className="aspect-[4/3] w-full rounded-xl border-0 bg-slate-100 lg:aspect-auto lg:min-h-[480px]" referrerPolicy="no-referrer-when-downgrade" />
        )}
      </div>
    </>
  )
}
