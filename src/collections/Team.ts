import type { CollectionConfig } from 'payload'

import { editorialContent } from '@/access'
import { combineHooks } from '@/lib/hooks'
import { searchIndexHooks } from '@/search/server/indexer'
import { revalidateList } from '@/cache/revalidate'
import { TAGS } from '@/cache/tags'
import { orderField } from '@/fields/content'

/** The university's leadership and staff shown on /team and on the home page. */
export const Team: CollectionConfig = {
  slug: 'team',
  labels: { singular: 'Team member', plural: 'Team' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'position', 'order'], group: 'People' },
  access: editorialContent,
  defaultSort: 'order',
  fields: [
    { name: 'name', type: 'text', localized: true, required: true },
    { name: 'position', type: 'text', localized: true, required: true },
    orderField,
    { name: 'photo', type: 'upload', relationTo: 'media', required: true },
    { name: 'bio', type: 'richText', localized: true },
    { name: 'email', type: 'email' },
    { name: 'phone', type: 'text' },
  ],
  hooks: combineHooks(revalidateList(TAGS.team), searchIndexHooks('team')),
}
