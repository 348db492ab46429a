import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { TAGS } from '@/cache/tags'
import type { Locale } from '@/i18n/locales'
import { relationId } from '@/lib/relation'
import type { Club, Member, Team } from '@/payload-types'

import { type Image, toImage } from './images'
import { findTranslated } from './translated'

export type TeamMember = {
  id: number
  /** Their page's address, /team/{slug}. */
  slug: string
  faculty: number | null
  name: string
  position: string
  photo: Image | null
  bio: Team['bio']
  email: string | null
  phone: string | null
  untranslated: boolean
}
export type CouncilMember = { id: number; slug: string; name: string; role: string; photo: Image | null; untranslated: boolean }
export type ClubCard = {
  slug: string
  name: string
  description: string | null
  schedule: string | null
  contact: string | null
  image: Image | null
  untranslated: boolean
}

export const listTeam = cache(
  unstable_cache(
    async (locale: Locale): Promise<TeamMember[]> => {
      const { docs } = await findTranslated<Team>({ collection: 'team', locale, sort: 'order', limit: 200, titleField: 'name' })
      return docs.map((doc) => ({
        id: doc.id,
        slug: doc.slug ?? '',
        faculty: relationId(doc.faculty) ?? null,
        name: doc.name,
        position: doc.position,
        photo: toImage(doc.photo),
        bio: doc.bio ?? null,
        email: doc.email ?? null,
        phone: doc.phone ?? null,
        untranslated: doc.untranslated,
      }))
    },
    ['team-list'],
    { tags: [TAGS.team] },
  ),
)

export const listMembers = cache(
  unstable_cache(
    async (locale: Locale): Promise<CouncilMember[]> => {
      const { docs } = await findTranslated<Member>({ collection: 'members', locale, sort: 'order', limit: 200, titleField: 'name' })
      return docs.map((doc) => ({
        id: doc.id,
        slug: doc.slug ?? '',
        name: doc.name,
        role: doc.role,
        photo: toImage(doc.photo),
        untranslated: doc.untranslated,
      }))
    },
    ['members-list'],
    { tags: [TAGS.members] },
  ),
)

export const listClubs = cache(
  unstable_cache(
    async (locale: Locale): Promise<ClubCard[]> => {
      const { docs } = await findTranslated<Club>({ collection: 'clubs', locale, sort: 'order', limit: 200, titleField: 'name' })
      return docs.map((doc) => ({
        slug: doc.slug ?? '',
        name: doc.name,
        description: doc.description ?? null,
        schedule: doc.schedule ?? null,
        contact: doc.contact ?? null,
        image: toImage(doc.image),
        untranslated: doc.untranslated,
      }))
    },
    ['clubs-list'],
    { tags: [TAGS.clubs] },
  ),
)
