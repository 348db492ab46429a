// People who asked for the newsletter (the footer box): staff only, never public through REST,
// GraphQL or pages. One row per normalised address; its consent is recorded as given.
import type { CollectionBeforeDeleteHook, CollectionConfig } from 'payload'

import { isEditor, systemField, trashOrAdmin } from '@/access'
import { newsletterGroup } from '@/access/adminGroups'
import { DAY_AND_TIME, localeField } from '@/fields/content'
import { type AdminText, LABELS } from '@/i18n/admin/labels'
import { eraseField } from '@/trash/eraseField'
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from '@/newsletter/statuses'

const STATUS_LABELS: Record<SubscriberStatus, AdminText> = {
  pending: { en: 'Pending', ru: 'Ожидает подтверждения', uz: 'Tasdiq kutilmoqda' },
  confirmed: { en: 'Confirmed', ru: 'Подтверждён', uz: 'Tasdiqlangan' },
  unsubscribed: { en: 'Unsubscribed', ru: 'Отписался', uz: 'Obunadan chiqqan' },
  bounced: { en: 'Bounced', ru: 'Не доставляется', uz: 'Xat yetib bormaydi' },
}

const readOnlyDate = { readOnly: true, date: DAY_AND_TIME }

/**
 * A subscriber deleted for good leaves the issues' deliveries without the person: what was sent
 * keeps its row (the counts stay) with the address blanked, and what was still to go is dropped.
 */
const forgetDeliveries: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const mine = { subscriber: { equals: id } }
  await req.payload.delete({
    collection: 'newsletter-deliveries',
    where: { and: [mine, { status: { in: ['queued', 'sending'] } }] },
    overrideAccess: true,
    req,
  })
  await req.payload.update({ collection: 'newsletter-deliveries', where: mine, data: { email: null }, overrideAccess: true, req })
}

export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  labels: { singular: { en: 'Subscriber', ru: 'Подписчик', uz: 'Obunachi' }, plural: { en: 'Subscribers', ru: 'Подписчики', uz: 'Obunachilar' } },
  admin: {
    ...newsletterGroup,
    useAsTitle: 'email',
    defaultColumns: ['email', 'locale', 'status', 'confirmedAt', 'createdAt'],
    listSearchableFields: ['email'],
    description: {
      en: 'Addresses from the footer box. Only confirmed ones receive issues; pending ones are removed when unconfirmed for NEWSLETTER_PENDING_DAYS.',
      ru: 'Адреса из формы в подвале сайта. Выпуски получают только подтверждённые; неподтверждённые удаляются через NEWSLETTER_PENDING_DAYS дней.',
      uz: 'Sayt pastidagi shakldan kelgan manzillar. Sonlarni faqat tasdiqlanganlar oladi; tasdiqlanmaganlari NEWSLETTER_PENDING_DAYS kundan keyin oʻchiriladi.',
    },
    components: {
      beforeListTable: [
        {
          path: '@/admissions/admin/ExportLink#ExportLink',
          clientProps: { endpoint: '/api/newsletter/export', labelKey: 'newsletter:exportCsv', hintKey: 'admissions:exportHint' },
        },
      ],
    },
    pagination: { defaultLimit: 50 },
  },
  // Deleting moves an address to the trash for TRASH_DAYS; for good only an admin's Delete, the
  // purge job, or the erasure request with its typed confirmation (src/trash/erase.ts).
  trash: true,
  access: { read: isEditor, create: isEditor, update: isEditor, delete: trashOrAdmin(isEditor) },
  hooks: { beforeDelete: [forgetDeliveries] },
  fields: [
    { name: 'email', label: LABELS.email, type: 'email', required: true, unique: true, index: true },
    eraseField('subscriber'),
    localeField,
    {
      name: 'status',
      label: LABELS.status,
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: SUBSCRIBER_STATUSES.map((value) => ({ label: STATUS_LABELS[value], value })),
    },
    {
      name: 'confirmedAt',
      label: { en: 'Confirmed on', ru: 'Дата подтверждения', uz: 'Tasdiqlangan sana' },
      type: 'date',
      access: systemField,
      admin: readOnlyDate,
    },
    {
      name: 'unsubscribedAt',
      label: { en: 'Unsubscribed on', ru: 'Дата отписки', uz: 'Obunadan chiqqan sana' },
      type: 'date',
      access: systemField,
      admin: readOnlyDate,
    },
    // The confirmation e-mail is owed from this time until it has gone (src/newsletter/confirmations.ts).
    { name: 'confirmationDueAt', type: 'date', index: true, access: systemField, admin: { hidden: true } },
    {
      name: 'confirmationSentAt',
      label: { en: 'Confirmation sent on', ru: 'Подтверждение отправлено', uz: 'Tasdiqlash xati yuborilgan sana' },
      type: 'date',
      access: systemField,
      admin: {
        ...readOnlyDate,
        description: {
          en: 'When the last confirmation e-mail went to this address.',
          ru: 'Когда на этот адрес ушло последнее письмо для подтверждения.',
          uz: 'Bu manzilga oxirgi tasdiqlash xati yuborilgan vaqt.',
        },
      },
    },
    {
      name: 'bounceReason',
      label: { en: 'Why mail does not arrive', ru: 'Почему письма не доходят', uz: 'Xat nega yetib bormaydi' },
      type: 'text',
      access: systemField,
      admin: { readOnly: true, condition: (data) => data?.status === 'bounced' },
    },
    {
      name: 'consent',
      label: { en: 'Consent', ru: 'Согласие', uz: 'Rozilik' },
      type: 'group',
      access: systemField,
      admin: {
        description: {
          en: 'What the person agreed to, when and where.',
          ru: 'На что человек согласился, когда и где.',
          uz: 'Shaxs nimaga, qachon va qayerda rozilik bergani.',
        },
      },
      fields: [
        { name: 'at', label: LABELS.when, type: 'date', admin: readOnlyDate },
        {
          name: 'textVersion',
          label: { en: 'Version of the consent text', ru: 'Версия текста согласия', uz: 'Rozilik matni versiyasi' },
          type: 'text',
          admin: { readOnly: true },
        },
        { name: 'page', label: { en: 'Page', ru: 'Страница', uz: 'Sahifa' }, type: 'text', admin: { readOnly: true } },
      ],
    },
  ],
  timestamps: true,
}
