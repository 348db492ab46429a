import { Image } from '@/components/Image'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { RichText } from '@/components/RichText'
import { PageBanner } from '@/components/PageBanner'
import { listFaculties } from '@/data/faculties'
import { getSettings } from '@/data/settings'
import { listPageMetadata } from '@/i18n/metadata'
import { localeOf } from '@/i18n/params'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = listPageMetadata('faculties', '/faculties')

export default async function FacultiesPage({ params }: Props) {
  const locale = await localeOf(params)
  setRequestLocale(locale)
  const [t, tLang, settings, faculties] = await Promise.all([
    getTranslations({ locale, namespace: 'faculties' }),
    getTranslations({ locale, namespace: 'teachingLanguages' }),
    getSettings(locale),
    listFaculties(locale),
  ])
  const money = new Intl.NumberFormat(locale === 'uz' ? 'uz-Latn' : locale)
  return (
    <>
      <PageBanner locale={locale} title={t('title')} image={settings.defaultBanner} />
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12" data-testid="faculties-list">
        {faculties.map((faculty) => (
          <section key={faculty.slug} id={faculty.slug} aria-labelledby={`${faculty.slug}-heading`} className="scroll-mt-24" lang={faculty.untranslated ? 'en' : undefined}>
            <div className="grid gap-8 lg:grid-cols-[360px_minmax(0,1fr)]">
              {faculty.image && (
                <div className="relative aspect-[4/3] overflow-hidden rounded-xl bg-slate-100">
                  <Image src={faculty.image.url} alt={faculty.image.alt} fill sizes="(min-width: 1024px) 360px, 100vw" className="object-cover" />
                </div>
              )}
              <div>
                <h2 id={`${faculty.slug}-heading`} className="text-2xl font-bold text-slate-900">{faculty.name}</h2>
                {faculty.dean && <p className="mt-1 text-slate-600"><span lang={locale}>{t('dean')}:</span> {faculty.dean}</p>}
                <RichText data={faculty.description} className="mt-4" />
              </div>
            </div>
            {faculty.programs.length > 0 && (
              // Scrolls sideways on a phone; focusable so keyboard users can scroll it too.
              <div className="mt-6 overflow-x-auto" tabIndex={0} role="region" aria-label={`${t('programs')}: ${faculty.name}`}>
                <table className="w-full min-w-[640px] text-left text-sm" lang={locale}>
                  <caption className="sr-only">{t('programs')}: {faculty.name}</caption>
                  <thead className="border-b border-slate-300 text-slate-500">
                    <tr>
                      <th scope="col" className="py-2 pr-4 font-medium">{t('program')}</th>
                      <th scope="col" className="py-2 pr-4 font-medium">{t('degree')}</th>
                      <th scope="col" className="py-2 pr-4 font-medium">{t('forms')}</th>
                      <th scope="col" className="py-2 pr-4 font-medium">{t('duration')}</th>
                      <th scope="col" className="py-2 pr-4 font-medium">{t('languages')}</th>
                      <th scope="col" className="py-2 text-right font-medium">{t('fee')}</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-200">
                    {faculty.programs.map((program) => (
                      <tr key={program.id}>
                        <th scope="row" className="py-3 pr-4 font-medium text-slate-900">{program.name}{program.code && <span className="block text-xs font-normal text-slate-500">{program.code}</span>}</th>
                        <td className="py-3 pr-4">{program.degree}</td>
                        <td className="py-3 pr-4">{program.studyForms.join(', ')}</td>
                        <td className="py-3 pr-4">{t('years', { count: program.durationYears })}</td>
                        <td className="py-3 pr-4">{program.languages.map((language) => tLang(language)).join(', ')}</td>
                        <td className="py-3 text-right whitespace-nowrap">{money.format(program.tuitionFee)} {t('currency')}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        ))}
      </div>
    </>
  )
}
