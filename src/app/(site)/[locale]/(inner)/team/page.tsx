import { PageSection } from '@/components/PageSection'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageBanner } from '@/components/PageBanner'
import { PersonCard } from '@/components/people/PersonCard'
import { PersonRows } from '@/components/people/PersonRows'
import { PlainHtml } from '@/components/PlainHtml'
import { listFaculties } from '@/data/faculties'
import { listMembers, listTeam } from '@/data/people'
import { listPageMetadata } from '@/data/metadata'
import { localeOf } from '@/i18n/params'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = listPageMetadata('team', '/team')

/**
 * Everyone, each leading to their own page: the university's leadership and services as portraits,
 * then each faculty's staff and the academic council as short rows, so the page stays short on a phone.
 */
export default async function TeamPage({ params }: Props) {
  const locale = await localeOf(params)
  setRequestLocale(locale)
  const [t, team, members, faculties] = await Promise.all([
    getTranslations({ locale, namespace: 'team' }),
    listTeam(locale),
    listMembers(locale),
    listFaculties(locale),
  ])
  const leadership = team.filter((person) => person.faculty === null || !faculties.some((faculty) => faculty.id === person.faculty))
  const byFaculty = faculties
    .map((faculty) => ({ faculty, staff: team.filter((person) => person.faculty === faculty.id).map((person) => ({ ...person, role: person.position })) }))
    .filter(({ staff }) => staff.length > 0)
  return (
    <>
      <PageBanner locale={locale} title={t('title')} kind="people" />
      <PlainHtml>
        <div className="mx-auto max-w-7xl space-y-14 px-4 py-12">
          <ul className="grid grid-cols-2 gap-x-4 gap-y-8 sm:gap-8 lg:grid-cols-4" data-testid="team-list">
            {leadership.map((person) => (
              <PersonCard key={person.id} person={person} locale={locale} headingLevel="h2" sizes="(min-width: 1024px) 300px, 50vw">
                {person.email && (
                  // On a phone the address would break mid-word in half a screen: it is one tap away, on their page.
                  <p className="mt-1 hidden text-sm sm:block">
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
          {byFaculty.map(({ faculty, staff }) => (
            <PageSection key={faculty.id} id={`faculty-${faculty.id}`} title={faculty.name} lang={faculty.untranslated ? 'en' : undefined}>
              <PersonRows people={staff} locale={locale} testId="faculty-people" />
            </PageSection>
          ))}
          {members.length > 0 && (
            <PageSection id="council" title={t('council')}>
              <PersonRows people={members} locale={locale} testId="members-list" />
            </PageSection>
          )}
        </div>
      </PlainHtml>
    </>
  )
}
