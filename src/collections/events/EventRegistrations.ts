// Sign-ups for an event that takes them on this site (Events › Registration). Personal data:
// editors and administrators only, never through GraphQL; the public creates and cancels them
// only through the event's sign-up form and the cancellation link (src/events/server), which keep
// the capacity and the waiting list. The confirmation e-mail is stored here before it is sent.
import type { CollectionConfig } from 'payload'

import { isEditor, nobody, systemField } from '@/access'
import { DAY_AND_TIME, localeField, systemWritten } from '@/fields/content'
import { type AdminText, GROUPS, LABELS } from '@/i18n/admin/labels'

import { expirePlaces, freePlaceOnDelete } from './signUpHooks'

export const REGISTRATION_STATES = ['confirmed', 'waiting', 'cancelled'] as const
export type RegistrationState = (typeof REGISTRATION_STATES)[number]

const STATE_LABELS: Record<RegistrationState, AdminText> = {
  confirmed: { en: 'Has a place', ru: 'Место есть', uz: 'Joy bor' },
  waiting: { en: 'Waiting list', ru: 'Лист ожидания', uz: 'Kutish roʻyxati' },
  cancelled: { en: 'Cancelled', ru: 'Отменено', uz: 'Bekor qilingan' },
}

export const EventRegistrations: CollectionConfig = {
  slug: 'event-registrations',
  labels: {
    singular: { en: 'Event sign-up', ru: 'Запись на мероприятие', uz: 'Tadbirga yozilish' },
    plural: { en: 'Event sign-ups', ru: 'Записи на мероприятия', uz: 'Tadbirlarga yozilishlar' },
  },
  admin: {
    useAsTitle: 'name',
    group: GROUPS.content,
    defaultColumns: ['name', 'email', 'event', 'state', 'createdAt'],
    listSearchableFields: ['name', 'email', 'phone'],
    pagination: { defaultLimit: 50 },
    description: {
      en: 'People signed up on the site, first come first. Filter by event and status; the export takes the same filters. A deleted place goes to the first person waiting.',
      ru: 'Записавшиеся на сайте, в порядке записи. Отбор по мероприятию и статусу; выгрузка учитывает тот же отбор. Удалённое место получает первый в листе ожидания.',
      uz: 'Saytda yozilganlar, yozilish tartibida. Tadbir va holat boʻyicha saralang; yuklab olishda ham shu saralash hisobga olinadi. Oʻchirilgan joy kutish roʻyxatidagi birinchi kishiga beriladi.',
    },
    components: {
      beforeListTable: [
        {
          path: '@/admissions/admin/ExportLink#ExportLink',
          clientProps: { endpoint: '/api/event-sign-ups/export', labelKey: 'eventSignUps:exportList', hintKey: 'admissions:exportHint' },
        },
      ],
    },
  },
  graphQL: false,
  custom: { noStore: true },
  access: { read: isEditor, create: nobody, update: nobody, delete: isEditor },
  defaultSort: 'createdAt',
  hooks: { afterChange: [expirePlaces], afterDelete: [freePlaceOnDelete] },
  fields: [
    systemWritten({
      name: 'event',
      label: { en: 'Event', ru: 'Мероприятие', uz: 'Tadbir' },
      type: 'relationship',
      relationTo: 'events',
      required: true,
      index: true,
    }),
    systemWritten({ name: 'name', label: { en: 'Name', ru: 'Имя', uz: 'Ism' }, type: 'text', required: true, maxLength: 100 }),
    systemWritten({ name: 'email', label: LABELS.email, type: 'email', required: true, index: true }),
    systemWritten({ name: 'phone', label: LABELS.phone, type: 'text', maxLength: 32 }),
    systemWritten({ ...localeField, admin: { position: 'sidebar' } }),
    systemWritten({
      name: 'state',
      label: LABELS.status,
      type: 'select',
      required: true,
      defaultValue: 'confirmed',
      index: true,
      options: REGISTRATION_STATES.map((value) => ({ value, label: STATE_LABELS[value] })),
      admin: { position: 'sidebar' },
    }),
    systemWritten({
      name: 'cancelledAt',
      label: { en: 'Cancelled on', ru: 'Дата отмены', uz: 'Bekor qilingan sana' },
      type: 'date',
      admin: { position: 'sidebar', date: DAY_AND_TIME },
    }),
    // The cancellation link's secret, kept only as its hash.
    { name: 'cancelTokenHash', type: 'text', index: true, access: { ...systemField, read: () => false }, admin: { hidden: true } },
    // An e-mail (the confirmation, or the news of a place freed) is owed from this time until it has gone.
    { name: 'mailDueAt', type: 'date', index: true, access: systemField, admin: { hidden: true } },
    { name: 'mailKind', type: 'text', access: systemField, admin: { hidden: true } },
  ],
  indexes: [{ fields: ['event', 'email'], unique: true }],
  timestamps: true,
}
