import type { Field, FieldHook } from 'payload'

import { slugify } from './slugify'

/** Fills an empty slug from the title (in whichever language the editor wrote first). */
const fromTitle =
  (titleField: string): FieldHook =>
  ({ value, data, originalDoc }) => {
    if (typeof value === 'string' && value.trim()) return slugify(value)
    const title = data?.[titleField] ?? originalDoc?.[titleField]
    const text = typeof title === 'string' ? title : title && Object.values(title).find(Boolean)
    return typeof text === 'string' ? slugify(text) : value
  }

/** One slug per document, shared by its three languages, unique in its collection. */
export const slugField = (titleField = 'title'): Field => ({
  name: 'slug',
  type: 'text',
  index: true,
  unique: true,
  admin: {
    position: 'sidebar',
    description: 'Address of the page; filled from the title when left empty. Same in every language.',
  },
  hooks: { beforeValidate: [fromTitle(titleField)] },
  validate: (value: unknown) =>
    typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
      ? true
      : 'Use lower-case Latin letters, digits and single hyphens (or leave it empty to fill it from the title).',
})
