// What an approved applicant owes for the contract, and what of it is paid. Made by the server when
// an application is approved (src/payments/server/invoices.ts), with the office's instalment plan;
// admissions staff and the bursar change the total (a discount, a grant) and the instalments.
// What is paid, the state and the next date are the server's, worked out from the payments.
// Nobody deletes an invoice: it is the university's record of money owed and received.
import type { CollectionConfig, Field } from 'payload'

import { isPaymentsStaff, nobody, systemField } from '@/access'
import { paymentsGroup } from '@/access/adminGroups'
import { localeField, systemWritten } from '@/fields/content'
import { type AdminText, LABELS } from '@/i18n/admin/labels'
import { INVOICE_STATES, type InvoiceState } from '@/payments/shared/states'
import { keepStanding } from './invoiceHooks'

export const INVOICE_STATE_LABELS: Record<InvoiceState, AdminText> = {
  unpaid: { en: 'Not paid', ru: 'Не оплачен', uz: 'Toʻlanmagan' },
  part_paid: { en: 'Partly paid', ru: 'Оплачен частично', uz: 'Qisman toʻlangan' },
  paid: { en: 'Paid', ru: 'Оплачен', uz: 'Toʻlangan' },
}

const SOUM: AdminText = { en: 'soʻm', ru: 'сум', uz: 'soʻm' }
const inSoum = (label: AdminText): AdminText => ({ en: `${label.en}, ${SOUM.en}`, ru: `${label.ru}, ${SOUM.ru}`, uz: `${label.uz}, ${SOUM.uz}` })

/** The record's state, as the server keeps it: one of `states`, a third of a row wide. */
export const stateField = <S extends string>(states: readonly S[], labels: Record<S, AdminText>, defaultValue: S): Field =>
  systemWritten({
    name: 'state',
    label: LABELS.status,
    type: 'select',
    required: true,
    defaultValue,
    index: true,
    options: states.map((value) => ({ value, label: labels[value] })),
    admin: { width: '33%' },
  })

export const money = (name: string, label: AdminText, extra: Partial<Field> = {}): Field =>
  ({ name, label: inSoum(label), type: 'number', min: 0, required: true, admin: { step: 1 }, ...extra }) as Field

export const Invoices: CollectionConfig = {
  slug: 'invoices',
  labels: { singular: { en: 'Invoice', ru: 'Счёт', uz: 'Hisob' }, plural: { en: 'Invoices', ru: 'Счета', uz: 'Hisoblar' } },
  admin: {
    ...paymentsGroup,
    useAsTitle: 'number',
    defaultColumns: ['number', 'payerName', 'program', 'total', 'paid', 'state', 'nextDueDate'],
    listSearchableFields: ['number', 'payerName'],
    pagination: { defaultLimit: 50 },
    // Quick filters (overdue, not paid, partly paid, paid), the CSV of the list, the bursar's reports.
    components: { beforeListTable: ['@/payments/admin/InvoiceListTools#InvoiceListTools'] },
    description: {
      en: 'One invoice per approved application, from its contract. Change the total or the instalments here; what is paid comes from Payme, Click and the entries made at the bank.',
      ru: 'Один счёт на каждую одобренную заявку, по её договору. Здесь меняют сумму и график платежей; оплаченное приходит из Payme, Click и записей об оплате в банке.',
      uz: 'Har bir maʼqullangan ariza uchun shartnomasi boʻyicha bitta hisob. Bu yerda summa va toʻlov jadvali oʻzgartiriladi; toʻlangan summa Payme, Click va bankdagi toʻlov yozuvlaridan olinadi.',
    },
  },
  graphQL: false,
  custom: { noStore: true },
  access: { read: isPaymentsStaff, create: nobody, update: isPaymentsStaff, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    {
      type: 'row',
      fields: [
        systemWritten({
          name: 'number',
          label: { en: 'Invoice number', ru: 'Номер счёта', uz: 'Hisob raqami' },
          type: 'text',
          required: true,
          unique: true,
          index: true,
          admin: { width: '33%' },
        }),
        stateField(INVOICE_STATES, INVOICE_STATE_LABELS, 'unpaid'),
        // A date field, so that the list's filter offers "is less than" (the overdue quick filter,
        // src/payments/shared/invoiceFilters.ts); read everywhere as the day, YYYY-MM-DD.
        systemWritten({
          name: 'nextDueDate',
          label: { en: 'Next payment due', ru: 'Следующий платёж до', uz: 'Keyingi toʻlov muddati' },
          type: 'date',
          index: true,
          hooks: { afterRead: [({ value }) => (typeof value === 'string' ? value.slice(0, 10) : value)] },
          admin: {
            width: '33%',
            date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy-MM-dd' },
            description: { en: 'Empty once paid.', ru: 'Пусто, когда всё оплачено.', uz: 'Toʻliq toʻlangach boʻsh.' },
          },
        }),
      ],
    },
    systemWritten({
      name: 'application',
      label: { en: 'Application', ru: 'Заявка', uz: 'Ariza' },
      type: 'relationship',
      relationTo: 'applications',
      unique: true,
      index: true,
    }),
    {
      type: 'row',
      fields: [
        systemWritten({ name: 'payerName', label: { en: 'Payer', ru: 'Плательщик', uz: 'Toʻlovchi' }, type: 'text', index: true, admin: { width: '50%' } }),
        systemWritten({
          name: 'program',
          label: { en: 'Programme', ru: 'Направление', uz: 'Yoʻnalish' },
          type: 'relationship',
          relationTo: 'programs',
          index: true,
          admin: { width: '50%' },
        }),
      ],
    },
    {
      name: 'recordAtBank',
      label: { en: 'Record a payment at the bank', ru: 'Внести оплату в банке', uz: 'Bankdagi toʻlovni kiritish' },
      type: 'ui',
      admin: { components: { Field: '@/payments/admin/InvoiceActions#RecordAtBankLink' } },
    },
    {
      type: 'row',
      fields: [
        money('total', { en: 'Total', ru: 'Сумма', uz: 'Jami' }, { admin: { width: '50%', step: 1 } }),
        money('paid', { en: 'Paid', ru: 'Оплачено', uz: 'Toʻlangan' }, { defaultValue: 0, access: systemField, admin: { width: '50%', readOnly: true } }),
      ],
    },
    {
      name: 'instalments',
      label: { en: 'Instalments', ru: 'График платежей', uz: 'Toʻlov jadvali' },
      labels: { singular: { en: 'Instalment', ru: 'Платёж', uz: 'Toʻlov' }, plural: { en: 'Instalments', ru: 'Платежи', uz: 'Toʻlovlar' } },
      type: 'array',
      minRows: 1,
      maxRows: 12,
      admin: {
        initCollapsed: false,
        description: {
          en: 'The amounts add up to the total; each is due by its date. Payments cover them earliest first.',
          ru: 'Суммы в сумме дают общую сумму; каждая — до своей даты. Оплаты покрывают их начиная с самой ранней.',
          uz: 'Summalar jami summaga teng; har biri oʻz sanasigacha. Toʻlovlar eng ertasidan boshlab qoplanadi.',
        },
      },
      fields: [
        {
          type: 'row',
          fields: [
            money('amount', { en: 'Amount', ru: 'Сумма', uz: 'Summa' }, { min: 1, admin: { width: '50%', step: 1 } }),
            {
              name: 'dueDate',
              label: { en: 'Due by', ru: 'Оплатить до', uz: 'Toʻlov muddati' },
              type: 'text',
              required: true,
              admin: { width: '50%', placeholder: 'YYYY-MM-DD' },
            },
          ],
        },
      ],
    },
    { ...localeField, access: systemField, admin: { readOnly: true, position: 'sidebar' } },
    {
      name: 'payments',
      label: { en: 'Payments', ru: 'Платежи', uz: 'Toʻlovlar' },
      type: 'join',
      collection: 'payments',
      on: 'invoice',
      admin: { defaultColumns: ['receiptNumber', 'provider', 'amount', 'state', 'performedAt'] },
    },
  ],
  hooks: { beforeChange: [keepStanding] },
  timestamps: true,
}
