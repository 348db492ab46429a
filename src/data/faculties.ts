import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { TAGS } from '@/cache/tags'
import { relationId } from '@/lib/relation'
import type { Locale } from '@/i18n/locales'
import type { Faculty, Program } from '@/payload-types'

import { type Image, toImage } from './images'
import { getPayloadClient } from './payload'
import { findTranslated } from './translated'

export type ProgramRow = {
  id: number
  name: string
  code: string | null
  degree: string
  studyForms: string[]
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
      const payload = await getPayloadClient()
      const names = { locale, fallbackLocale: 'en' as const, limit: 100, pagination: false, depth: 0 }
      const [faculties, programs, degrees, forms] = await Promise.all([
        findTranslated<Faculty>({ collection: 'faculties', locale, sort: 'order', limit: 100, titleField: 'name' }),
        findTranslated<Program>({ collection: 'programs', locale, sort: 'order', limit: 500, depth: 0, titleField: 'name' }),
        payload.find({ collection: 'degrees', ...names }),
        payload.find({ collection: 'study-forms', ...names }),
      ])
      const degreeNames = new Map(degrees.docs.map((doc) => [doc.id, doc.name]))
      const formNames = new Map(forms.docs.map((doc) => [doc.id, doc.name]))
      const degreeName = (value: Program['degree']) => degreeNames.get(relationId(value) ?? 0) ?? ''
      const formName = (value: Program['studyForms'][number]) => formNames.get(relationId(value) ?? 0) ?? ''
      return faculties.docs.map((doc) => ({
        slug: doc.slug ?? '',
        name: doc.name,
        dean: doc.dean ?? null,
        summary: doc.summary ?? null,
        description: doc.description ?? null,
        image: toImage(doc.image),
        untranslated: doc.untranslated,
        programs: programs.docs
          .filter((program) => relationId(program.faculty) === doc.id)
          .map((program) => ({
            id: program.id,
            name: program.name,
            code: program.code ?? null,
            degree: degreeName(program.degree),
            studyForms: program.studyForms.map(formName),
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
