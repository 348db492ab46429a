import type { Field } from 'payload'

import { LABELS } from '@/i18n/admin/labels'

import { slugField } from './slug'

/** What a person's own page (/team/{slug}) shows beyond their card: staff and council members alike. */
export const personPageFields = (): Field[] => [
  // Both kinds of people live under /team/{slug}: a staff member's slug is taken for council members and the reverse.
  slugField('name', ['team', 'members']),
  {
    name: 'office',
    label: { en: 'Office', ru: 'Кабинет', uz: 'Xona' },
    type: 'text',
    localized: true,
    admin: {
      description: {
        en: 'Building and room, e.g. “Main building, room 214”.',
        ru: 'Корпус и кабинет, например «Главный корпус, каб. 214».',
        uz: 'Bino va xona, masalan: “Bosh bino, 214-xona”.',
      },
    },
  },
  {
    name: 'officeHours',
    label: { en: 'Office hours', ru: 'Часы приёма', uz: 'Qabul soatlari' },
    type: 'text',
    localized: true,
    admin: {
      description: {
        en: 'When visitors may come, e.g. “Tue and Thu, 14:00–16:00”.',
        ru: 'Когда можно прийти, например «Вт и Чт, 14:00–16:00».',
        uz: 'Qachon kelish mumkin, masalan: “Se va Pa, 14:00–16:00”.',
      },
    },
  },
  { name: 'email', label: LABELS.email, type: 'email' },
  { name: 'phone', label: LABELS.phone, type: 'text' },
]
