import type { CollectionConfig } from 'payload'

import { editorialContent } from '@/access'
import { combineHooks } from '@/lib/hooks'
import { searchIndexHooks } from '@/search/server/indexer'
import { revalidateList } from '@/cache/revalidate'
import { TAGS } from '@/cache/tags'
import { orderField } from '@/fields/content'

export const TEACHING_LANGUAGES = ['uz', 'ru', 'en'] as const

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }))

/**
 * A study programme (direction) of a faculty, with its fee: what an applicant applies
 * for. Its degree and forms of study decide where the application form offers it.
 */
export const Programs: CollectionConfig = {
  slug: 'programs',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'faculty', 'degree', 'tuitionFee'], group: 'Study' },
  access: editorialContent,
  defaultSort: 'order',
  fields: [
    { name: 'name', type: 'text', localized: true, required: true },
    { name: 'code', type: 'text', admin: { description: 'Classifier code of the direction, e.g. 60610500.' } },
    { name: 'faculty', type: 'relationship', relationTo: 'faculties', required: true, index: true },
    orderField,
    { name: 'degree', type: 'relationship', relationTo: 'degrees', required: true, index: true },
    { name: 'studyForms', type: 'relationship', relationTo: 'study-forms', hasMany: true, required: true },
    {
      name: 'admissionOpen',
      type: 'checkbox',
      defaultValue: true,
      admin: { position: 'sidebar', description: 'Offered in the online application form.' },
    },
    { name: 'languages', type: 'select', hasMany: true, required: true, options: options(TEACHING_LANGUAGES) },
    { name: 'durationYears', type: 'number', required: true, min: 1, max: 8 },
    { name: 'tuitionFee', type: 'number', required: true, min: 0, admin: { description: 'Per year, in UZS.' } },
  ],
  hooks: combineHooks(revalidateList(TAGS.programs), searchIndexHooks('programs')),
}
