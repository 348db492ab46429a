// The admissions catalogue: what the application form offers, in three languages.
// Directions (programmes) say which degree and forms of study they are offered in.
import type { CollectionConfig, Field } from 'payload'

import { anyone, isAdmissions } from '@/access'
import { revalidateList } from '@/cache/revalidate'
import { TAGS } from '@/cache/tags'
import { orderField } from '@/fields/content'

const catalogueAccess = { read: anyone, create: isAdmissions, update: isAdmissions, delete: isAdmissions }

const nameFields: Field[] = [
  { name: 'name', type: 'text', localized: true, required: true, maxLength: 120 },
  {
    name: 'code',
    type: 'text',
    unique: true,
    required: true,
    maxLength: 40,
    admin: { description: 'Stable identifier used by imports and the demo content, e.g. bachelor.' },
  },
  orderField,
]

const catalogue = (slug: string, singular: string, plural: string): CollectionConfig => ({
  slug,
  labels: { singular, plural },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'code', 'order'], group: 'Admissions' },
  access: catalogueAccess,
  defaultSort: 'order',
  fields: nameFields,
  // Faculty pages show degree and form names.
  hooks: revalidateList(TAGS.programs),
})

export const Degrees = catalogue('degrees', 'Degree', 'Degrees')
export const StudyForms = catalogue('study-forms', 'Form of study', 'Forms of study')
export const Regions = catalogue('regions', 'Region', 'Regions')
