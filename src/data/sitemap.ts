import 'server-only'

import { unstable_cache } from 'next/cache'

import { TAGS } from '@/cache/tags'

import { eventsPath, newsPath } from '@/lib/listQuery'
import { relationId } from '@/lib/relation'

import { listNewsYears } from './news'
import { getPayloadClient } from './payload'

type Entry = { path: string; lastModified: string | undefined }

const collections = [
  { slug: 'news', prefix: '/news' },
  { slug: 'events', prefix: '/events' },
  { slug: 'partners', prefix: '/partners' },
  { slug: 'galleries', prefix: '/gallery' },
  { slug: 'pages', prefix: '/static' },
  { slug: 'team', prefix: '/team' },
  { slug: 'members', prefix: '/team' },
] as const

/**
 * The list views worth finding on their own: each news category and year, each events category
 * (first pages; their later pages are linked from them). The same addresses as their canonical links.
 */
async function listViews(): Promise<Entry[]> {
  const payload = await getPayloadClient()
  const [{ docs: categories }, years] = await Promise.all([
    payload.find({
      collection: 'categories',
      limit: 500,
      depth: 0,
      overrideAccess: false,
      pagination: false,
      select: { slug: true, kind: true, updatedAt: true },
    }),
    listNewsYears(),
  ])
  return [
    ...categories.map((c) => ({
      path: c.kind === 'news' ? newsPath({ category: c.slug }) : eventsPath(false, { category: c.slug }),
      lastModified: c.updatedAt,
    })),
    ...years.map((year) => ({ path: newsPath({ year }), lastModified: undefined })),
  ]
}

/** Each faculty's page and each of its programmes' pages. */
async function studyPages(): Promise<Entry[]> {
  const payload = await getPayloadClient()
  const [{ docs: faculties }, { docs: programs }] = await Promise.all([
    payload.find({ collection: 'faculties', depth: 0, overrideAccess: false, pagination: false, select: { slug: true, updatedAt: true } }),
    payload.find({ collection: 'programs', depth: 0, overrideAccess: false, pagination: false, select: { slug: true, faculty: true, updatedAt: true } }),
  ])
  const facultySlugs = new Map(faculties.map((faculty) => [faculty.id, faculty.slug]))
  return [
    ...faculties.map((faculty) => ({ path: `/faculties/${faculty.slug}`, lastModified: faculty.updatedAt })),
    ...programs.flatMap((program) => {
      const faculty = facultySlugs.get(relationId(program.faculty) ?? 0)
      return faculty && program.slug ? [{ path: `/faculties/${faculty}/${program.slug}`, lastModified: program.updatedAt }] : []
    }),
  ]
}

/** Every public document with an address of its own (the same slug in every language). */
export const listSitemapEntries = unstable_cache(
  async (): Promise<Entry[]> => {
    const payload = await getPayloadClient()
    const lists = await Promise.all(
      collections.map(async ({ slug, prefix }) => {
        const { docs } = await payload.find({
          collection: slug,
          limit: 5000,
          depth: 0,
          draft: false,
          overrideAccess: false,
          pagination: false,
          select: { slug: true, updatedAt: true },
        })
        return docs.map((doc) => ({ path: `${prefix}/${(doc as { slug?: string }).slug}`, lastModified: doc.updatedAt }))
      }),
    )
    // An address staff and a council member both have (docs/decisions/063) is listed once.
    const seen = new Set<string>()
    return [...lists.flat(), ...(await studyPages()), ...(await listViews())].filter((entry) => !seen.has(entry.path) && Boolean(seen.add(entry.path)))
  },
  ['sitemap'],
  { tags: [TAGS.news, TAGS.events, TAGS.partners, TAGS.galleries, TAGS.pages, TAGS.team, TAGS.members, TAGS.categories, TAGS.faculties, TAGS.programs] },
)
