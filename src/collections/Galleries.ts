import type { CollectionConfig } from 'payload'

import { editorialContent } from '@/access'
import { combineHooks } from '@/lib/hooks'
import { searchIndexHooks } from '@/search/server/indexer'
import { revalidateBySlug } from '@/cache/revalidate'
import { TAGS } from '@/cache/tags'
import { dateField, galleryField } from '@/fields/content'
import { slugField } from '@/fields/slug'
import { parseVideoUrl } from '@/lib/video'

/** Photo albums and video albums. A video is a link: YouTube or a direct .mp4/.webm file. */
export const Galleries: CollectionConfig = {
  slug: 'galleries',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'kind', 'date'], group: 'Content' },
  access: editorialContent,
  defaultSort: '-date',
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    slugField(),
    dateField(),
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'photo',
      options: [
        { label: 'Photo album', value: 'photo' },
        { label: 'Video album', value: 'video' },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'cover', type: 'upload', relationTo: 'media', required: true },
    galleryField('photos', (data) => data?.kind !== 'video'),
    {
      name: 'videos',
      type: 'array',
      admin: { condition: (data) => data?.kind === 'video' },
      fields: [
        { name: 'title', type: 'text', localized: true, required: true },
        {
          name: 'url',
          type: 'text',
          required: true,
          validate: (v: unknown) => Boolean(parseVideoUrl(String(v ?? ''))) || 'A YouTube link or the address of an .mp4 or .webm file.',
        },
      ],
    },
  ],
  hooks: combineHooks(revalidateBySlug(TAGS.galleries, TAGS.gallery), searchIndexHooks('galleries')),
}
