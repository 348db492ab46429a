import { Image } from '@/components/Image'
import { PersonPhoto } from '@/components/people/PersonCard'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageBanner } from '@/components/PageBanner'
import { PlainHtml } from '@/components/PlainHtml'
import { RichText } from '@/components/RichText'
import { listMembers, listTeam } from '@/data/people'
import { listPageMetadata } from '@/data/metadata'
import { localeOf } from '@/i18n/params'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = listPageMetadata('team', '/team')

export default async function TeamPage({ params }: Props) {
  const locale = await localeOf(params)
  setRequestLocale(locale)
  const [t, team, members] = await Promise.all([getTranslations({ locale, namespace: 'team' }), listTeam(locale), listMembers(locale)])
  return (
    <>
      <PageBanner locale={locale} title={t('title')} kind="people" />
      <PlainHtml>
        <div className="mx-auto max-w-7xl px-4 py-12">
          <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4" data-testid="team-list">
            {team.map((person) => (
              <li key={person.id} id={`team-${person.id}`} className="scroll-mt-24" lang={person.untranslated ? 'en' : undefined}>
                <PersonPhoto person={person} sizes="(min-width: 1024px) 300px, 50vw" />
                <h2 className="mt-4 text-lg font-semibold text-slate-900">{person.name}</h2>
                <p className="text-brand-700">{person.position}</p>
                <RichText data={person.bio} className="mt-2 text-sm text-slate-600" />
                {person.email && (
                  <p className="mt-2 text-sm">
                    <span className="sr-only" lang={locale}>
                      {t('email')}:{' '}
                    </span>
                    <a href={`mailto:${person.email}`} className="text-brand-700 underline">
                      {person.email}
                    </a>
                  </p>
                )}
              </li>
            ))}
          </ul>
          {members.length > 0 && (
            <section className="mt-16" aria-labelledby="council-heading">
              <h2 id="council-heading" className="text-2xl font-bold text-slate-900">
                {t('council')}
              </h2>
              <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="members-list">
                {members.map((member) => (
                  <li key={member.id} className="flex items-center gap-4 rounded-lg border border-slate-200 p-4" lang={member.untranslated ? 'en' : undefined}>
                    {member.photo && <Image src={member.photo.url} alt="" width={56} height={56} className="size-14 rounded-full object-cover" />}
                    <div>
                      <p className="font-semibold text-slate-900">{member.name}</p>
                      <p className="text-sm text-slate-600">{member.role}</p>
                    </div>
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
