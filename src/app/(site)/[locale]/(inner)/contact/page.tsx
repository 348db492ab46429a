import { PageSection } from '@/components/PageSection'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { pick } from '@/components/labels'
import { MailIcon, PhoneIcon, PinIcon } from '@/components/icons'
import { PageBanner } from '@/components/PageBanner'
import { RichText } from '@/components/RichText'
import { SocialLinks } from '@/components/SocialLinks'
import { ContactForm } from '@/contact/ui/ContactForm'
import { ContactMap } from '@/contact/ui/ContactMap'
import { OfficeList } from '@/contact/ui/OfficeList'
import { listOffices } from '@/data/offices'
import { getSettings } from '@/data/settings'
import { localizePath } from '@/i18n/locales'
import { listPageMetadata } from '@/data/metadata'
import { localeOf } from '@/i18n/params'
import { mapEmbedOf } from '@/lib/maps'
import { richTextToPlain } from '@/lib/richText'
import { telHref } from '@/lib/phone'
import { PRIVACY_NOTICE_PATH } from '@/lib/privacyNotice'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = listPageMetadata('contact', '/contact')

const FORM_LABELS = [
  'title',
  'intro',
  'name',
  'email',
  'emailHint',
  'phone',
  'optional',
  'phoneHint',
  'topic',
  'general',
  'message',
  'honeypot',
  'send',
  'sending',
  'privacy',
  'privacyLink',
  'sentTitle',
  'sentText',
  'another',
  'invalid',
  'limitedLater',
  'failed',
  'network',
  'tooLarge',
] as const
const ERROR_KEYS = [
  'nameRequired',
  'nameTooLong',
  'emailInvalid',
  'phoneInvalid',
  'officeUnknown',
  'messageRequired',
  'messageTooLong',
  'controlCharacters',
] as const

const sectionHeading = 'flex items-center gap-2 text-lg font-semibold text-slate-900'

export default async function ContactPage({ params }: Props) {
  const locale = await localeOf(params)
  setRequestLocale(locale)
  const [t, settings, offices] = await Promise.all([getTranslations({ locale, namespace: 'contact' }), getSettings(locale), listOffices(locale)])
  const map = mapEmbedOf(settings.mapEmbedUrl)
  const formLabels = pick((key) => t.raw(`form.${key}`), FORM_LABELS)
  const errorTexts = pick((key) => t.raw(`errors.${key}`), ERROR_KEYS)
  return (
    <>
      <PageBanner locale={locale} title={t('title')} kind="contact" />
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-10 md:py-14">
        <div className="grid gap-10 lg:grid-cols-12 lg:gap-12">
          <div className="space-y-8 lg:col-span-5">
            <div className="grid gap-6 rounded-xl bg-slate-50 p-6 sm:grid-cols-2 lg:grid-cols-1" data-testid="contact-details">
              <section className="sm:col-span-2 lg:col-span-1">
                <h2 className={sectionHeading}>
                  <PinIcon className="text-brand-700" /> {t('address')}
                </h2>
                <RichText data={settings.address} className="mt-2 text-slate-700" />
              </section>
              <section>
                <h2 className={sectionHeading}>
                  <PhoneIcon className="text-brand-700" /> {t('phones')}
                </h2>
                <ul className="mt-2 space-y-1">
                  {settings.phones.map((phone) => (
                    <li key={phone}>
                      <a href={telHref(phone)} className="text-brand-700 hover:underline">
                        {phone}
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
              {settings.email && (
                <section>
                  <h2 className={sectionHeading}>
                    <MailIcon className="text-brand-700" /> {t('email')}
                  </h2>
                  <a href={`mailto:${settings.email}`} className="mt-2 inline-block break-all text-brand-700 hover:underline">
                    {settings.email}
                  </a>
                </section>
              )}
              {settings.socialLinks.length > 0 && (
                <section className="sm:col-span-2 lg:col-span-1">
                  <h2 className={sectionHeading}>{t('follow')}</h2>
                  <SocialLinks links={settings.socialLinks} label={t('follow')} className="-ml-1.5 mt-2 text-brand-900" />
                </section>
              )}
            </div>
            {map && (
              <ContactMap
                map={map}
                title={t('mapTitle')}
                openLabel={t('mapOpen')}
                place={{ name: settings.siteTitle, addressLines: richTextToPlain(settings.address).split('\n').filter(Boolean), loadingLabel: t('mapLoading') }}
              />
            )}
          </div>
          <section aria-labelledby="contact-form-heading" className="self-start rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 lg:col-span-7">
            <h2 id="contact-form-heading" className="text-2xl font-bold text-slate-900">
              {formLabels.title}
            </h2>
            <p className="mb-6 mt-2 text-slate-700">{formLabels.intro}</p>
            <ContactForm
              action="/api/contact"
              locale={locale}
              offices={offices.filter((office) => office.inContactForm).map(({ id, name }) => ({ id, name }))}
              privacyHref={localizePath(locale, PRIVACY_NOTICE_PATH)}
              labels={formLabels}
              errors={errorTexts}
            />
          </section>
        </div>
        {offices.length > 0 && (
          <PageSection id="offices" title={t('offices')}>
            <OfficeList offices={offices} labels={{ officeHours: t('officeHours'), otherDaysClosed: t('otherDaysClosed') }} />
          </PageSection>
        )}
      </div>
    </>
  )
}
