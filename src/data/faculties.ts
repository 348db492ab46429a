import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { type AdmissionPeriod, effectivePeriod } from '@/admissions/shared/periods'
import { TAGS } from '@/cache/tags'
import { relationId } from '@/lib/relation'
import type { Locale } from '@/i18n/locales'
import type { Faculty, Program } from '@/payload-types'

import { type Image, toImage } from './images'
import { type Seo, toSeo } from './seo'
import { getPayloadClient } from './payload'
import { findTranslated } from './translated'

export type ProgramRow = {
  id: number
  slug: string | null
  name: string
  code: string | null
  degree: string
  studyForms: string[]
  languages: Program['languages']
  durationYears: number
  tuitionFee: number
  /** What the application form needs to open with this programme chosen. */
  degreeId: number | null
  studyFormIds: number[]
  /** Whether the form offers it (*Admission open*) and the period that applies: its own, or its degree's. */
  admission: { offered: boolean; period: AdmissionPeriod }
}
export type FacultyCard = {
  id: number
  slug: string
  name: string
  dean: string | null
  summary: string | null
  description: Faculty['description']
  image: Image | null
  /** Its own banner picture, over the faculties' one (Settings). */
  banner: Image | null
  programs: ProgramRow[]
  untranslated: boolean
  seo: Seo
}

export const listFaculties = cache(
  unstable_cache(
    async (locale: Locale): Promise<FacultyCard[]> => {
      const payload = await getPayloadClient()
      const names = { locale, fallbackLocale: 'en' as const, limit: 100, pagination: false, depth: 0 }
      const [faculties, programs, degrees, forms] = await Promise.all([
        findTranslated<Faculty>({ collection: 'faculties', locale, sort: 'order', limit: 100, titleField: 'name' }),
        findTranslated<Program>({ collection: 'programs', locale, sort: 'order', limit: 500, depth: 0, titleField: 'name' }),
        payload.find({ collection: 'degrees', ...names }),
        payload.find({ collection: 'study-forms', ...names }),
      ])
      const degreeNames = new Map(degrees.docs.map((doc) => [doc.id, doc.name]))
      const degreePeriods = new Map(degrees.docs.map((doc) => [doc.id, doc.admissionPeriod]))
      const formNames = new Map(forms.docs.map((doc) => [doc.id, doc.name]))
      const degreeName = (value: Program['degree']) => degreeNames.get(relationId(value) ?? 0) ?? ''
      const formName = (value: Program['studyForms'][number]) => formNames.get(relationId(value) ?? 0) ?? ''
      return faculties.docs.map((doc) => ({
        id: doc.id,
        slug: doc.slug ?? '',
        name: doc.name,
        dean: doc.dean ?? null,
        summary: doc.summary ?? null,
        description: doc.description ?? null,
        image: toImage(doc.image),
        banner: toImage(doc.banner),
        untranslated: doc.untranslated,
        seo: toSeo(doc.meta),
        programs: programs.docs
          .filter((program) => relationId(program.faculty) === doc.id)
          .map((program) => ({
            id: program.id,
            slug: program.slug ?? null,
            name: program.name,
            code: program.code ?? null,
            degree: degreeName(program.degree),
            studyForms: program.studyForms.map(formName),
            languages: program.languages,
            durationYears: program.durationYears,
            tuitionFee: program.tuitionFee,
            degreeId: relationId(program.degree) ?? null,
            studyFormIds: program.studyForms.map((form) => relationId(form)).filter((id): id is number => id !== undefined),
            admission: {
              offered: program.admissionOpen !== false,
              period: effectivePeriod(program.admissionPeriod, degreePeriods.get(relationId(program.degree) ?? 0)),
            },
          })),
      }))
    },
    ['faculties-list'],
    { tags: [TAGS.faculties, TAGS.programs] },
  ),
)

/** One faculty's page: the list's card of it (with its programmes), its staff and its latest news. */
export const findFacultyBySlug = cache(
  async (locale: Locale, slug: string): Promise<FacultyCard | null> => (await listFaculties(locale)).find((faculty) => faculty.slug === slug) ?? null,
)

export type ProgramDetail = ProgramRow & {
  faculty: { slug: string; name: string }
  overview: Program['overview']
  outcomes: Program['outcomes']
  curriculum: Program['curriculum']
  requirements: Program['requirements']
  careers: Program['careers']
  banner: Image | null
  untranslated: boolean
  inEnglish: string[]
  seo: Seo
}

/** A programme's page, found by its faculty's slug and its own. */
export const findProgram = cache((locale: Locale, facultySlug: string, slug: string) =>
  unstable_cache(
    async (): Promise<ProgramDetail | null> => {
      const faculty = (await listFaculties(locale)).find((item) => item.slug === facultySlug)
      const row = faculty?.programs.find((program) => program.slug === slug)
      if (!faculty || !row) return null
      const { docs } = await findTranslated<Program>({
        collection: 'programs',
        locale,
        where: { id: { equals: row.id } },
        limit: 1,
        depth: 1,
        titleField: 'name',
      })
      const doc = docs[0]
      if (!doc) return null
      return {
        ...row,
        faculty: { slug: faculty.slug, name: faculty.name },
        overview: doc.overview ?? null,
        outcomes: doc.outcomes ?? null,
        curriculum: doc.curriculum ?? null,
        requirements: doc.requirements ?? null,
        careers: doc.careers ?? null,
        banner: toImage(doc.banner),
        untranslated: doc.untranslated,
        inEnglish: doc.inEnglish,
        seo: toSeo(doc.meta),
      }
    },
    ['program', locale, facultySlug, slug],
    { tags: [TAGS.faculties, TAGS.programs] },
  )(),
)
