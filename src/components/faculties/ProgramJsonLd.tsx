// A programme as search engines read it (schema.org EducationalOccupationalProgram): what it is,
// who teaches it, the degree, how long, in which languages, the yearly fee and the admission
// dates. Nothing is claimed that the programme's record does not say: no occupational category
// (careers are prose, not a classification).
import { JsonLd } from '@/components/JsonLd'
import { absoluteUrl, universityData } from '@/components/structuredData'
import type { ProgramDetail } from '@/data/faculties'
import { type Locale, localizePath } from '@/i18n/locales'
import { richTextToPlain, summarize } from '@/lib/richText'

type Props = { program: ProgramDetail; locale: Locale; university: string }

/** ISO 8601 duration: whole years as `P4Y`, anything else in months (`P18M`). */
export const isoDuration = (years: number) => (Number.isInteger(years) ? `P${years}Y` : `P${Math.round(years * 12)}M`)

/** The calendar day (YYYY-MM-DD) of a moment where the admission period is kept. */
const dayIn = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso))

export function ProgramJsonLd({ program, locale, university }: Props) {
  const { period, offered } = program.admission
  const dates = offered
    ? {
        applicationStartDate: period.opensAt ? dayIn(period.opensAt, period.timeZone) : undefined,
        applicationDeadline: period.closesAt ? dayIn(period.closesAt, period.timeZone) : undefined,
      }
    : {}
  const prerequisites = summarize(richTextToPlain(program.requirements), 300)
  return (
    <JsonLd
      data={{
        '@type': 'EducationalOccupationalProgram',
        name: program.name,
        description: summarize(richTextToPlain(program.overview), 300) || undefined,
        url: absoluteUrl(localizePath(locale, `/faculties/${program.faculty.slug}/${program.slug ?? ''}`)),
        identifier: program.code ?? undefined,
        provider: universityData(university, absoluteUrl(localizePath(locale, '/'))),
        educationalCredentialAwarded: program.degree
          ? { '@type': 'EducationalOccupationalCredential', credentialCategory: 'degree', name: program.degree }
          : undefined,
        timeToComplete: isoDuration(program.durationYears),
        educationalProgramMode: program.studyForms.length ? program.studyForms : undefined,
        inLanguage: program.languages,
        programPrerequisites: prerequisites || undefined,
        offers: {
          '@type': 'Offer',
          category: 'Tuition',
          price: program.tuitionFee,
          priceCurrency: 'UZS',
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: program.tuitionFee,
            priceCurrency: 'UZS',
            // UN/CEFACT ANN: the fee is for one year of study.
            referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'ANN' },
          },
        },
        ...dates,
      }}
    />
  )
}
