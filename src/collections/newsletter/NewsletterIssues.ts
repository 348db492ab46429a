// A newsletter issue: subject and text in three languages, optionally some news items. Editors
// preview it, send a test to themselves, then send it to every confirmed subscriber in their
// language (src/newsletter/send.ts); its progress shows in the sidebar as it goes.
import type { CollectionConfig } from 'payload'

import { isEditor } from '@/access'
import { issueEndpoints } from '@/newsletter/endpoints'
import { seesNewsletter } from '@/newsletter/access'

export const ISSUE_STATUSES = ['draft', 'sending', 'sent'] as const

export const NewsletterIssues: CollectionConfig = {
  slug: 'newsletter-issues',
  labels: { singular: 'Newsletter issue', plural: 'Newsletter issues' },
  admin: {
    useAsTitle: 'subject',
    group: 'Newsletter',
    defaultColumns: ['subject', 'status', 'progress.sent', 'progress.total', 'updatedAt'],
    hidden: ({ user }) => !seesNewsletter(user),
    description: 'Write the issue in each language, preview it, send a test to yourself, then send it to all confirmed subscribers.',
  },
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  endpoints: issueEndpoints,
  fields: [
    { name: 'subject', type: 'text', localized: true, required: true, maxLength: 150 },
    { name: 'body', type: 'richText', localized: true },
    {
      name: 'news',
      type: 'relationship',
      relationTo: 'news',
      hasMany: true,
      maxRows: 6,
      admin: { description: 'News items listed under the text, each with its link.' },
    },
    {
      name: 'sending',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '@/newsletter/admin/SendPanel#SendPanel' } },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      options: ISSUE_STATUSES.map((value) => ({ label: value, value })),
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'progress',
      type: 'group',
      admin: { position: 'sidebar', readOnly: true, condition: (data) => data?.status !== 'draft' },
      fields: [
        { name: 'total', type: 'number', defaultValue: 0 },
        { name: 'sent', type: 'number', defaultValue: 0 },
        { name: 'failed', type: 'number', defaultValue: 0 },
        { name: 'startedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'finishedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        // Written by the sender as it works; a stale one means the sender stopped (resumeTask).
        { name: 'heartbeatAt', type: 'date', admin: { hidden: true } },
      ],
    },
  ],
  timestamps: true,
}
