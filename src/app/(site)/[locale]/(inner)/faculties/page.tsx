import { FramedImage } from '@/components/FramedImage'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { routed } from '@/components/plainMarker'

import { ProgramList } from '@/components/faculties/ProgramList'
import { RichText } from '@/components/RichText'
import { PageBanner } from '@/components/PageBanner'
import { PlainHtml } from '@/components/PlainHtml'
import { listFaculties } from '@/data/faculties'
import { listPageMetadata } from '@/data/metadata'
import { localizePath } from '@/i18n/locales'
import { localeOf } from '@/i18n/params'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = listPageMetadata('faculties', '/faculties')

export default async function FacultiesPage({ params }: Props) {
  const locale = await localeOf(params)
  setRequestLocale(locale)
  const [t, faculties] = await Promise.all([getTranslations({ locale, namespace: 'faculties' }), listFaculties(locale)])
  return (
    <>
      <PageBanner locale={locale} title={t('title')} kind="faculties" />
      <PlainHtml>
        <div className="mx-auto max-w-7xl space-y-16 px-4 py-12" data-testid="faculties-list">
          {faculties.map((faculty) => (
            <section
              key={faculty.slug}
              id={faculty.slug}
              aria-labelledby={`${faculty.slug}-heading`}
              className="scroll-mt-24"
              lang={faculty.untranslated ? 'en' : undefined}
            >
              <div className="grid gap-8 lg:grid-cols-[360px_minmax(0,1fr)]">
                <FramedImage
                  image={faculty.image}
                  frame="relative aspect-[4/3] overflow-hidden rounded-xl bg-slate-100"
                  sizes="(min-width: 1024px) 360px, 100vw"
                />
                <div>
                  <h2 id={`${faculty.slug}-heading`} className="text-2xl font-bold text-slate-900">
                    <a {...routed} href={localizePath(locale, `/faculties/${faculty.slug}`)} className="hover:text-brand-700 hover:underline">
                      {faculty.name}
                    </a>
                  </h2>
                  {faculty.dean && (
                    <p className="mt-1 text-slate-600">
                      <span lang={locale}>{t('dean')}:</span> {faculty.dean}
                    </p>
                  )}
                  <RichText data={faculty.description} className="mt-4" />
                </div>
              </div>
              {faculty.programs.length > 0 && (
                <div className="mt-6">
                  <ProgramList locale={locale} facultySlug={faculty.slug} facultyName={faculty.name} programs={faculty.programs} />
                </div>
              )}
            </section>
          ))}
        </div>
      </PlainHtml>
    </>
  )
}
