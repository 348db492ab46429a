// The admissions catalogue: what the application form offers, in three languages.
// Directions (programmes) say which degree and forms of study they are offered in.
import type { CollectionConfig, Field } from 'payload'

import { anyone, isAdmissions } from '@/access'
import { revalidateList } from '@/cache/revalidate'
import { TAGS } from '@/cache/tags'
import { admissionPeriodField } from '@/fields/admissionPeriod'
import { orderField } from '@/fields/content'
import { type AdminText, GROUPS, LABELS } from '@/i18n/admin/labels'

const catalogueAccess = { read: anyone, create: isAdmissions, update: isAdmissions, delete: isAdmissions }

const nameFields: Field[] = [
  { name: 'name', label: LABELS.name, type: 'text', localized: true, required: true, maxLength: 120 },
  {
    name: 'code',
    label: LABELS.code,
    type: 'text',
    unique: true,
    required: true,
    maxLength: 40,
    admin: {
      description: {
        en: 'Stable identifier used by imports and the demo content, e.g. bachelor.',
        ru: 'Постоянный идентификатор для импорта и демо-содержимого, например bachelor.',
        uz: 'Import va namunaviy kontent foydalanadigan oʻzgarmas identifikator, masalan bachelor.',
      },
    },
  },
  orderField,
]

const catalogue = (slug: string, singular: AdminText, plural: AdminText): CollectionConfig => ({
  slug,
  labels: { singular, plural },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'code', 'order'], group: GROUPS.admissions },
  access: catalogueAccess,
  defaultSort: 'order',
  fields: nameFields,
  // Faculty pages show degree and form names.
  hooks: revalidateList(TAGS.programs),
})

const degrees = catalogue('degrees', LABELS.degree, { en: 'Degrees', ru: 'Ступени обучения', uz: 'Taʼlim bosqichlari' })
// A degree's admission period applies to every programme of it that has no dates of its own.
export const Degrees: CollectionConfig = { ...degrees, fields: [...nameFields, admissionPeriodField('degree')] }
export const StudyForms = catalogue('study-forms', LABELS.studyForm, { en: 'Forms of study', ru: 'Формы обучения', uz: 'Taʼlim shakllari' })
export const Regions = catalogue('regions', LABELS.region, { en: 'Regions', ru: 'Регионы', uz: 'Hududlar' })
