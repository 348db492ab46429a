import type { Field, FieldHook, PayloadRequest } from 'payload'

import { ours } from '@/i18n/admin/ours'

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
  label: { en: 'Address (slug)', ru: 'Адрес (slug)', uz: 'Manzil (slug)' },
  type: 'text',
  index: true,
  unique: true,
  admin: {
    position: 'sidebar',
    description: {
      en: 'Address of the page; filled from the title when left empty. Same in every language.',
      ru: 'Адрес страницы; если оставить пустым, составится из заголовка. Один для всех языков.',
      uz: 'Sahifa manzili; boʻsh qoldirilsa, sarlavhadan olinadi. Barcha tillarda bir xil.',
    },
  },
  hooks: { beforeValidate: [fromTitle(titleField)] },
  validate: (value: unknown, { req }: { req: PayloadRequest }) =>
    (typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)) || ours(req.t)('fieldChecks:slug'),
})
