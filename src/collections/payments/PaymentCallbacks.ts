// Every call Payme and Click made to the site, with the answer it got: appended by the server as
// the call is answered, never changed or deleted, so the bursar can show what happened to any
// transaction (decision 067).
import type { CollectionConfig } from 'payload'

import { isBursar, serverRecords } from '@/access'
import { paymentsGroup } from '@/access/adminGroups'
import { SYSTEM_MOMENT } from '@/fields/content'
import { ONLINE_PROVIDERS } from '@/payments/shared/states'

import { PROVIDER_LABELS } from './Payments'

export const PaymentCallbacks: CollectionConfig = {
  slug: 'payment-callbacks',
  labels: {
    singular: { en: 'Provider call', ru: 'Вызов провайдера', uz: 'Provayder chaqiruvi' },
    plural: { en: 'Provider calls', ru: 'Вызовы провайдеров', uz: 'Provayder chaqiruvlari' },
  },
  admin: {
    ...paymentsGroup,
    useAsTitle: 'method',
    defaultColumns: ['createdAt', 'provider', 'method', 'transaction', 'invoiceNumber', 'error'],
    listSearchableFields: ['transaction', 'invoiceNumber'],
    pagination: { defaultLimit: 50 },
    description: {
      en: 'Every call from Payme and Click and the site’s answer, as it was made. Kept for audit: nobody changes or deletes these.',
      ru: 'Каждый вызов от Payme и Click и ответ сайта, как они были. Хранятся для проверки: их никто не меняет и не удаляет.',
      uz: 'Payme va Click tizimlaridan kelgan har bir chaqiruv va saytning javobi, qanday boʻlgan boʻlsa. Tekshiruv uchun saqlanadi: ularni hech kim oʻzgartirmaydi va oʻchirmaydi.',
    },
  },
  graphQL: false,
  custom: { noStore: true },
  access: serverRecords(isBursar),
  defaultSort: '-createdAt',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'provider',
          label: { en: 'Provider', ru: 'Провайдер', uz: 'Provayder' },
          type: 'select',
          required: true,
          index: true,
          options: ONLINE_PROVIDERS.map((value) => ({ value, label: PROVIDER_LABELS[value] })),
          admin: { width: '33%' },
        },
        { name: 'method', label: { en: 'Method', ru: 'Метод', uz: 'Metod' }, type: 'text', required: true, admin: { width: '33%' } },
        { name: 'error', label: { en: 'Error code', ru: 'Код ошибки', uz: 'Xato kodi' }, type: 'number', index: true, admin: { width: '33%' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'transaction', label: { en: 'Transaction', ru: 'Транзакция', uz: 'Tranzaksiya' }, type: 'text', index: true, admin: { width: '50%' } },
        { name: 'invoiceNumber', label: { en: 'Invoice', ru: 'Счёт', uz: 'Hisob' }, type: 'text', index: true, admin: { width: '50%' } },
      ],
    },
    { name: 'httpStatus', label: { en: 'HTTP status', ru: 'HTTP-статус', uz: 'HTTP holati' }, type: 'number' },
    { name: 'request', label: { en: 'Call', ru: 'Вызов', uz: 'Chaqiruv' }, type: 'json' },
    { name: 'response', label: { en: 'Answer', ru: 'Ответ', uz: 'Javob' }, type: 'json' },
    { name: 'answeredAt', label: { en: 'Answered', ru: 'Отвечено', uz: 'Javob berilgan' }, type: 'date', ...SYSTEM_MOMENT },
  ],
  timestamps: true,
}
