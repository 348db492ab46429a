// Applications for admission. Personal data: only admissions staff and admins can see
// them, nobody can reach them through GraphQL, and the public creates them only through
// POST /api/apply (src/app/api/apply), which uses the Local API.
import type { CollectionConfig, Field } from 'payload'

import { isAdmin, isAdmissions, seesApplications } from '@/access'
import { notifyStatusChange, onApplicationDeleting, recordStatusChange } from '@/admissions/hooks'
import { STATUS_LABELS, STATUSES } from '@/admissions/statuses'
import { locales } from '@/i18n/locales'

const text = (name: string, label: string, required = false, maxLength = 200, index = false): Field => ({
  name,
  label,
  type: 'text',
  required,
  maxLength,
  index,
})

const date = (name: string, label: string, required = false): Field => ({
  name,
  label,
  type: 'text',
  required,
  admin: { placeholder: 'YYYY-MM-DD', width: '33%' },
  validate: (value: unknown) =>
    value == null || value === '' || /^\d{4}-\d{2}-\d{2}$/.test(String(value)) || 'Use the form YYYY-MM-DD',
})

const statusOptions = STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))

export const Applications: CollectionConfig = {
  slug: 'applications',
  labels: { singular: 'Application', plural: 'Applications' },
  admin: {
    useAsTitle: 'applicationNumber',
    group: 'Admissions',
    defaultColumns: ['applicationNumber', 'lastName', 'firstName', 'status', 'degree', 'program', 'studyForm', 'createdAt'],
    listSearchableFields: ['applicationNumber', 'lastName', 'firstName', 'passportNumber', 'email'],
    hidden: ({ user }) => !seesApplications(user),
    description: 'Applications submitted on the website. Change the status to move one along; each change is logged and e-mailed to the applicant.',
    components: { beforeListTable: ['@/admissions/admin/ExportLink#ExportLink'] },
    pagination: { defaultLimit: 25 },
  },
  graphQL: false,
  access: {
    // Staff see an application once it is whole: its row, every document row and file (submit.ts).
    read: (args) => (isAdmissions(args) ? { complete: { equals: true } } : false),
    // Applications come only from the public form (POST /api/apply, through the Local API).
    create: () => false,
    update: isAdmissions,
    delete: isAdmin,
    readVersions: () => false,
  },
  defaultSort: '-createdAt',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'applicationNumber',
          label: 'Number',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          admin: { readOnly: true, width: '33%' },
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'not_confirmed',
          index: true,
          options: statusOptions,
          admin: { width: '33%', components: { Cell: '@/admissions/admin/StatusCell#StatusCell' } },
        },
        {
          name: 'locale',
          label: 'Language',
          type: 'select',
          required: true,
          defaultValue: 'en',
          options: locales.map((value) => ({ value, label: value })),
          admin: { readOnly: true, width: '33%', description: 'E-mails go out in this language.' },
        },
      ],
    },
    {
      name: 'statusComment',
      label: 'Comment for the status change',
      type: 'textarea',
      maxLength: 1000,
      admin: { description: 'Saved in the history with the next status change and sent to the applicant.' },
    },
    {
      name: 'duplicates',
      type: 'ui',
      admin: { components: { Field: '@/admissions/admin/ApplicationOverview#ApplicationOverview' } },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Programme',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'degree', type: 'relationship', relationTo: 'degrees', required: true, index: true, admin: { width: '50%' } },
                { name: 'studyForm', label: 'Form of study', type: 'relationship', relationTo: 'study-forms', required: true, index: true, admin: { width: '50%' } },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'program', label: 'Faculty / direction', type: 'relationship', relationTo: 'programs', required: true, index: true, admin: { width: '50%' } },
                { name: 'faculty', type: 'relationship', relationTo: 'faculties', index: true, admin: { width: '50%', readOnly: true, description: 'The direction’s faculty, for filtering.' } },
              ],
            },
            { name: 'region', type: 'relationship', relationTo: 'regions', required: true, index: true },
          ],
        },
        {
          label: 'Applicant',
          fields: [
            { type: 'row', fields: [text('lastName', 'Last name', true), text('firstName', 'First name', true), text('middleName', 'Middle name')] },
            {
              type: 'row',
              fields: [
                { name: 'gender', type: 'select', required: true, options: [{ value: 'male', label: 'Male' }, { value: 'female', label: 'Female' }], admin: { width: '33%' } },
                date('birthDate', 'Date of birth', true),
                text('birthPlace', 'Place of birth', true),
              ],
            },
            text('citizenship', 'Citizenship', true),
          ],
        },
        {
          label: 'Passport',
          fields: [
            {
              type: 'row',
              fields: [
                text('passportSeries', 'Passport series', true, 4, true),
                text('passportNumber', 'Passport number', true, 10, true),
              ],
            },
            text('passportIssuedBy', 'Issued by', true),
            { type: 'row', fields: [date('passportIssueDate', 'Date of issue', true), date('passportExpiryDate', 'Expiry date', true)] },
          ],
        },
        {
          label: 'Contacts',
          fields: [
            { type: 'row', fields: [text('phone', 'Phone', true, 32), text('phoneExtra', 'Additional phone', false, 32), text('telegramPhone', 'Telegram phone', false, 32)] },
            { name: 'email', type: 'email', required: true },
            text('temporaryAddress', 'Temporary address'),
            text('permanentAddress', 'Permanent address', true),
            { type: 'row', fields: [text('fatherName', 'Father’s name'), text('fatherPhone', 'Father’s phone', false, 32)] },
            { type: 'row', fields: [text('motherName', 'Mother’s name'), text('motherPhone', 'Mother’s phone', false, 32)] },
          ],
        },
        {
          label: 'Education',
          fields: [
            text('institutionName', 'Educational institution', true),
            text('institutionAddress', 'Institution address (city)'),
            { name: 'isTransfer', label: 'Transfer from another university', type: 'checkbox', defaultValue: false, index: true },
            {
              type: 'row',
              admin: { condition: (data) => Boolean(data?.isTransfer) },
              fields: [
                { name: 'course', type: 'number', min: 1, max: 6, admin: { width: '25%' } },
                { name: 'semester', type: 'number', min: 1, max: 12, admin: { width: '25%' } },
                date('studyFrom', 'Studied from'),
                date('studyTo', 'Studied to'),
              ],
            },
          ],
        },
        {
          label: 'Documents',
          fields: [
            {
              name: 'documents',
              type: 'join',
              collection: 'application-files',
              on: 'application',
              admin: { defaultColumns: ['kind', 'originalName', 'mimeType', 'size'] },
            },
          ],
        },
        {
          label: 'History',
          fields: [
            {
              name: 'statusLog',
              label: 'Status changes',
              type: 'array',
              admin: { readOnly: true, initCollapsed: false },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'at', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
                    { name: 'by', type: 'text' },
                    { name: 'from', type: 'select', options: statusOptions },
                    { name: 'to', type: 'select', required: true, options: statusOptions },
                  ],
                },
                { name: 'comment', type: 'textarea' },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'decidedAt',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', readOnly: true, description: 'When it was approved or rejected; retention counts from here.' },
    },
    {
      name: 'passportKey',
      type: 'text',
      index: true,
      admin: { hidden: true },
    },
    {
      name: 'idempotencyKey',
      type: 'text',
      unique: true,
      admin: { hidden: true },
    },
    {
      // Set in one statement once every document is stored; until then no one sees the
      // application, and the reconciler removes it if its submission never finished.
      name: 'complete',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { hidden: true },
    },
  ],
  hooks: {
    beforeChange: [recordStatusChange],
    afterChange: [notifyStatusChange],
    beforeDelete: [onApplicationDeleting],
  },
  timestamps: true,
}
