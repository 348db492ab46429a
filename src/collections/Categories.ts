import type { CollectionConfig, Where } from 'payload'

import { revalidateList } from '@/cache/revalidate'
import { TAGS } from '@/cache/tags'
import { orderField } from '@/fields/content'
import { slugField } from '@/fields/slug'
import { GROUPS, LABELS } from '@/i18n/admin/labels'

import { editorialWithTrash } from './editorial'

export const CATEGORY_KINDS = ['news', 'events'] as const
export type CategoryKind = (typeof CATEGORY_KINDS)[number]

/** The news and event categories: one list, each entry for news or for events. */
export const Categories: CollectionConfig = {
  slug: 'categories',
  ...editorialWithTrash,
  labels: { singular: { en: 'Category', ru: 'Категория', uz: 'Turkum' }, plural: { en: 'Categories', ru: 'Категории', uz: 'Turkumlar' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'kind', 'order'], group: GROUPS.content },
  defaultSort: 'order',
  fields: [
    { name: 'title', label: LABELS.title, type: 'text', localized: true, required: true },
    slugField(),
    {
      name: 'kind',
      label: { en: 'Used for', ru: 'Для чего', uz: 'Nima uchun' },
      type: 'select',
      required: true,
      defaultValue: 'news',
      options: [
        { value: 'news', label: { en: 'News', ru: 'Новости', uz: 'Yangiliklar' } },
        { value: 'events', label: { en: 'Events', ru: 'Мероприятия', uz: 'Tadbirlar' } },
      ],
      admin: { position: 'sidebar' },
    },
    orderField,
  ],
  // News and events show their category's title, so a renamed category expires them too.
  hooks: revalidateList(TAGS.categories, TAGS.news, TAGS.events),
}

/** The category field of a news item or an event: one category of its own kind. */
export const categoryField = (kind: CategoryKind) => ({
  name: 'category',
  label: { en: 'Category', ru: 'Категория', uz: 'Turkum' },
  type: 'relationship' as const,
  relationTo: 'categories' as const,
  index: true,
  admin: { position: 'sidebar' as const },
  filterOptions: (): Where => ({ kind: { equals: kind } }),
})
