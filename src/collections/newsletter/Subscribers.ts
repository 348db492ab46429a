// People who asked for the newsletter (the footer box): staff only, never public through REST,
// GraphQL or pages. One row per normalised address; its consent is recorded as given.
import type { CollectionConfig } from 'payload'

import { isEditor } from '@/access'
import { locales } from '@/i18n/locales'
import { seesNewsletter } from '@/newsletter/access'
import { SUBSCRIBER_STATUSES } from '@/newsletter/statuses'

export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  labels: { singular: 'Subscriber', plural: 'Subscribers' },
  admin: {
    useAsTitle: 'email',
    group: 'Newsletter',
    defaultColumns: ['email', 'locale', 'status', 'confirmedAt', 'createdAt'],
    listSearchableFields: ['email'],
    hidden: ({ user }) => !seesNewsletter(user),
    description: 'Addresses from the footer box. Only confirmed ones receive issues; pending ones are removed when unconfirmed for NEWSLETTER_PENDING_DAYS.',
    components: {
      beforeListTable: [
        { path: '@/admissions/admin/ExportLink#ExportLink', clientProps: { endpoint: '/api/newsletter/export', labelKey: 'newsletter:exportCsv', hintKey: 'admissions:exportHint' } },
      ],
    },
    pagination: { defaultLimit: 50 },
  },
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  fields: [
    { name: 'email', type: 'email', required: true, unique: true, index: true },
    { name: 'locale', type: 'select', required: true, defaultValue: 'en', options: locales.map((code) => ({ label: code, value: code })) },
    { name: 'status', type: 'select', required: true, defaultValue: 'pending', index: true, options: SUBSCRIBER_STATUSES.map((value) => ({ label: value, value })) },
    { name: 'confirmedAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'unsubscribedAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    // The confirmation e-mail is owed from this time until it has gone (src/newsletter/confirmations.ts).
    { name: 'confirmationDueAt', type: 'date', index: true, admin: { hidden: true } },
    { name: 'confirmationSentAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' }, description: 'When the last confirmation e-mail went to this address.' } },
    { name: 'bounceReason', type: 'text', admin: { readOnly: true, condition: (data) => data?.status === 'bounced' } },
    {
      name: 'consent',
      type: 'group',
      admin: { description: 'What the person agreed to, when and where.' },
      fields: [
        { name: 'at', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'textVersion', type: 'text', admin: { readOnly: true } },
        { name: 'page', type: 'text', admin: { readOnly: true } },
      ],
    },
  ],
  timestamps: true,
}
