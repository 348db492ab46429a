// A newsletter issue: subject and text in three languages, optionally some news items. Editors
// preview it, send a test to themselves, then send it to every confirmed subscriber in their
// language (src/newsletter/send.ts); its progress shows in the sidebar as it goes.
import type { CollectionConfig } from 'payload'

import { editorsOnly } from '@/access'
import { newsletterGroup } from '@/access/adminGroups'
import { DAY_AND_TIME, systemWritten } from '@/fields/content'
import { issueEndpoints } from '@/newsletter/endpoints'
import { type AdminText, LABELS } from '@/i18n/admin/labels'
import { staffNoticesField } from '@/notices/field'

export const ISSUE_STATUSES = ['draft', 'sending', 'sent'] as const

const STATUS_LABELS: Record<(typeof ISSUE_STATUSES)[number], AdminText> = {
  draft: { en: 'Draft', ru: 'Черновик', uz: 'Qoralama' },
  sending: { en: 'Sending', ru: 'Отправляется', uz: 'Yuborilmoqda' },
  sent: { en: 'Sent', ru: 'Отправлен', uz: 'Yuborilgan' },
}

const dayAndTime = { date: DAY_AND_TIME }

export const NewsletterIssues: CollectionConfig = {
  slug: 'newsletter-issues',
  labels: {
    singular: { en: 'Newsletter issue', ru: 'Выпуск рассылки', uz: 'Axborotnoma soni' },
    plural: { en: 'Newsletter issues', ru: 'Выпуски рассылки', uz: 'Axborotnoma sonlari' },
  },
  admin: {
    ...newsletterGroup,
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'status', 'progress.sent', 'progress.total', 'updatedAt'],
    description: {
      en: 'Write the issue in each language, preview it, send a test to yourself, then send it to all confirmed subscribers.',
      ru: 'Напишите выпуск на каждом языке, просмотрите его, отправьте себе тест, затем отправьте всем подтверждённым подписчикам.',
      uz: 'Sonni har bir tilda yozing, oldindan koʻring, oʻzingizga sinov xatini yuboring, soʻng barcha tasdiqlangan obunachilarga yuboring.',
    },
  },
  access: editorsOnly,
  // An issue's deliveries mean nothing without it: they go with it (docs/decisions/047-trash-and-erasure.md).
  hooks: {
    beforeDelete: [
      async ({ id, req }) => {
        await req.payload.delete({ collection: 'newsletter-deliveries', where: { issue: { equals: id } }, overrideAccess: true, req })
      },
    ],
  },
  endpoints: issueEndpoints,
  fields: [
    staffNoticesField(),
    { name: 'subject', label: { en: 'Subject', ru: 'Тема', uz: 'Mavzu' }, type: 'text', localized: true, required: true, maxLength: 150 },
    { name: 'body', label: LABELS.text, type: 'richText', localized: true },
    {
      name: 'news',
      label: { en: 'News', ru: 'Новости', uz: 'Yangiliklar' },
      type: 'relationship',
      relationTo: 'news',
      hasMany: true,
      maxRows: 6,
      admin: {
        description: {
          en: 'News items listed under the text, each with its link.',
          ru: 'Новости под текстом, каждая со ссылкой.',
          uz: 'Matn ostida havolasi bilan beriladigan yangiliklar.',
        },
      },
    },
    {
      name: 'sending',
      label: { en: 'Sending', ru: 'Отправка', uz: 'Yuborish' },
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '@/newsletter/admin/SendPanel#SendPanel' } },
    },
    // Moved only by sending (src/newsletter/send.ts), as is the progress.
    systemWritten({
      name: 'status',
      label: LABELS.status,
      type: 'select',
      required: true,
      defaultValue: 'draft',
      options: ISSUE_STATUSES.map((value) => ({ label: STATUS_LABELS[value], value })),
      admin: { position: 'sidebar' },
    }),
    systemWritten({
      name: 'progress',
      label: { en: 'Progress', ru: 'Ход отправки', uz: 'Yuborish jarayoni' },
      type: 'group',
      admin: { position: 'sidebar', condition: (data) => data?.status !== 'draft' },
      fields: [
        { name: 'total', label: { en: 'Recipients', ru: 'Получателей', uz: 'Qabul qiluvchilar' }, type: 'number', defaultValue: 0 },
        { name: 'sent', label: { en: 'Sent', ru: 'Отправлено', uz: 'Yuborildi' }, type: 'number', defaultValue: 0 },
        { name: 'failed', label: { en: 'Failed', ru: 'Ошибок', uz: 'Xatolar' }, type: 'number', defaultValue: 0 },
        { name: 'startedAt', label: { en: 'Started', ru: 'Начало', uz: 'Boshlangan' }, type: 'date', admin: dayAndTime },
        { name: 'finishedAt', label: { en: 'Finished', ru: 'Окончание', uz: 'Tugagan' }, type: 'date', admin: dayAndTime },
        // Written by the sender as it works; a stale one means the sender stopped (resumeTask).
        { name: 'heartbeatAt', type: 'date', admin: { hidden: true } },
      ],
    }),
  ],
  timestamps: true,
}
