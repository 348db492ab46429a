import { listedContent } from './listed'
import type { CollectionConfig } from 'payload'

import { combineHooks } from '@/lib/hooks'
import { searchIndexHooks } from '@/search/server/indexer'
import { revalidateList } from '@/cache/revalidate'
import { TAGS } from '@/cache/tags'
import { admissionPeriodField } from '@/fields/admissionPeriod'
import { bannerField, orderField } from '@/fields/content'
import { slugField } from '@/fields/slug'
import { GROUPS, LABELS, languageOptions } from '@/i18n/admin/labels'
import { previewUrl } from '@/lib/preview'

export const TEACHING_LANGUAGES = ['uz', 'ru', 'en'] as const

const teachingLanguageOptions = TEACHING_LANGUAGES.map((code) => languageOptions.find(({ value }) => value === code)!)

/**
 * A study programme (direction) of a faculty, with its fee: what an applicant applies
 * for. Its degree and forms of study decide where the application form offers it.
 */
export const Programs: CollectionConfig = {
  slug: 'programs',
  ...listedContent,
  labels: { singular: { en: 'Programme', ru: 'Направление', uz: 'Yoʻnalish' }, plural: { en: 'Programmes', ru: 'Направления', uz: 'Yoʻnalishlar' } },
  admin: { useAsTitle: 'name', preview: previewUrl('programs'), defaultColumns: ['name', 'faculty', 'degree', 'tuitionFee'], group: GROUPS.study },
  fields: [
    { name: 'name', label: LABELS.name, type: 'text', localized: true, required: true },
    slugField('name'),
    {
      name: 'code',
      label: LABELS.code,
      type: 'text',
      admin: {
        description: {
          en: 'Classifier code of the direction, e.g. 60610500.',
          ru: 'Код направления по классификатору, например 60610500.',
          uz: 'Yoʻnalishning klassifikator boʻyicha kodi, masalan 60610500.',
        },
      },
    },
    { name: 'faculty', label: LABELS.faculty, type: 'relationship', relationTo: 'faculties', required: true, index: true },
    orderField,
    { name: 'degree', label: LABELS.degree, type: 'relationship', relationTo: 'degrees', required: true, index: true },
    {
      name: 'studyForms',
      label: { en: 'Forms of study', ru: 'Формы обучения', uz: 'Taʼlim shakllari' },
      type: 'relationship',
      relationTo: 'study-forms',
      hasMany: true,
      required: true,
    },
    {
      name: 'admissionOpen',
      label: { en: 'Admission open', ru: 'Приём открыт', uz: 'Qabul ochiq' },
      type: 'checkbox',
      defaultValue: true,
      admin: {
        position: 'sidebar',
        description: {
          en: 'Offered in the online application form, during its admission period (below, or its degree’s). Off: not offered at all.',
          ru: 'Предлагается в онлайн-форме заявки в период приёма (ниже или период ступени обучения). Выключено — не предлагается совсем.',
          uz: 'Onlayn ariza shaklida qabul muddatida taklif etiladi (quyida yoki taʼlim bosqichiniki). Oʻchirilgan — umuman taklif etilmaydi.',
        },
      },
    },
    {
      name: 'languages',
      label: { en: 'Teaching languages', ru: 'Языки обучения', uz: 'Taʼlim tillari' },
      type: 'select',
      hasMany: true,
      required: true,
      options: teachingLanguageOptions,
    },
    {
      name: 'durationYears',
      label: { en: 'Duration (years)', ru: 'Срок обучения (лет)', uz: 'Oʻqish muddati (yil)' },
      type: 'number',
      required: true,
      min: 1,
      max: 8,
    },
    {
      name: 'tuitionFee',
      label: { en: 'Tuition fee', ru: 'Стоимость обучения', uz: 'Toʻlov-kontrakt miqdori' },
      type: 'number',
      required: true,
      min: 0,
      admin: { description: { en: 'Per year, in UZS.', ru: 'За год, в сумах.', uz: 'Bir yil uchun, soʻmda.' } },
    },
    admissionPeriodField('program'),
    bannerField,
    { name: 'overview', label: LABELS.description, type: 'richText', localized: true },
    {
      name: 'outcomes',
      label: { en: 'What graduates can do', ru: 'Чему научатся выпускники', uz: 'Bitiruvchilar nimalarni oʻrganadi' },
      type: 'richText',
      localized: true,
    },
    { name: 'curriculum', label: { en: 'Curriculum', ru: 'Учебный план', uz: 'Oʻquv reja' }, type: 'richText', localized: true },
    { name: 'requirements', label: { en: 'Entry requirements', ru: 'Условия поступления', uz: 'Qabul shartlari' }, type: 'richText', localized: true },
    { name: 'careers', label: { en: 'Careers', ru: 'Карьера выпускников', uz: 'Bitiruvchilar faoliyati' }, type: 'richText', localized: true },
  ],
  hooks: combineHooks(revalidateList(TAGS.programs), searchIndexHooks('programs')),
}
