import 'server-only'

import { unstable_cache } from 'next/cache'

import { TAGS } from '@/cache/tags'
import { relationId } from '@/lib/relation'
import type { Locale } from '@/i18n/locales'

import { getPayloadClient } from './payload'

export type Choice = { id: number; name: string; faculty?: string }

type Catalogue = {
  degrees: Choice[]
  forms: Choice[]
  regions: Choice[]
  programs: { id: number; name: string; faculty: string; degree: number; forms: number[] }[]
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
    const choice = ({ id, name }: { id: number; name: string }) => ({ id, name })
    return {
      degrees: degrees.docs.map(choice),
      forms: forms.docs.map(choice),
      regions: regions.docs.map(choice),
      programs: programs.docs.map((program) => ({
        id: program.id,
        name: program.name,
        faculty: facultyName.get(relationId(program.faculty) ?? 0) ?? '',
        degree: relationId(program.degree) ?? 0,
        forms: (program.studyForms ?? []).map((form) => relationId(form) ?? 0),
      })),
    }
  },
  ['admissions-catalogue'],
  { tags: [TAGS.programs, TAGS.faculties] },
)

/** Degrees with at least one open direction. */
export async function degreeChoices(locale: Locale): Promise<Choice[]> {
  const { degrees, programs } = await catalogue(locale)
  return degrees.filter((degree) => programs.some((program) => program.degree === degree.id))
}

/** Forms of study some direction of this degree is offered in. */
export async function formChoices(locale: Locale, degree: number): Promise<Choice[]> {
  const { forms, programs } = await catalogue(locale)
  const offered = programs.filter((program) => program.degree === degree)
  return forms.filter((form) => offered.some((program) => program.forms.includes(form.id)))
}

/** Directions offering both the degree and the form, with their faculty. */
export async function directionChoices(locale: Locale, degree: number, form: number): Promise<Choice[]> {
  const { programs } = await catalogue(locale)
  return programs
    .filter((program) => program.degree === degree && program.forms.includes(form))
    .map(({ id, name, faculty }) => ({ id, name, faculty }))
}

export const regionChoices = async (locale: Locale): Promise<Choice[]> => (await catalogue(locale)).regions
