import 'server-only'

import { unstable_cache } from 'next/cache'

import { TAGS } from '@/cache/tags'

import { getPayloadClient } from './payload'

type Entry = { path: string; lastModified: string }

const collections = [
  { slug: 'news', prefix: '/news' },
  { slug: 'events', prefix: '/events' },
  { slug: 'partners', prefix: '/partners' },
  { slug: 'galleries', prefix: '/gallery' },
  { slug: 'pages', prefix: '/static' },
] as const

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
    return lists.flat()
  },
  ['sitemap'],
  { tags: [TAGS.news, TAGS.events, TAGS.partners, TAGS.galleries, TAGS.pages] },
)
