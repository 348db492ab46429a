import type { CollectionConfig } from 'payload'

import { editorialContent } from '@/access'
import { combineHooks } from '@/lib/hooks'
import { searchIndexHooks } from '@/search/server/indexer'
import { revalidateList } from '@/cache/revalidate'
import { TAGS } from '@/cache/tags'
import { orderField } from '@/fields/content'
import { slugField } from '@/fields/slug'

export const Faculties: CollectionConfig = {
  slug: 'faculties',
  labels: { singular: 'Faculty', plural: 'Faculties' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'dean', 'order'], group: 'Study' },
  access: editorialContent,
  defaultSort: 'order',
  fields: [
    { name: 'name', type: 'text', localized: true, required: true },
    slugField('name'),
    orderField,
    { name: 'dean', type: 'text', localized: true },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    { name: 'summary', type: 'textarea', localized: true, maxLength: 300 },
    { name: 'description', type: 'richText', localized: true },
    { name: 'programs', type: 'join', collection: 'programs', on: 'faculty', defaultSort: 'order' },
  ],
  hooks: combineHooks(revalidateList(TAGS.faculties), searchIndexHooks('faculties')),
}
