import type { Metadata } from 'next'
import { PageSection } from '@/components/PageSection'
import { routed } from '@/components/plainMarker'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { NewsCardView } from '@/components/content/NewsCardView'
import { UntranslatedNotice } from '@/components/content/UntranslatedNotice'
import { ProgramList } from '@/components/faculties/ProgramList'
import { NotFoundPage } from '@/components/NotFoundPage'
import { PageBanner } from '@/components/PageBanner'
import { PersonCard } from '@/components/people/PersonCard'
import { PlainHtml } from '@/components/PlainHtml'
import { RichText } from '@/components/RichText'
import { findFacultyBySlug } from '@/data/faculties'
import { listFacultyNews } from '@/data/news'
import { listTeam } from '@/data/people'
import { isEmptyValue } from '@/data/translated'
import { localizePath } from '@/i18n/locales'
import { documentMetadata } from '@/data/metadata'
import { localeOf } from '@/i18n/params'

type Props = { params: Promise<{ locale: string; slug: string }> }

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { slug }] = [await localeOf(params), await params]
  const faculty = await findFacultyBySlug(locale, slug)
  if (!faculty) return {}
  return documentMetadata({ locale, path: `/faculties/${slug}`, title: faculty.name, description: faculty.summary, image: faculty.image, seo: faculty.seo })
}

export default async function FacultyPage({ params }: Props) {
  const [locale, { slug }] = [await localeOf(params), await params]
  setRequestLocale(locale)
  const [faculty, t, tNews] = await Promise.all([
    findFacultyBySlug(locale, slug),
    getTranslations({ locale, namespace: 'faculties' }),
    getTranslations({ locale, namespace: 'news' }),
  ])
  if (!faculty) return <NotFoundPage locale={locale} />
  const [staff, news] = await Promise.all([
    listTeam(locale).then((team) => team.filter((person) => person.faculty === faculty.id)),
    listFacultyNews(locale, faculty.id, 3),
  ])
  return (
    <>
      <PageBanner
        locale={locale}
        title={faculty.name}
        kind="faculties"
        image={faculty.banner ?? faculty.image}
        crumbs={[{ label: t('title'), href: '/faculties' }]}
      />
      <PlainHtml>
        <div className="mx-auto max-w-7xl space-y-14 px-4 py-12" lang={faculty.untranslated ? 'en' : undefined}>
          {faculty.untranslated && (
            <div lang={locale}>
              <UntranslatedNotice locale={locale} />
            </div>
          )}
          <section aria-labelledby="about-heading" className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_320px]">
            <div>
              <h2 id="about-heading" className="sr-only" lang={locale}>
                {t('aboutFaculty')}
              </h2>
              {/* The summary is the description's stand-in where there is none (it leads the list page). */}
              {isEmptyValue(faculty.description) ? (
                faculty.summary && <p className="text-lg text-slate-700">{faculty.summary}</p>
              ) : (
                <RichText data={faculty.description} className="text-lg" />
              )}
            </div>
            {faculty.dean && (
              <p className="self-start rounded-xl bg-brand-50 p-5 text-slate-800" data-testid="faculty-dean">
                <span className="block text-sm font-semibold uppercase tracking-wide text-brand-700" lang={locale}>
                  {t('dean')}
                </span>
                {faculty.dean}
              </p>
            )}
          </section>

          {faculty.programs.length > 0 && (
            <PageSection id="programs" title={t('programs')} titleLang={locale}>
              <ProgramList locale={locale} facultySlug={faculty.slug} facultyName={faculty.name} programs={faculty.programs} />
            </PageSection>
          )}

          {staff.length > 0 && (
            <PageSection id="staff" title={t('staff')} lang={locale}>
              <ul className="grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-5" data-testid="faculty-staff">
                {staff.map((person) => (
                  <PersonCard key={person.id} person={person} locale={locale} sizes="(min-width: 1024px) 220px, 50vw">
                    {person.email && (
                      // As on the team list: on a phone the address would break mid-word; it is on their page.
                      <a href={`mailto:${person.email}`} className="hidden text-sm break-all text-slate-600 hover:underline sm:block">
                        {person.email}
                      </a>
                    )}
                  </PersonCard>
                ))}
              </ul>
            </PageSection>
          )}

          {news.length > 0 && (
            <section aria-labelledby="faculty-news-heading" lang={locale}>
              <div className="mb-5 flex flex-wrap items-end justify-between gap-4">
                <h2 id="faculty-news-heading" className="text-2xl font-bold text-slate-900">
                  {t('news')}
                </h2>
                <a {...routed} href={localizePath(locale, '/news')} className="font-semibold text-brand-700 hover:underline">
                  {t('allNews')}
                  <span className="sr-only">: {tNews('title')}</span>
                </a>
              </div>
              <ul className="grid gap-6 md:grid-cols-3" data-testid="faculty-news">
                {news.map((item) => (
                  <li key={item.slug}>
                    <NewsCardView item={item} locale={locale} headingLevel="h3" />
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
