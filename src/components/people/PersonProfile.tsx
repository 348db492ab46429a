// A person's own page under the banner with their name: portrait, role and faculty, how to reach
// them, and their biography. On a phone the portrait sits small beside the role, so the contacts
// are on the first screen.
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { UntranslatedNotice } from '@/components/content/UntranslatedNotice'
import { FramedImage } from '@/components/FramedImage'
import { PlainHtml } from '@/components/PlainHtml'
import { RichText } from '@/components/RichText'
import type { PersonPage } from '@/data/person'
import { isEmptyValue } from '@/data/translated'
import { type Locale, localizePath } from '@/i18n/locales'
import { telHref } from '@/lib/phone'

type Props = { person: PersonPage; locale: Locale }

export async function PersonProfile({ person, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'team' })
  // Each fact in the visitor's language unless the editor left it empty there (then it is English).
  const langOf = (field: string) => (person.untranslated || person.inEnglish.includes(field) ? 'en' : undefined)
  const contacts: { key: string; label: string; value: ReactNode; lang?: string }[] = [
    ...(person.office ? [{ key: 'office', label: t('office'), value: person.office, lang: langOf('office') }] : []),
    ...(person.officeHours ? [{ key: 'officeHours', label: t('officeHours'), value: person.officeHours, lang: langOf('officeHours') }] : []),
    ...(person.email
      ? [
          {
            key: 'email',
            label: t('email'),
            value: (
              <a href={`mailto:${person.email}`} className="break-all text-brand-700 underline">
                {person.email}
              </a>
            ),
          },
        ]
      : []),
    ...(person.phone
      ? [
          {
            key: 'phone',
            label: t('phone'),
            value: (
              <a href={telHref(person.phone)} className="whitespace-nowrap text-brand-700 underline">
                {person.phone}
              </a>
            ),
          },
        ]
      : []),
  ]
  return (
    <PlainHtml>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 md:py-12 lg:grid-cols-[320px_minmax(0,1fr)] lg:gap-12" data-testid="person">
        {person.untranslated && (
          <div className="lg:col-span-2">
            <UntranslatedNotice locale={locale} />
          </div>
        )}
        <aside className="space-y-6">
          <div className="flex items-start gap-5 lg:block">
            {/* The name is the page's heading beside it: the portrait adds nothing to read aloud. */}
            <FramedImage
              image={person.photo && { ...person.photo, alt: '' }}
              frame="relative aspect-[3/4] w-28 shrink-0 overflow-hidden rounded-xl bg-slate-100 sm:w-44 lg:w-full"
              sizes="(min-width: 1024px) 320px, 176px"
            />
            <div className="min-w-0 lg:mt-5">
              <p className="text-lg font-semibold text-brand-700" data-testid="person-role" lang={langOf(person.kind === 'team' ? 'position' : 'role')}>
                {person.role}
              </p>
              {person.kind === 'members' && <p className="mt-1 text-slate-600">{t('councilMember')}</p>}
              {person.faculty && (
                <p className="mt-2">
                  <span className="sr-only">{t('faculty')}: </span>
                  <a
                    href={localizePath(locale, `/faculties/${person.faculty.slug}`)}
                    className="font-medium text-slate-800 underline hover:text-brand-700"
                    data-testid="person-faculty"
                  >
                    {person.faculty.name}
                  </a>
                </p>
              )}
            </div>
          </div>
          {contacts.length > 0 && (
            <section aria-labelledby="contacts-heading" className="rounded-xl bg-brand-50 p-5">
              <h2 id="contacts-heading" className="text-lg font-semibold text-slate-900">
                {t('contacts')}
              </h2>
              <dl className="mt-3 space-y-3" data-testid="person-contacts">
                {contacts.map(({ key, label, value, lang }) => (
                  <div key={key}>
                    <dt className="text-sm text-slate-600">{label}</dt>
                    <dd className="font-medium text-slate-900" lang={lang}>
                      {value}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
        </aside>
        {!isEmptyValue(person.bio) && (
          <section aria-labelledby="bio-heading" lang={langOf('bio')}>
            <h2 id="bio-heading" className="mb-4 text-2xl font-bold text-slate-900" lang={locale}>
              {t('about')}
            </h2>
            <RichText data={person.bio} locale={locale} className="text-lg" />
          </section>
        )}
      </div>
    </PlainHtml>
  )
}
