import { listedContent } from './listed'
import type { CollectionConfig, PayloadRequest } from 'payload'

import { combineHooks } from '@/lib/hooks'
import { redirectsOnAddressChange } from '@/redirects/automatic'
import { searchIndexHooks } from '@/search/server/indexer'
import { revalidateBySlug } from '@/cache/revalidate'
import { TAGS } from '@/cache/tags'
import { galleryField, orderField } from '@/fields/content'
import { slugField } from '@/fields/slug'
import { GROUPS, LABELS } from '@/i18n/admin/labels'
import { ours } from '@/i18n/admin/ours'

export const Partners: CollectionConfig = {
  slug: 'partners',
  ...listedContent,
  labels: { singular: { en: 'Partner', ru: 'Партнёр', uz: 'Hamkor' }, plural: { en: 'Partners', ru: 'Партнёры', uz: 'Hamkorlar' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'country', 'order'], group: GROUPS.content },
  fields: [
    { name: 'name', label: LABELS.name, type: 'text', localized: true, required: true },
    slugField('name'),
    orderField,
    { name: 'logo', label: { en: 'Logo', ru: 'Логотип', uz: 'Logotip' }, type: 'upload', relationTo: 'media', required: true },
    { name: 'country', label: { en: 'Country', ru: 'Страна', uz: 'Mamlakat' }, type: 'text', localized: true },
    {
      name: 'url',
      label: { en: 'Website', ru: 'Сайт', uz: 'Veb-sayt' },
      type: 'text',
      validate: (v: unknown, { req }: { req: PayloadRequest }) => !v || /^https?:\/\//.test(String(v)) || ours(req.t)('fieldChecks:fullAddress'),
    },
    { name: 'summary', label: LABELS.summary, type: 'textarea', localized: true, maxLength: 300 },
    { name: 'description', label: LABELS.description, type: 'richText', localized: true },
    galleryField(),
  ],
  hooks: combineHooks(revalidateBySlug(TAGS.partners, TAGS.partner), searchIndexHooks('partners'), redirectsOnAddressChange('partners')),
}
