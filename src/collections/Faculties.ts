import { listedContent } from './listed'
import type { CollectionConfig } from 'payload'

import { combineHooks } from '@/lib/hooks'
import { redirectsOnAddressChange } from '@/redirects/automatic'
import { searchIndexHooks } from '@/search/server/indexer'
import { revalidateList } from '@/cache/revalidate'
import { TAGS } from '@/cache/tags'
import { bannerField, orderField } from '@/fields/content'
import { slugField } from '@/fields/slug'
import { GROUPS, LABELS } from '@/i18n/admin/labels'
import { previewUrl } from '@/lib/preview'

export const Faculties: CollectionConfig = {
  slug: 'faculties',
  ...listedContent,
  labels: { singular: LABELS.faculty, plural: { en: 'Faculties', ru: 'Факультеты', uz: 'Fakultetlar' } },
  admin: { useAsTitle: 'name', preview: previewUrl('faculties'), defaultColumns: ['name', 'dean', 'order'], group: GROUPS.study },
  fields: [
    { name: 'name', label: LABELS.name, type: 'text', localized: true, required: true },
    slugField('name'),
    orderField,
    { name: 'dean', label: { en: 'Dean', ru: 'Декан', uz: 'Dekan' }, type: 'text', localized: true },
    { name: 'image', label: LABELS.image, type: 'upload', relationTo: 'media', required: true },
    bannerField,
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
