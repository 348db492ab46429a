// One row per issue and subscriber: what the sender has done for that person. The unique pair
// is what makes a resumed send skip everyone already served (src/newsletter/send.ts).
import type { CollectionConfig } from 'payload'

import { isEditor } from '@/access'
import { seesNewsletter } from '@/newsletter/access'

export const DELIVERY_STATUSES = ['queued', 'sending', 'sent', 'failed', 'bounced'] as const

const nobody = () => false

export const NewsletterDeliveries: CollectionConfig = {
  slug: 'newsletter-deliveries',
  labels: { singular: 'Delivery', plural: 'Deliveries' },
  admin: {
    useAsTitle: 'email',
    group: 'Newsletter',
    defaultColumns: ['email', 'issue', 'status', 'attempts', 'sentAt', 'lastError'],
    listSearchableFields: ['email'],
    hidden: ({ user }) => !seesNewsletter(user),
    description: 'What was sent to whom. Written only by the sender.',
  },
  access: { read: isEditor, create: nobody, update: nobody, delete: isEditor },
  indexes: [{ fields: ['issue', 'subscriber'], unique: true }],
  fields: [
    { name: 'issue', type: 'relationship', relationTo: 'newsletter-issues', required: true, index: true },
    { name: 'subscriber', type: 'relationship', relationTo: 'subscribers', required: true },
    { name: 'email', type: 'email', required: true },
    { name: 'locale', type: 'text', required: true },
    { name: 'status', type: 'select', required: true, defaultValue: 'queued', index: true, options: DELIVERY_STATUSES.map((value) => ({ label: value, value })) },
    { name: 'attempts', type: 'number', defaultValue: 0 },
    { name: 'nextAttemptAt', type: 'date', index: true },
    { name: 'sentAt', type: 'date' },
    { name: 'lastError', type: 'text' },
  ],
  timestamps: true,
}
