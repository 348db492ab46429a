import type { CollectionConfig } from 'payload'

import { editorialDrafts } from '@/access'
import { combineHooks } from '@/lib/hooks'
import { searchIndexHooks } from '@/search/server/indexer'
import { revalidateBySlug } from '@/cache/revalidate'
import { TAGS } from '@/cache/tags'
import { dateField, excerptField, galleryField } from '@/fields/content'
import { slugField } from '@/fields/slug'
import { previewUrl } from '@/lib/preview'

export const Events: CollectionConfig = {
  slug: 'events',
  admin: { useAsTitle: 'title', preview: previewUrl((slug) => `/events/${slug}`), defaultColumns: ['title', 'startsAt', 'place', '_status'], group: 'Content' },
  access: editorialDrafts,
  defaultSort: '-startsAt',
  versions: { drafts: { autosave: { interval: 2000 }, schedulePublish: true }, maxPerDoc: 30 },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    slugField(),
    dateField('startsAt', 'Starts'),
    {
      name: 'endsAt',
      label: 'Ends',
      type: 'date',
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
      validate: (value: unknown, { siblingData }: { siblingData: { startsAt?: string } }) =>
        !value || !siblingData.startsAt || new Date(String(value)) >= new Date(siblingData.startsAt) || 'The end must not be before the start.',
    },
    { name: 'place', type: 'text', localized: true },
    {
      name: 'registrationUrl',
      type: 'text',
      validate: (value: unknown) => !value || /^(https?:\/\/|\/)/.test(String(value)) || 'A full address (https://…) or a path (/form).',
    },
    { name: 'cover', type: 'upload', relationTo: 'media', required: true },
    excerptField,
    { name: 'body', type: 'richText', localized: true },
    galleryField(),
  ],
  hooks: combineHooks(revalidateBySlug(TAGS.events, TAGS.event), searchIndexHooks('events')),
}
