import 'server-only'

import { unstable_cache } from 'next/cache'

import { type AdmissionPeriod, admissionState, effectivePeriod } from '@/admissions/shared/periods'
import { TAGS } from '@/cache/tags'
import { relationId } from '@/lib/relation'
import type { Locale } from '@/i18n/locales'

import { getPayloadClient } from './payload'

export type Choice = { id: number; name: string; faculty?: string }
/** A direction, with its admission period and whether it takes applications now. */
export type DirectionChoice = Choice & { faculty: string; open: boolean; period: AdmissionPeriod }

type Catalogue = {
  degrees: Choice[]
  forms: Choice[]
  regions: Choice[]
  programs: { id: number; name: string; faculty: string; degree: number; forms: number[]; period: AdmissionPeriod }[]
}

/** Everything the application form offers, in one language; expired with the programmes. */
const catalogue = unstable_cache(
  async (locale: Locale): Promise<Catalogue> => {
    const payload = await getPayloadClient()
    const common = { locale, fallbackLocale: 'en' as const, limit: 1000, pagination: false, sort: 'order', depth: 0 }
    const [degrees, forms, regions, programs, faculties] = await Promise.all([
      payload.find({ collection: 'degrees', ...common }),
      payload.find({ collection: 'study-forms', ...common }),
      payload.find({ collection: 'regions', ...common }),
      payload.find({ collection: 'programs', ...common, where: { admissionOpen: { not_equals: false } } }),
      payload.find({ collection: 'faculties', ...common }),
    ])
    const facultyName = new Map(faculties.docs.map((faculty) => [faculty.id, faculty.name]))
    const facultyPlace = new Map(faculties.docs.map((faculty, index) => [faculty.id, index]))
    const degreePeriod = new Map(degrees.docs.map((degree) => [degree.id, degree.admissionPeriod]))
    const choice = ({ id, name }: { id: number; name: string }) => ({ id, name })
    // Directions faculty by faculty (the form groups them under their faculty), each faculty's in its own order.
    const place = (program: (typeof programs.docs)[number]) => facultyPlace.get(relationId(program.faculty) ?? 0) ?? faculties.docs.length
    const byFaculty = programs.docs.map((program, index) => ({ program, index })).sort((a, b) => place(a.program) - place(b.program) || a.index - b.index)
    return {
      degrees: degrees.docs.map(choice),
      forms: forms.docs.map(choice),
      regions: regions.docs.map(choice),
      programs: byFaculty.map(({ program }) => ({
        id: program.id,
        name: program.name,
        faculty: facultyName.get(relationId(program.faculty) ?? 0) ?? '',
        degree: relationId(program.degree) ?? 0,
        forms: (program.studyForms ?? []).map((form) => relationId(form) ?? 0),
        period: effectivePeriod(program.admissionPeriod, degreePeriod.get(relationId(program.degree) ?? 0)),
      })),
    }
  },
  ['admissions-catalogue'],
  { tags: [TAGS.programs, TAGS.faculties] },
)

/**
 * Which directions count: those open at `now`, or with `withClosed` every one offered, open
 * or not (the form lists the closed ones with their dates). Decided per call, never cached.
 */
type Which = { now?: Date; withClosed?: boolean }
async function offered(locale: Locale, { now = new Date(), withClosed = false }: Which) {
  const { programs } = await catalogue(locale)
  return programs.map((program) => ({ ...program, open: admissionState(true, program.period, now) === 'open' })).filter((program) => withClosed || program.open)
}

/** Degrees with at least one direction open (or offered, `withClosed`). */
export async function degreeChoices(locale: Locale, which: Which = {}): Promise<Choice[]> {
  const [{ degrees }, programs] = await Promise.all([catalogue(locale), offered(locale, which)])
  return degrees.filter((degree) => programs.some((program) => program.degree === degree.id))
}

/** Forms of study some direction of this degree is offered in. */
export async function formChoices(locale: Locale, degree: number, which: Which = {}): Promise<Choice[]> {
  const [{ forms }, programs] = await Promise.all([catalogue(locale), offered(locale, which)])
  const ofDegree = programs.filter((program) => program.degree === degree)
  return forms.filter((form) => ofDegree.some((program) => program.forms.includes(form.id)))
}

/** Directions offering both the degree and the form, with their faculty and admission period. */
export async function directionChoices(locale: Locale, degree: number, form: number, which: Which = {}): Promise<DirectionChoice[]> {
  return (await offered(locale, which))
    .filter((program) => program.degree === degree && program.forms.includes(form))
    .map(({ id, name, faculty, open, period }) => ({ id, name, faculty, open, period }))
}

export const regionChoices = async (locale: Locale): Promise<Choice[]> => (await catalogue(locale)).regions
