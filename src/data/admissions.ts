import 'server-only'

import { unstable_cache } from 'next/cache'

import type { AdmissionPeriod } from '@/admissions/shared/periods'
import { TAGS } from '@/cache/tags'
import type { Locale } from '@/i18n/locales'

import { listFaculties } from './faculties'

/**
 * Pages that say whether a programme is open (its page, the home page's deadline, the deadlines
 * calendar) are made again at least this often, so a period that opens or closes shows within a
 * minute with no one saving anything (as the events lists do, docs/decisions/024).
 */
export const ADMISSIONS_REFRESH_SECONDS = 60

export type ProgrammePeriod = {
  id: number
  name: string
  slug: string | null
  facultySlug: string
  degreeId: number | null
  degree: string
  offered: boolean
  period: AdmissionPeriod
}

/** Every programme with the admission period that applies to it, in the catalogue's order. */
export const listAdmissionPeriods = unstable_cache(
  async (locale: Locale): Promise<ProgrammePeriod[]> =>
    (await listFaculties(locale)).flatMap((faculty) =>
      faculty.programs.map((program) => ({
        id: program.id,
        name: program.name,
        slug: program.slug,
        facultySlug: faculty.slug,
        degreeId: program.degreeId,
        degree: program.degree,
        ...program.admission,
      })),
    ),
  ['admission-periods'],
  { tags: [TAGS.programs, TAGS.faculties], revalidate: ADMISSIONS_REFRESH_SECONDS },
)
