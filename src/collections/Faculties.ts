import type { CollectionConfig } from 'payload'

import { editorialTrash } from '@/access'
import { combineHooks } from '@/lib/hooks'
import { redirectsOnAddressChange } from '@/redirects/automatic'
import { searchIndexHooks } from '@/search/server/indexer'
import { revalidateList } from '@/cache/revalidate'
import { TAGS } from '@/cache/tags'
import { orderField } from '@/fields/content'
import { slugField } from '@/fields/slug'
import { GROUPS, LABELS } from '@/i18n/admin/labels'
import { previewUrl } from '@/lib/preview'

export const Faculties: CollectionConfig = {
  slug: 'faculties',
  // Deleted documents wait in the trash for TRASH_DAYS, restorable (docs/decisions/047-trash-and-erasure.md).
  trash: true,
  labels: { singular: LABELS.faculty, plural: { en: 'Faculties', ru: 'Факультеты', uz: 'Fakultetlar' } },
  admin: { useAsTitle: 'name', preview: previewUrl('faculties'), defaultColumns: ['name', 'dean', 'order'], group: GROUPS.study },
  access: editorialTrash,
  // Every save kept: an editor can compare and restore any of the last 30.
  versions: { maxPerDoc: 30 },
  defaultSort: 'order',
  fields: [
    { name: 'name', label: LABELS.name, type: 'text', localized: true, required: true },
    slugField('name'),
    orderField,
    { name: 'dean', label: { en: 'Dean', ru: 'Декан', uz: 'Dekan' }, type: 'text', localized: true },
    { name: 'image', label: LABELS.image, type: 'upload', relationTo: 'media', required: true },
    { name: 'summary', label: LABELS.summary, type: 'textarea', localized: true, maxLength: 300 },
    { name: 'description', label: LABELS.description, type: 'richText', localized: true },
    {
      name: 'programs',
      label: { en: 'Programmes', ru: 'Направления', uz: 'Yoʻnalishlar' },
      type: 'join',
      collection: 'programs',
      on: 'faculty',
      defaultSort: 'order',
    },
  ],
  hooks: combineHooks(revalidateList(TAGS.faculties), searchIndexHooks('faculties'), redirectsOnAddressChange('faculties')),
}
