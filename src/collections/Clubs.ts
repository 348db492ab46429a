import type { CollectionConfig } from 'payload'

import { editorialContent } from '@/access'
import { combineHooks } from '@/lib/hooks'
import { searchIndexHooks } from '@/search/server/indexer'
import { revalidateList } from '@/cache/revalidate'
import { TAGS } from '@/cache/tags'
import { orderField } from '@/fields/content'
import { slugField } from '@/fields/slug'

export const Clubs: CollectionConfig = {
  slug: 'clubs',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'order'], group: 'Content' },
  access: editorialContent,
  defaultSort: 'order',
  fields: [
    { name: 'name', type: 'text', localized: true, required: true },
    slugField('name'),
    orderField,
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'schedule', type: 'text', localized: true, admin: { description: 'When and where the club meets.' } },
    { name: 'contact', type: 'text', admin: { description: 'A link to join: Telegram group, form or e-mail (mailto:).' } },
  ],
  hooks: combineHooks(revalidateList(TAGS.clubs), searchIndexHooks('clubs')),
}
