// One row per issue and subscriber: what the sender has done for that person. The unique pair
// is what makes a resumed send skip everyone already served (src/newsletter/send.ts).
import type { CollectionConfig } from 'payload'

import { isEditor, nobody } from '@/access'
import { newsletterGroup } from '@/access/adminGroups'
import { DAY_AND_TIME } from '@/fields/content'
import { deliveryFields, SENDING_STATE_LABELS } from '@/fields/delivery'
import { type AdminText, LABELS } from '@/i18n/admin/labels'

export const DELIVERY_STATUSES = ['queued', 'sending', 'sent', 'failed', 'bounced'] as const

const STATUS_LABELS: Record<(typeof DELIVERY_STATUSES)[number], AdminText> = {
  ...SENDING_STATE_LABELS,
  failed: { en: 'Failed', ru: 'Ошибка', uz: 'Xato' },
  bounced: { en: 'Bounced', ru: 'Не доставлено', uz: 'Yetib bormadi' },
}

const delivery = deliveryFields({ admin: { date: DAY_AND_TIME } })

export const NewsletterDeliveries: CollectionConfig = {
  slug: 'newsletter-deliveries',
  labels: { singular: { en: 'Delivery', ru: 'Доставка', uz: 'Yetkazish' }, plural: { en: 'Deliveries', ru: 'Доставки', uz: 'Yetkazishlar' } },
  admin: {
    ...newsletterGroup,
    useAsTitle: 'email',
    defaultColumns: ['email', 'issue', 'status', 'attempts', 'sentAt', 'lastError'],
    listSearchableFields: ['email'],
    description: {
      en: 'What was sent to whom. Written only by the sender.',
      ru: 'Что и кому отправлено. Записи делает только отправка.',
      uz: 'Nima kimga yuborilgani. Yozuvlarni faqat yuborish tizimi qoʻshadi.',
    },
  },
  access: { read: isEditor, create: nobody, update: nobody, delete: isEditor },
  indexes: [{ fields: ['issue', 'subscriber'], unique: true }],
  fields: [
    { name: 'issue', label: { en: 'Issue', ru: 'Выпуск', uz: 'Son' }, type: 'relationship', relationTo: 'newsletter-issues', required: true, index: true },
    // Empty once the subscriber is deleted for good: the row stays, so the counts do, without the person
    // (the database sets the column to NULL; the address is blanked by Subscribers' hook).
    { name: 'subscriber', label: { en: 'Subscriber', ru: 'Подписчик', uz: 'Obunachi' }, type: 'relationship', relationTo: 'subscribers' },
    { name: 'email', label: LABELS.email, type: 'email' },
    { name: 'locale', label: LABELS.language, type: 'text', required: true },
    {
      name: 'status',
      label: LABELS.status,
      type: 'select',
      required: true,
      defaultValue: 'queued',
      index: true,
      options: DELIVERY_STATUSES.map((value) => ({ label: STATUS_LABELS[value], value })),
    },
    delivery.attempts,
    delivery.nextAttemptAt,
    delivery.sentAt,
    delivery.lastError,
  ],
  timestamps: true,
}
