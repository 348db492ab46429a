// The outbox of messages to applicants, by e-mail and in Telegram: one row per message, written in
// the applicant's language when the news happens, sent by src/admissions/server/messageOutbox.ts
// (retries with backoff, each row claimed before it is sent). Staff read the rows on the application itself.
import type { CollectionConfig } from 'payload'

import { isAdmissions, serverRecords } from '@/access'
import { admissionsGroup } from '@/access/adminGroups'
import { SYSTEM_MOMENT } from '@/fields/content'
import { deliveryFields, SENDING_STATE_LABELS } from '@/fields/delivery'
import { type AdminText, LABELS } from '@/i18n/admin/labels'
import { MESSAGE_CHANNELS, MESSAGE_KINDS, MESSAGE_STATES, type MessageChannel, type MessageKind, type MessageState } from '@/admissions/shared/messageStates'
import { applicationField } from './applicationField'

const STATE_LABELS: Record<MessageState, AdminText> = {
  ...SENDING_STATE_LABELS,
  failed: { en: 'Not delivered', ru: 'Не доставлено', uz: 'Yetkazilmadi' },
  cancelled: { en: 'Cancelled (channel disconnected)', ru: 'Отменено (канал отключён)', uz: 'Bekor qilindi (kanal uzilgan)' },
}

export const CHANNEL_LABELS: Record<MessageChannel, AdminText> = {
  email: { en: 'E-mail', ru: 'E-mail', uz: 'E-pochta' },
  telegram: { en: 'Telegram', ru: 'Telegram', uz: 'Telegram' },
}

const KIND_LABELS: Record<MessageKind, AdminText> = {
  submitted: { en: 'Application received', ru: 'Заявка получена', uz: 'Ariza qabul qilindi' },
  status: { en: 'Status change', ru: 'Смена статуса', uz: 'Holat oʻzgarishi' },
  contract: { en: 'Contract ready', ru: 'Договор готов', uz: 'Shartnoma tayyor' },
  document_request: { en: 'Document request', ru: 'Запрос документа', uz: 'Hujjat soʻrovi' },
  payment: { en: 'Payment received', ru: 'Оплата получена', uz: 'Toʻlov qabul qilindi' },
}

const delivery = deliveryFields(SYSTEM_MOMENT)

export const ApplicantMessages: CollectionConfig = {
  slug: 'applicant-messages',
  labels: {
    singular: { en: 'Message to an applicant', ru: 'Сообщение абитуриенту', uz: 'Abituriyentga xabar' },
    plural: { en: 'Messages to applicants', ru: 'Сообщения абитуриентам', uz: 'Abituriyentlarga xabarlar' },
  },
  admin: {
    ...admissionsGroup,
    defaultColumns: ['application', 'channel', 'kind', 'state', 'attempts', 'sentAt', 'lastError'],
    description: {
      en: 'Messages to applicants by e-mail and in Telegram and what became of them. Written only by the website; a message that could not be delivered shows the error.',
      ru: 'Сообщения абитуриентам по e-mail и в Telegram и что с ними стало. Записи делает только сайт; у недоставленного сообщения указана ошибка.',
      uz: 'Abituriyentlarga e-pochta va Telegram orqali xabarlar va ularning holati. Yozuvlarni faqat sayt qoʻshadi; yetkazilmagan xabarda xato koʻrsatiladi.',
    },
  },
  graphQL: false,
  access: serverRecords(isAdmissions),
  defaultSort: '-createdAt',
  fields: [
    applicationField,
    {
      name: 'channel',
      label: { en: 'Channel', ru: 'Канал', uz: 'Kanal' },
      type: 'select',
      required: true,
      defaultValue: 'telegram',
      options: MESSAGE_CHANNELS.map((value) => ({ value, label: CHANNEL_LABELS[value] })),
    },
    {
      name: 'kind',
      label: { en: 'About', ru: 'О чём', uz: 'Mavzu' },
      type: 'select',
      required: true,
      options: MESSAGE_KINDS.map((value) => ({ value, label: KIND_LABELS[value] })),
    },
    { name: 'subject', label: { en: 'Subject (e-mail)', ru: 'Тема письма', uz: 'Xat mavzusi' }, type: 'text' },
    { name: 'text', label: { en: 'Text', ru: 'Текст', uz: 'Matn' }, type: 'textarea', required: true },
    {
      name: 'state',
      label: LABELS.status,
      type: 'select',
      required: true,
      defaultValue: 'queued',
      index: true,
      options: MESSAGE_STATES.map((value) => ({ value, label: STATE_LABELS[value] })),
    },
    delivery.attempts,
    delivery.nextAttemptAt,
    { name: 'claimedAt', type: 'date', admin: { hidden: true } },
    // Set for a message that must be queued once whatever repeats the news (a payment's receipt): a second queueing is refused by the index.
    { name: 'onceKey', type: 'text', unique: true, admin: { hidden: true } },
    delivery.sentAt,
    delivery.lastError,
  ],
  timestamps: true,
}
