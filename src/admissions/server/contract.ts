// A contract filled from an approved application and the staff-edited template.
import type { Payload } from 'payload'

import { intlLocale, type Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { numberFormat } from '@/lib/numbers'
import type { Application, Contract, Degree, Faculty, Program, StudyForm } from '@/payload-types'
import type { InvoiceView } from '@/payments/shared/invoiceView'

export const CONTRACT_PLACEHOLDERS = [
  'number',
  'date',
  'fullName',
  'birthDate',
  'passport',
  'passportIssuedBy',
  'passportIssueDate',
  'address',
  'phone',
  'email',
  'degree',
  'studyForm',
  'program',
  'programCode',
  'faculty',
  'durationYears',
  'tuitionFee',
  'academicYear',
] as const
export type Placeholder = (typeof CONTRACT_PLACEHOLDERS)[number]

export type ContractView = {
  number: string
  title: string
  city: string
  date: string
  sections: { heading: string; paragraphs: string[] }[]
  parties: { university: string[]; student: string[] }
  /** The invoice to pay the contract by; absent while the programme has no fee. */
  invoice?: InvoiceView
}

const fill = (template: string, values: Record<Placeholder, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? values[name as Placeholder] : whole))

const lines = (text: string | null | undefined) =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

const named = <T extends { name?: string | null }>(value: unknown): T | undefined => (typeof value === 'object' && value !== null ? (value as T) : undefined)

const formatDate = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso.slice(0, 10)}T00:00:00Z`),
  )

/** The academic year a contract is for starts in September of the year of the decision. */
const academicYear = (decided: Date) => `${decided.getUTCFullYear()}/${decided.getUTCFullYear() + 1}`

export async function buildContract(payload: Payload, application: Pick<Application, 'id'>, locale: Locale): Promise<ContractView | undefined> {
  const [template, full] = await Promise.all([
    payload.findGlobal({ slug: 'contract', locale, fallbackLocale: 'en', overrideAccess: true, depth: 0 }) as Promise<Contract>,
    payload.findByID({ collection: 'applications', id: application.id, locale, fallbackLocale: 'en', depth: 2, overrideAccess: true }),
  ])
  const program = named<Program>(full.program)
  const faculty = named<Faculty>(program?.faculty) ?? named<Faculty>(full.faculty)
  const decided = full.decidedAt ? new Date(full.decidedAt) : new Date()
  const money = numberFormat(locale, { maximumFractionDigits: 0 })
  const values: Record<Placeholder, string> = {
    number: full.applicationNumber,
    date: formatDate(locale, decided.toISOString()),
    fullName: [full.lastName, full.firstName, full.middleName].filter(Boolean).join(' '),
    birthDate: formatDate(locale, full.birthDate),
    passport: `${full.passportSeries} ${full.passportNumber}`,
    passportIssuedBy: full.passportIssuedBy,
    passportIssueDate: formatDate(locale, full.passportIssueDate),
    address: full.permanentAddress,
    phone: full.phone,
    email: full.email,
    degree: named<Degree>(full.degree)?.name ?? '',
    studyForm: named<StudyForm>(full.studyForm)?.name ?? '',
    program: program?.name ?? '',
    programCode: program?.code ?? '',
    faculty: faculty?.name ?? '',
    durationYears: String(program?.durationYears ?? ''),
    // The currency as the language writes it: UZS, сум, soʻm (the programme pages' word).
    tuitionFee: program ? `${money.format(program.tuitionFee)} ${translator(locale, 'faculties')('currency')}` : '',
    academicYear: academicYear(decided),
  }
  return fillContract(template, values)
}

type Template = Partial<Pick<Contract, 'title' | 'city' | 'sections' | 'university' | 'studentLines'>>

/** The template with the application's values in it; undefined while staff have not written one. */
export function fillContract(template: Template, values: Record<Placeholder, string>): ContractView | undefined {
  if (!template.title?.trim() || !template.sections?.length) return undefined
  return {
    number: values.number,
    title: fill(template.title, values),
    city: template.city ?? '',
    date: values.date,
    sections: template.sections.map((section) => ({ heading: fill(section.heading, values), paragraphs: lines(fill(section.body, values)) })),
    parties: { university: lines(template.university), student: lines(fill(template.studentLines ?? '', values)) },
  }
}
