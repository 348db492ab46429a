// A faculty's programmes: a table on wide screens, one card per programme on phones (a table
// of six columns cannot be read at 375 px). Each links to the programme's own page.
import { getTranslations } from 'next-intl/server'
import { Fragment } from 'react'

import type { ProgramRow } from '@/data/faculties'
import { type Locale, localizePath } from '@/i18n/locales'
import { numberFormat } from '@/lib/numbers'
import { routed } from '@/components/plainMarker'

type Props = { locale: Locale; facultySlug: string; facultyName: string; programs: ProgramRow[] }

/** The columns between a programme's name and its fee, in the table and on each card alike. */
const FACTS = ['degree', 'forms', 'duration', 'languages'] as const
type Fact = (typeof FACTS)[number]

export async function ProgramList({ locale, facultySlug, facultyName, programs }: Props) {
  const [t, tLang] = await Promise.all([getTranslations({ locale, namespace: 'faculties' }), getTranslations({ locale, namespace: 'teachingLanguages' })])
  const money = numberFormat(locale)
  const href = (program: ProgramRow) => (program.slug ? localizePath(locale, `/faculties/${facultySlug}/${program.slug}`) : null)
  const name = (program: ProgramRow) => {
    const link = href(program)
    return link ? (
      <a {...routed} href={link} className="text-brand-700 hover:underline">
        {program.name}
      </a>
    ) : (
      program.name
    )
  }
  const fee = (program: ProgramRow) => `${money.format(program.tuitionFee)} ${t('currency')}`
  const factsOf = (program: ProgramRow): Record<Fact, string> => ({
    degree: program.degree,
    forms: program.studyForms.join(', '),
    duration: t('years', { count: program.durationYears }),
    languages: program.languages.map((language) => tLang(language)).join(', '),
  })
  return (
    <div lang={locale} data-testid="program-list">
      <table className="hidden w-full text-left text-sm md:table">
        <caption className="sr-only">
          {t('programs')}: {facultyName}
        </caption>
        <thead className="border-b border-slate-300 text-slate-500">
          <tr>
            {(['program', ...FACTS] as const).map((key) => (
              <th key={key} scope="col" className="py-2 pr-4 font-medium">
                {t(key)}
              </th>
            ))}
            <th scope="col" className="py-2 text-right font-medium">
              {t('fee')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {programs.map((program) => (
            <tr key={program.id}>
              <th scope="row" className="py-3 pr-4 font-medium text-slate-900">
                {name(program)}
                {program.code && <span className="block text-xs font-normal text-slate-500">{program.code}</span>}
              </th>
              {FACTS.map((fact) => (
                <td key={fact} className="py-3 pr-4">
                  {factsOf(program)[fact]}
                </td>
              ))}
              <td className="py-3 text-right whitespace-nowrap">{fee(program)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-3 md:hidden" aria-label={`${t('programs')}: ${facultyName}`}>
        {programs.map((program) => (
          <li key={program.id} className="rounded-lg border border-slate-200 p-4" data-testid="program-card">
            <p className="font-semibold text-slate-900">{name(program)}</p>
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              {FACTS.map((fact) => (
                <Fragment key={fact}>
                  <dt className="text-slate-500">{t(fact)}</dt>
                  <dd>{factsOf(program)[fact]}</dd>
                </Fragment>
              ))}
              <dt className="text-slate-500">{t('fee')}</dt>
              <dd className="font-medium text-slate-900">{fee(program)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </div>
  )
}
