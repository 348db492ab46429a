// Money received for an invoice, one row per provider transaction: written only by the server,
// from Payme's and Click's calls (src/payments/server) and from the bursar's "paid at the bank"
// entry, so each provider transaction is stored once (the unique provider + transaction id) and
// moves only forward: created → performed → refunded, or created → cancelled.
import type { CollectionConfig } from 'payload'

import { isPaymentsStaff, serverRecords } from '@/access'
import { paymentsGroup } from '@/access/adminGroups'
import { SYSTEM_MOMENT, systemWritten } from '@/fields/content'
import { type AdminText, LABELS } from '@/i18n/admin/labels'
import { NOTICE_STATES, PAYMENT_STATES, type PaymentState, PROVIDERS, type Provider } from '@/payments/shared/states'

import { money } from './Invoices'

export const PROVIDER_LABELS: Record<Provider, AdminText> = {
  payme: { en: 'Payme', ru: 'Payme', uz: 'Payme' },
  click: { en: 'Click', ru: 'Click', uz: 'Click' },
  bank: { en: 'At the bank', ru: 'В банке', uz: 'Bankda' },
}

export const PAYMENT_STATE_LABELS: Record<PaymentState, AdminText> = {
  created: { en: 'Awaiting payment', ru: 'Ожидает оплаты', uz: 'Toʻlov kutilmoqda' },
  performed: { en: 'Paid', ru: 'Оплачен', uz: 'Toʻlangan' },
  cancelled: { en: 'Cancelled', ru: 'Отменён', uz: 'Bekor qilingan' },
  refunded: { en: 'Refunded', ru: 'Возвращён', uz: 'Qaytarilgan' },
}

const moment = (name: string, label: AdminText) => ({ name, label, type: 'date' as const, index: true, ...SYSTEM_MOMENT })

export const Payments: CollectionConfig = {
  slug: 'payments',
  labels: { singular: { en: 'Payment', ru: 'Платёж', uz: 'Toʻlov' }, plural: { en: 'Payments', ru: 'Платежи', uz: 'Toʻlovlar' } },
  admin: {
    ...paymentsGroup,
    useAsTitle: 'receiptNumber',
    defaultColumns: ['receiptNumber', 'invoice', 'provider', 'amount', 'state', 'performedAt'],
    listSearchableFields: ['receiptNumber', 'providerId'],
    pagination: { defaultLimit: 50 },
    components: { beforeListTable: ['@/payments/admin/InvoiceListTools#PaymentListLinks'] },
  },
  graphQL: false,
  custom: { noStore: true },
  access: serverRecords(isPaymentsStaff),
  defaultSort: '-createdAt',
  // One row per provider transaction, whatever the provider repeats (decision 067).
  indexes: [{ fields: ['provider', 'providerId'], unique: true }],
  fields: [
    systemWritten({
      name: 'invoice',
      label: { en: 'Invoice', ru: 'Счёт', uz: 'Hisob' },
      type: 'relationship',
      relationTo: 'invoices',
      required: true,
      index: true,
    }),
    {
      type: 'row',
      fields: [
        systemWritten({
          name: 'provider',
          label: { en: 'Paid through', ru: 'Способ оплаты', uz: 'Toʻlov usuli' },
          type: 'select',
          required: true,
          index: true,
          options: PROVIDERS.map((value) => ({ value, label: PROVIDER_LABELS[value] })),
          admin: { width: '33%' },
        }),
        systemWritten({
          name: 'providerId',
          label: { en: 'Provider’s transaction', ru: 'Транзакция провайдера', uz: 'Provayder tranzaksiyasi' },
          type: 'text',
          required: true,
          admin: { width: '33%' },
        }),
        systemWritten({
          name: 'state',
          label: LABELS.status,
          type: 'select',
          required: true,
          defaultValue: 'created',
          index: true,
          options: PAYMENT_STATES.map((value) => ({ value, label: PAYMENT_STATE_LABELS[value] })),
          admin: { width: '33%' },
        }),
      ],
    },
    {
      type: 'row',
      fields: [
        money(
          'amount',
          { en: 'Amount', ru: 'Сумма', uz: 'Summa' },
          { access: { create: () => false, update: () => false }, admin: { readOnly: true, width: '50%' } },
        ),
        systemWritten({
          name: 'receiptNumber',
          label: { en: 'Receipt', ru: 'Квитанция', uz: 'Kvitansiya' },
          type: 'text',
          unique: true,
          admin: { width: '50%' },
        }),
      ],
    },
    {
      type: 'row',
      fields: [
        moment('openedAt', { en: 'Opened', ru: 'Создан', uz: 'Yaratilgan' }),
        moment('performedAt', { en: 'Paid on', ru: 'Оплачен', uz: 'Toʻlangan vaqti' }),
        moment('cancelledAt', { en: 'Cancelled on', ru: 'Отменён', uz: 'Bekor qilingan vaqti' }),
      ],
    },
    systemWritten({
      name: 'cancelReason',
      label: { en: 'Cancellation reason (provider’s code)', ru: 'Причина отмены (код провайдера)', uz: 'Bekor qilish sababi (provayder kodi)' },
      type: 'number',
    }),
    // The provider's own time of the transaction (Payme's `time`, in milliseconds), as its statement shows it.
    { name: 'providerTime', type: 'number', access: { create: () => false, update: () => false }, admin: { hidden: true } },
    // What else the provider sent that its later calls or its statement need (Click's paydoc id, Payme's account).
    { name: 'providerData', type: 'json', access: { create: () => false, update: () => false }, admin: { hidden: true } },
    // A payment made at the bank: who entered it, the bank's document and a scan of it (private, like applicants' documents).
    {
      name: 'bank',
      label: { en: 'Paid at the bank', ru: 'Оплата в банке', uz: 'Bankda toʻlov' },
      type: 'group',
      admin: { condition: (data) => data?.provider === 'bank' },
      fields: [
        systemWritten({ name: 'enteredBy', label: { en: 'Entered by', ru: 'Внёс', uz: 'Kiritgan' }, type: 'relationship', relationTo: 'users' }),
        systemWritten({ name: 'note', label: LABELS.comment, type: 'textarea' }),
        systemWritten({ name: 'fileName', label: { en: 'Bank document', ru: 'Банковский документ', uz: 'Bank hujjati' }, type: 'text' }),
        {
          name: 'scan',
          label: { en: 'Scan of the bank document', ru: 'Скан банковского документа', uz: 'Bank hujjatining skani' },
          type: 'ui',
          admin: { components: { Field: '@/payments/admin/InvoiceActions#BankScanLink' } },
        },
        { name: 'storedName', type: 'text', access: { create: () => false, update: () => false }, admin: { hidden: true } },
        { name: 'mimeType', type: 'text', access: { create: () => false, update: () => false }, admin: { hidden: true } },
      ],
    },
    // The applicant is told of a payment once: `due` in the same write that performs it, `done` when the messages are queued.
    {
      name: 'notice',
      type: 'select',
      defaultValue: 'none',
      index: true,
      options: [...NOTICE_STATES],
      access: { create: () => false, update: () => false },
      admin: { hidden: true },
    },
  ],
  timestamps: true,
}
