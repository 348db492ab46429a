// Messages sent with the contact form. Personal data: staff only, never through GraphQL or to
// visitors; the public creates them only through POST /api/contact (src/contact/server), which
// stores each message before it is e-mailed (src/contact/server/outbox.ts).
import type { CollectionConfig } from 'payload'

import { isStaff, nobody, systemField } from '@/access'
import { DAY_AND_TIME, localeField, systemWritten } from '@/fields/content'
import { type AdminText, GROUPS, LABELS } from '@/i18n/admin/labels'

/** What the visitor sent stays as sent: staff change only the status and their note. */
const sent = systemWritten

const STATUS_LABELS: Record<'new' | 'answered', AdminText> = {
  new: { en: 'New', ru: 'Новое', uz: 'Yangi' },
  answered: { en: 'Answered', ru: 'Отвечено', uz: 'Javob berilgan' },
}

export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: {
    singular: { en: 'Contact message', ru: 'Сообщение с сайта', uz: 'Saytdan kelgan xabar' },
    plural: { en: 'Contact messages', ru: 'Сообщения с сайта', uz: 'Saytdan kelgan xabarlar' },
  },
  admin: {
    useAsTitle: 'name',
    group: GROUPS.site,
    defaultColumns: ['name', 'email', 'topic', 'status', 'createdAt'],
    listSearchableFields: ['name', 'email', 'message'],
    description: {
      en: 'Messages from the contact form, newest first. Each is also e-mailed to the address in Settings → Contact page; reply to that e-mail to answer the visitor, then mark the message answered.',
      ru: 'Сообщения из формы обратной связи, новые сверху. Каждое также приходит на адрес из «Настройки» → «Страница контактов»; чтобы ответить посетителю, ответьте на это письмо, затем отметьте сообщение как отвеченное.',
      uz: 'Aloqa shaklidan kelgan xabarlar, yangilari yuqorida. Har biri «Sozlamalar» → «Aloqa sahifasi»dagi manzilga ham yuboriladi; tashrif buyuruvchiga javob berish uchun oʻsha xatga javob yozing, soʻng xabarni javob berilgan deb belgilang.',
    },
    pagination: { defaultLimit: 50 },
  },
  graphQL: false,
  // Answers of the REST API carry Cache-Control: no-store (src/security/restQuery.ts).
  custom: { noStore: true },
  access: { read: isStaff, create: nobody, update: isStaff, delete: isStaff },
  defaultSort: '-createdAt',
  fields: [
    sent({ name: 'name', label: { en: 'Name', ru: 'Имя', uz: 'Ism' }, type: 'text', required: true, maxLength: 100 }),
    {
      type: 'row',
      fields: [
        sent({ name: 'email', label: LABELS.email, type: 'email', required: true, index: true }),
        sent({ name: 'phone', label: LABELS.phone, type: 'text', maxLength: 32 }),
      ],
    },
    sent({
      name: 'office',
      label: { en: 'Office', ru: 'Подразделение', uz: 'Boʻlim' },
      type: 'relationship',
      relationTo: 'offices',
      index: true,
      admin: { description: { en: 'Empty: a general question.', ru: 'Пусто — общий вопрос.', uz: 'Boʻsh — umumiy savol.' } },
    }),
    // As the visitor chose it, in their language: stays readable if the office is renamed or removed.
    sent({ name: 'topic', label: { en: 'Topic', ru: 'Тема', uz: 'Mavzu' }, type: 'text', maxLength: 200 }),
    sent({ name: 'message', label: { en: 'Message', ru: 'Сообщение', uz: 'Xabar' }, type: 'textarea', required: true, maxLength: 5000 }),
    sent({ ...localeField, admin: { position: 'sidebar' } }),
    {
      name: 'status',
      label: LABELS.status,
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: (['new', 'answered'] as const).map((value) => ({ value, label: STATUS_LABELS[value] })),
      admin: { position: 'sidebar' },
    },
    { name: 'staffNote', label: { en: 'Staff note', ru: 'Заметка сотрудников', uz: 'Xodimlar izohi' }, type: 'textarea', admin: { position: 'sidebar' } },
    sent({ name: 'mailedTo', label: { en: 'E-mailed to', ru: 'Отправлено на', uz: 'Yuborilgan manzil' }, type: 'text', admin: { position: 'sidebar' } }),
    sent({
      name: 'mailedAt',
      label: { en: 'E-mailed on', ru: 'Дата отправки', uz: 'Yuborilgan sana' },
      type: 'date',
      admin: { position: 'sidebar', date: DAY_AND_TIME },
    }),
    // The e-mail is owed from this time until it has gone (src/contact/server/outbox.ts).
    { name: 'mailDueAt', type: 'date', index: true, access: systemField, admin: { hidden: true } },
  ],
  timestamps: true,
}
