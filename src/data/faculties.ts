import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { TAGS } from '@/cache/tags'
import type { Locale } from '@/i18n/locales'
import type { Faculty, Program } from '@/payload-types'

import { type Image, toImage } from './images'
import { findTranslated } from './translated'

export type ProgramRow = {
  id: number
  name: string
  code: string | null
  degree: Program['degree']
  studyForms: Program['studyForms']
  languages: Program['languages']
  durationYears: number
  tuitionFee: number
}
export type FacultyCard = {
  slug: string
  name: string
  dean: string | null
  summary: string | null
  description: Faculty['description']
  image: Image | null
  programs: ProgramRow[]
  untranslated: boolean
}

export const listFaculties = cache(
  unstable_cache(
    async (locale: Locale): Promise<FacultyCard[]> => {
      const [faculties, programs] = await Promise.all([
        findTranslated<Faculty>({ collection: 'faculties', locale, sort: 'order', limit: 100, titleField: 'name' }),
        findTranslated<Program>({ collection: 'programs', locale, sort: 'order', limit: 500, depth: 0, titleField: 'name' }),
      ])
      return faculties.docs.map((doc) => ({
        slug: doc.slug ?? '',
        name: doc.name,
        dean: doc.dean ?? null,
        summary: doc.summary ?? null,
        description: doc.description ?? null,
        image: toImage(doc.image),
        untranslated: doc.untranslated,
        programs: programs.docs
          .filter((program) => (typeof program.faculty === 'number' ? program.faculty : program.faculty?.id) === doc.id)
          .map((program) => ({
            id: program.id,
            name: program.name,
            code: program.code ?? null,
            degree: program.degree,
            studyForms: program.studyForms,
            languages: program.languages,
            durationYears: program.durationYears,
            tuitionFee: program.tuitionFee,
          })),
      }))
    },
    ['faculties-list'],
    { tags: [TAGS.faculties, TAGS.programs] },
  ),
)
