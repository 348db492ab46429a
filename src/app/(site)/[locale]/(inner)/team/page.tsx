import { Image } from '@/components/Image'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageBanner } from '@/components/PageBanner'
import { PersonCard, personHref } from '@/components/people/PersonCard'
import { PlainHtml } from '@/components/PlainHtml'
import { listMembers, listTeam } from '@/data/people'
import { getSettings } from '@/data/settings'
import { listPageMetadata } from '@/data/metadata'
import { localeOf } from '@/i18n/params'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = listPageMetadata('team', '/team')

/** Everyone, staff then the academic council; each person's biography and office hours are on their own page. */
export default async function TeamPage({ params }: Props) {
  const locale = await localeOf(params)
  setRequestLocale(locale)
  const [t, settings, team, members] = await Promise.all([
    getTranslations({ locale, namespace: 'team' }),
    getSettings(locale),
    listTeam(locale),
    listMembers(locale),
  ])
  return (
    <>
      <PageBanner locale={locale} title={t('title')} image={settings.defaultBanner} />
      <PlainHtml>
        <div className="mx-auto max-w-7xl px-4 py-12">
          <ul className="grid grid-cols-2 gap-x-4 gap-y-8 sm:gap-8 lg:grid-cols-4" data-testid="team-list">
            {team.map((person) => (
              <PersonCard key={person.id} person={person} locale={locale} headingLevel="h2" sizes="(min-width: 1024px) 300px, 50vw">
                {person.email && (
                  <p className="mt-1 text-sm">
                    <span className="sr-only" lang={locale}>
                      {t('email')}:{' '}
                    </span>
                    <a href={`mailto:${person.email}`} className="break-all text-slate-600 underline hover:text-brand-700">
                      {person.email}
                    </a>
                  </p>
                )}
              </PersonCard>
            ))}
          </ul>
          {members.length > 0 && (
            <section className="mt-16" aria-labelledby="council-heading">
              <h2 id="council-heading" className="text-2xl font-bold text-slate-900">
                {t('council')}
              </h2>
              <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="members-list">
                {members.map((member) => (
                  <li key={member.id} lang={member.untranslated ? 'en' : undefined}>
                    <a
                      href={personHref(locale, member.slug)}
                      className="flex items-center gap-4 rounded-lg border border-slate-200 p-4 hover:border-brand-300 hover:bg-brand-50"
                    >
                      {member.photo && <Image src={member.photo.url} alt="" width={56} height={56} className="size-14 rounded-full object-cover" />}
                      <span>
                        <span className="block font-semibold text-slate-900">{member.name}</span>
                        <span className="block text-sm text-slate-600">{member.role}</span>
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </PlainHtml>
    </>
  )
}
