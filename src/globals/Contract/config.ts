// The contract an approved applicant receives, as a template staff edit in three
// languages. {placeholders} are filled from the application (see admissions/contract.ts).
import type { GlobalConfig } from 'payload'

import { isAdmissions } from '@/access'
import { admissionsGroup } from '@/access/adminGroups'
import { CONTRACT_PLACEHOLDERS } from '@/admissions/server/contract'
import { type AdminText, LABELS } from '@/i18n/admin/labels'

const placeholders = CONTRACT_PLACEHOLDERS.map((name) => `{${name}}`).join(', ')

const help: AdminText = {
  en: `Placeholders filled from the application: ${placeholders}.`,
  ru: `Подстановки из заявки: ${placeholders}.`,
  uz: `Arizadan toʻldiriladigan oʻrinlar: ${placeholders}.`,
}

/** A field's own words, then the list of placeholders, in each language. */
const withHelp = (text: AdminText): AdminText => ({ en: `${text.en} ${help.en}`, ru: `${text.ru} ${help.ru}`, uz: `${text.uz} ${help.uz}` })

export const Contract: GlobalConfig = {
  slug: 'contract',
  label: { en: 'Contract template', ru: 'Шаблон договора', uz: 'Shartnoma shabloni' },
  admin: { ...admissionsGroup, description: help },
  graphQL: false,
  access: { read: isAdmissions, readVersions: isAdmissions, update: isAdmissions },
  versions: { max: 30 },
  fields: [
    {
      name: 'title',
      label: LABELS.title,
      type: 'text',
      localized: true,
      required: true,
      admin: {
        description: {
          en: 'For example: Contract No. {number} for paid education',
          ru: 'Например: Договор № {number} о платном обучении',
          uz: 'Masalan: Toʻlov-kontrakt asosida oʻqitish toʻgʻrisidagi {number}-sonli shartnoma',
        },
      },
    },
    { name: 'city', label: { en: 'City', ru: 'Город', uz: 'Shahar' }, type: 'text', localized: true, required: true },
    {
      name: 'sections',
      label: { en: 'Sections', ru: 'Разделы', uz: 'Boʻlimlar' },
      labels: { singular: { en: 'Section', ru: 'Раздел', uz: 'Boʻlim' }, plural: { en: 'Sections', ru: 'Разделы', uz: 'Boʻlimlar' } },
      type: 'array',
      minRows: 1,
      required: true,
      fields: [
        { name: 'heading', label: { en: 'Heading', ru: 'Заголовок', uz: 'Sarlavha' }, type: 'text', localized: true, required: true },
        {
          name: 'body',
          label: LABELS.text,
          type: 'textarea',
          localized: true,
          required: true,
          admin: { description: withHelp({ en: 'One paragraph per line.', ru: 'Каждый абзац с новой строки.', uz: 'Har bir xatboshi yangi qatordan.' }) },
        },
      ],
    },
    {
      name: 'university',
      label: { en: 'University details', ru: 'Реквизиты университета', uz: 'Universitet rekvizitlari' },
      type: 'textarea',
      localized: true,
      required: true,
      admin: {
        description: {
          en: 'Name, address, bank details: one per line, printed under the university’s signature.',
          ru: 'Название, адрес, банковские реквизиты — по одному на строке; печатаются под подписью университета.',
          uz: 'Nomi, manzili, bank rekvizitlari — har biri alohida qatorda; universitet imzosi ostida chop etiladi.',
        },
      },
    },
    {
      name: 'studentLines',
      label: { en: 'Student details', ru: 'Данные студента', uz: 'Talaba maʼlumotlari' },
      type: 'textarea',
      localized: true,
      required: true,
      admin: {
        description: withHelp({
          en: 'Printed under the student’s signature, one per line.',
          ru: 'Печатаются под подписью студента, по одному на строке.',
          uz: 'Talaba imzosi ostida chop etiladi, har biri alohida qatorda.',
        }),
      },
    },
  ],
}
