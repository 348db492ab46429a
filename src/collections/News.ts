import type { CollectionConfig } from 'payload'

import { combineHooks } from '@/lib/hooks'
import { redirectsOnAddressChange } from '@/redirects/automatic'
import { searchIndexHooks } from '@/search/server/indexer'
import { revalidateBySlug } from '@/cache/revalidate'
import { TAGS } from '@/cache/tags'
import { dateField, excerptField, facultyField, galleryField } from '@/fields/content'
import { slugField } from '@/fields/slug'

import { categoryField } from './Categories'
import { GROUPS, LABELS } from '@/i18n/admin/labels'
import { previewUrl } from '@/lib/preview'
import { staffNoticesField } from '@/notices/field'

import { editorialWithDrafts } from './editorial'

export const News: CollectionConfig = {
  slug: 'news',
  ...editorialWithDrafts,
  labels: { singular: { en: 'News item', ru: 'Новость', uz: 'Yangilik' }, plural: { en: 'News', ru: 'Новости', uz: 'Yangiliklar' } },
  admin: { useAsTitle: 'title', preview: previewUrl('news'), defaultColumns: ['title', 'date', '_status'], group: GROUPS.content },
  defaultSort: '-date',
  fields: [
    staffNoticesField(),
    { name: 'title', label: LABELS.title, type: 'text', localized: true, required: true },
    slugField(),
    categoryField('news'),
    facultyField({ en: 'Shown on the faculty’s page too.', ru: 'Показывается и на странице факультета.', uz: 'Fakultet sahifasida ham koʻrsatiladi.' }),
    dateField(),
    { name: 'cover', label: LABELS.cover, type: 'upload', relationTo: 'media', required: true },
    excerptField,
    { name: 'body', label: LABELS.text, type: 'richText', localized: true },
    galleryField(),
  ],
  hooks: combineHooks(revalidateBySlug(TAGS.news, TAGS.newsItem), searchIndexHooks('news'), redirectsOnAddressChange('news')),
}
