import type { CollectionConfig } from 'payload'

import { editorialContent } from '@/access'
import { combineHooks } from '@/lib/hooks'
import { searchIndexHooks } from '@/search/server/indexer'
import { revalidateBySlug } from '@/cache/revalidate'
import { TAGS } from '@/cache/tags'
import { galleryField, orderField } from '@/fields/content'
import { slugField } from '@/fields/slug'

export const Partners: CollectionConfig = {
  slug: 'partners',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'country', 'order'], group: 'Content' },
  access: editorialContent,
  defaultSort: 'order',
  fields: [
    { name: 'name', type: 'text', localized: true, required: true },
    slugField('name'),
    orderField,
    { name: 'logo', type: 'upload', relationTo: 'media', required: true },
    { name: 'country', type: 'text', localized: true },
    { name: 'url', type: 'text', validate: (v: unknown) => !v || /^https?:\/\//.test(String(v)) || 'A full address, https://…' },
    { name: 'summary', type: 'textarea', localized: true, maxLength: 300 },
    { name: 'description', type: 'richText', localized: true },
    galleryField(),
  ],
  hooks: combineHooks(revalidateBySlug(TAGS.partners, TAGS.partner), searchIndexHooks('partners')),
}
