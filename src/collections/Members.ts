import type { CollectionConfig } from 'payload'

import { editorialContent } from '@/access'
import { combineHooks } from '@/lib/hooks'
import { searchIndexHooks } from '@/search/server/indexer'
import { revalidateList } from '@/cache/revalidate'
import { TAGS } from '@/cache/tags'
import { orderField } from '@/fields/content'

/** Members of the academic council, listed under the team. */
export const Members: CollectionConfig = {
  slug: 'members',
  labels: { singular: 'Council member', plural: 'Council members' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'role', 'order'], group: 'People' },
  access: editorialContent,
  defaultSort: 'order',
  fields: [
    { name: 'name', type: 'text', localized: true, required: true },
    { name: 'role', type: 'text', localized: true, required: true },
    orderField,
    { name: 'photo', type: 'upload', relationTo: 'media' },
  ],
  hooks: combineHooks(revalidateList(TAGS.members), searchIndexHooks('members')),
}
