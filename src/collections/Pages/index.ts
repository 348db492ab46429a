import type { CollectionConfig } from 'payload'

import { editorialDrafts } from '@/access'
import { combineHooks } from '@/lib/hooks'
import { searchIndexHooks } from '@/search/server/indexer'
import { revalidateBySlug } from '@/cache/revalidate'
import { TAGS } from '@/cache/tags'
import { galleryField } from '@/fields/content'
import { slugField } from '@/fields/slug'
import { previewUrl } from '@/lib/preview'

/** Static pages, reached from the menu at /static/{slug}. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: { useAsTitle: 'title', preview: previewUrl((slug) => `/static/${slug}`), defaultColumns: ['title', 'slug', '_status', 'updatedAt'], group: 'Content' },
  access: editorialDrafts,
  versions: { drafts: true, maxPerDoc: 20 },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    slugField(),
    {
      name: 'bannerTitle',
      type: 'text',
      localized: true,
      admin: { description: 'Shown in the page banner instead of the title when set.' },
    },
    { name: 'bannerImage', type: 'upload', relationTo: 'media' },
    { name: 'body', type: 'richText', localized: true },
    galleryField(),
  ],
  hooks: combineHooks(revalidateBySlug(TAGS.pages, TAGS.page), searchIndexHooks('pages')),
}
