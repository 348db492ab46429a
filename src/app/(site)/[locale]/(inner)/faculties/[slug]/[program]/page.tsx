import type { Metadata } from 'next'
import { routed } from '@/components/plainMarker'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { admissionState, deadlinesCalendarPath, describePeriod, formatMoment } from '@/admissions/shared/periods'
import { UntranslatedNotice } from '@/components/content/UntranslatedNotice'
import { ProgramJsonLd } from '@/components/faculties/ProgramJsonLd'
import { NotFoundPage } from '@/components/NotFoundPage'
import { PageBanner } from '@/components/PageBanner'
import { PlainHtml } from '@/components/PlainHtml'
import { RichText } from '@/components/RichText'
import { findProgram, type ProgramDetail } from '@/data/faculties'
import { getSettings } from '@/data/settings'
import { isEmptyValue } from '@/data/translated'
import { localizePath } from '@/i18n/locales'
import { documentMetadata } from '@/data/metadata'
import { localeOf } from '@/i18n/params'
import { numberFormat } from '@/lib/numbers'
import { richTextToPlain, summarize } from '@/lib/richText'

type Props = { params: Promise<{ locale: string; slug: string; program: string }> }

export function generateStaticParams() {
  return []
}

// Whether the programme takes applications depends on the clock: the page is made again at
// least every minute (ADMISSIONS_REFRESH_SECONDS, written out: Next reads this value from the source).
export const revalidate = 60

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { slug, program: programSlug }] = [await localeOf(params), await params]
  const program = await findProgram(locale, slug, programSlug)
  if (!program) return {}
  return documentMetadata({
    locale,
    path: `/faculties/${slug}/${programSlug}`,
    title: program.name,
    description: summarize(richTextToPlain(program.overview)),
    seo: program.seo,
  })
}

/** The application form with this programme, its degree and first form of study already chosen. */
const applyHref = (locale: Parameters<typeof localizePath>[0], program: ProgramDetail) => {
  const query = new URLSearchParams({ program: String(program.id) })
  if (program.degreeId) query.set('degree', String(program.degreeId))
  if (program.studyFormIds[0]) query.set('study_form', String(program.studyFormIds[0]))
  return `${localizePath(locale, '/form')}?${query}`
}

const SECTIONS = ['overview', 'outcomes', 'curriculum', 'requirements', 'careers'] as const

export default async function ProgramPage({ params }: Props) {
  const [locale, { slug, program: programSlug }] = [await localeOf(params), await params]
  setRequestLocale(locale)
  const [program, settings, t, tLang, tForm] = await Promise.all([
    findProgram(locale, slug, programSlug),
    getSettings(locale),
    getTranslations({ locale, namespace: 'faculties' }),
    getTranslations({ locale, namespace: 'teachingLanguages' }),
    getTranslations({ locale, namespace: 'form' }),
  ])
  if (!program) return <NotFoundPage locale={locale} />
  const { period } = program.admission
  const state = admissionState(program.admission.offered, period)
  const facts: [string, string][] = [
    [t('faculty'), program.faculty.name],
    [t('degree'), program.degree],
    [t('forms'), program.studyForms.join(', ')],
    [t('duration'), t('years', { count: program.durationYears })],
    [t('languages'), program.languages.map((language) => tLang(language)).join(', ')],
    [t('fee'), `${numberFormat(locale).format(program.tuitionFee)} ${t('currency')}`],
    ...(program.code ? [[t('code'), program.code] as [string, string]] : []),
    ...(state === 'upcoming' && period.opensAt ? [[t('opens'), formatMoment(locale, period.opensAt, period.timeZone)] as [string, string]] : []),
    ...((state === 'open' || state === 'upcoming') && period.closesAt
      ? [[t('deadline'), formatMoment(locale, period.closesAt, period.timeZone)] as [string, string]]
      : []),
  ]
  const periodText = describePeriod(locale, period, (words, dates) => tForm(`admission.${words}`, dates))
  return (
    <>
      <PageBanner
        locale={locale}
        title={program.name}
        kind="programmes"
        image={program.banner}
        crumbs={[
          { label: t('title'), href: '/faculties' },
          { label: program.faculty.name, href: `/faculties/${program.faculty.slug}` },
        ]}
      />
      <PlainHtml>
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[minmax(0,1fr)_360px]">
          <div lang={program.untranslated ? 'en' : undefined}>
            {program.untranslated && (
              <div lang={locale}>
                <UntranslatedNotice locale={locale} />
              </div>
            )}
            {!program.untranslated && program.inEnglish.length > 0 && <UntranslatedNotice locale={locale} partly />}
            {SECTIONS.filter((name) => !isEmptyValue(program[name])).map((name) => (
              <section key={name} aria-labelledby={`${name}-heading`} className="mb-10">
                <h2 id={`${name}-heading`} className="mb-3 text-2xl font-bold text-slate-900" lang={locale}>
                  {t(name)}
                </h2>
                <div lang={!program.untranslated && program.inEnglish.includes(name) ? 'en' : undefined}>
                  <RichText data={program[name]} className="text-lg" />
                </div>
              </section>
            ))}
          </div>
          {/* On a phone the facts and the application come first, before the long texts. */}
          <aside aria-labelledby="facts-heading" className="order-first self-start rounded-xl bg-brand-50 p-6 lg:order-none lg:sticky lg:top-24" lang={locale}>
            <h2 id="facts-heading" className="text-lg font-semibold text-slate-900">
              {t('facts')}
            </h2>
            <dl className="mt-4 space-y-3" data-testid="program-facts">
              {facts.map(([label, value]) => (
                <div key={label}>
                  <dt className="text-sm text-slate-600">{label}</dt>
                  <dd className="font-medium text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
            {state === 'open' ? (
              <a
                {...routed}
                href={applyHref(locale, program)}
                className="mt-6 block rounded-full bg-accent-400 px-5 py-3 text-center font-semibold text-brand-950 hover:bg-accent-300"
                data-testid="apply-to-program"
              >
                {t('apply')}
              </a>
            ) : (
              <div className="mt-6 rounded-lg bg-white px-4 py-3 text-slate-700">
                <p data-testid="admission-closed">{t('closed')}</p>
                {state !== 'off' && periodText && (
                  <p className="mt-1 text-sm" data-testid="admission-period">
                    {t('period', { period: periodText })}
                  </p>
                )}
              </div>
            )}
            {state !== 'off' && (period.opensAt || period.closesAt) && (
              <a href={deadlinesCalendarPath(locale)} className="mt-4 block text-center text-sm text-brand-700 underline" data-testid="deadlines-calendar">
                {t('calendar')}
              </a>
            )}
            <a
              {...routed}
              href={localizePath(locale, `/faculties/${program.faculty.slug}`)}
              className="mt-4 block text-center font-semibold text-brand-700 hover:underline"
            >
              {t('aboutFaculty')}
              <span className="sr-only">: {program.faculty.name}</span>
            </a>
          </aside>
        </div>
      </PlainHtml>
      <ProgramJsonLd program={program} locale={locale} university={settings.siteTitle} />
    </>
  )
}
