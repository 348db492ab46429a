import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { TAGS } from '@/cache/tags'
import type { Locale } from '@/i18n/locales'
import { relationId } from '@/lib/relation'
import type { Member, Team } from '@/payload-types'

import { listFaculties } from './faculties'
import { type Image, toImage } from './images'
import { findTranslated } from './translated'

/** One person's page, /team/{slug}: a staff member or a council member. */
export type PersonPage = {
  kind: 'team' | 'members'
  slug: string
  name: string
  /** The staff member's position, or the council member's role on the council. */
  role: string
  photo: Image | null
  bio: Team['bio']
  faculty: { slug: string; name: string } | null
  office: string | null
  officeHours: string | null
  email: string | null
  phone: string | null
  untranslated: boolean
  /** Fields shown in English because they are empty in the visitor's language. */
  inEnglish: string[]
}

type PersonDoc = (Team | Member) & { untranslated: boolean; inEnglish: string[] }

async function findIn(kind: PersonPage['kind'], locale: Locale, slug: string): Promise<PersonDoc | null> {
  const { docs } = await findTranslated<Team | Member>({ collection: kind, locale, where: { slug: { equals: slug } }, limit: 1, depth: 1, titleField: 'name' })
  return docs[0] ?? null
}

/**
 * The person at /team/{slug}. Staff come first: an address both kinds have (possible only for
 * people listed before the slugs were kept apart) is the staff member's (docs/decisions/063).
 */
export const findPersonBySlug = cache((locale: Locale, slug: string) =>
  unstable_cache(
    async (): Promise<PersonPage | null> => {
      const staff = await findIn('team', locale, slug)
      const doc = staff ?? (await findIn('members', locale, slug))
      if (!doc) return null
      const facultyId = relationId(doc.faculty)
      const faculty = facultyId ? (await listFaculties(locale)).find((item) => item.id === facultyId) : undefined
      return {
        kind: staff ? 'team' : 'members',
        slug,
        name: doc.name,
        role: 'position' in doc ? doc.position : doc.role,
        photo: toImage(doc.photo),
        bio: doc.bio ?? null,
        faculty: faculty ? { slug: faculty.slug, name: faculty.name } : null,
        office: doc.office ?? null,
        officeHours: doc.officeHours ?? null,
        email: doc.email ?? null,
        phone: doc.phone ?? null,
        untranslated: doc.untranslated,
        inEnglish: doc.inEnglish,
      }
    },
    ['person', locale, slug],
    { tags: [TAGS.team, TAGS.members, TAGS.faculties] },
  )(),
)
