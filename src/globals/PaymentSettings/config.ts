// Online payment: the merchant settings Payme and Click issue to the university, and the office's
// instalment plan. A provider with an empty setting is off: its endpoint refuses calls and the
// applicant's pages say nothing about it (src/payments/server/settings.ts, decision 067).
import type { Field, GlobalConfig, PayloadRequest, TextField } from 'payload'

import { isAdminField, isBursar } from '@/access'
import { paymentsGroup } from '@/access/adminGroups'
import type { AdminText } from '@/i18n/admin/labels'
import { ours } from '@/i18n/admin/ours'

const text = (name: string, label: AdminText, description?: AdminText, defaultValue?: string): Field => ({
  name,
  label,
  type: 'text',
  maxLength: 300,
  defaultValue,
  admin: description ? { description } : {},
})

/** A key the provider signs with: only administrators read or change it. */
const secret = (name: string, label: AdminText): TextField => ({
  name,
  label,
  type: 'text',
  maxLength: 300,
  access: { read: isAdminField, update: isAdminField },
  admin: {
    description: {
      en: 'Shown to administrators only. Empty: this provider is off.',
      ru: 'Видят только администраторы. Пусто — провайдер выключен.',
      uz: 'Faqat maʼmurlar koʻradi. Boʻsh boʻlsa, provayder oʻchirilgan.',
    },
  },
})

const address = (name: string, label: AdminText, defaultValue: string) =>
  text(
    name,
    label,
    {
      en: 'The provider’s payment page. Change it only for the provider’s test environment.',
      ru: 'Страница оплаты провайдера. Меняйте только для тестовой среды провайдера.',
      uz: 'Provayderning toʻlov sahifasi. Faqat provayderning sinov muhiti uchun oʻzgartiring.',
    },
    defaultValue,
  )

/** A provider's settings, under its name (the same in every language). */
const provider = (name: 'payme' | 'click', title: string, fields: Field[]): Field => ({
  name,
  label: { en: title, ru: title, uz: title },
  type: 'group',
  fields,
})

export const PaymentSettings: GlobalConfig = {
  slug: 'payment-settings',
  label: { en: 'Payment settings', ru: 'Настройки оплаты', uz: 'Toʻlov sozlamalari' },
  admin: {
    ...paymentsGroup,
    description: {
      en: 'The merchant details Payme and Click gave the university, and the default instalment plan for new invoices.',
      ru: 'Данные продавца, выданные университету Payme и Click, и график платежей по умолчанию для новых счетов.',
      uz: 'Payme va Click universitetga bergan sotuvchi maʼlumotlari va yangi hisoblar uchun standart toʻlov jadvali.',
    },
  },
  graphQL: false,
  access: { read: isBursar, readVersions: isBursar, update: isBursar },
  versions: { max: 30 },
  fields: [
    provider('payme', 'Payme', [
      text('merchantId', { en: 'Merchant ID', ru: 'ID кассы', uz: 'Kassa ID' }),
      secret('key', { en: 'Key', ru: 'Ключ', uz: 'Kalit' }),
      address('checkoutUrl', { en: 'Checkout address', ru: 'Адрес оплаты', uz: 'Toʻlov manzili' }, 'https://checkout.paycom.uz'),
    ]),
    provider('click', 'Click', [
      text('serviceId', { en: 'Service ID', ru: 'ID сервиса', uz: 'Servis ID' }),
      text('merchantId', { en: 'Merchant ID', ru: 'ID поставщика', uz: 'Taʼminotchi ID' }),
      text('merchantUserId', { en: 'Merchant user ID', ru: 'ID пользователя поставщика', uz: 'Taʼminotchi foydalanuvchi ID' }),
      secret('secretKey', { en: 'Secret key', ru: 'Секретный ключ', uz: 'Maxfiy kalit' }),
      address('payUrl', { en: 'Payment address', ru: 'Адрес оплаты', uz: 'Toʻlov manzili' }, 'https://my.click.uz/services/pay'),
    ]),
    {
      name: 'plan',
      label: { en: 'Instalment plan for new invoices', ru: 'График платежей для новых счетов', uz: 'Yangi hisoblar uchun toʻlov jadvali' },
      labels: { singular: { en: 'Instalment', ru: 'Платёж', uz: 'Toʻlov' }, plural: { en: 'Instalments', ru: 'Платежи', uz: 'Toʻlovlar' } },
      type: 'array',
      maxRows: 12,
      admin: {
        description: {
          en: 'Shares of the fee that add up to 100%, each by its date; for example 50% by 1 September and 50% by 1 February. Empty: the whole fee within the days below.',
          ru: 'Доли платы, в сумме 100%, каждая до своей даты; например, 50% до 1 сентября и 50% до 1 февраля. Пусто — вся сумма в течение дней ниже.',
          uz: 'Toʻlov ulushlari, jami 100%, har biri oʻz sanasigacha; masalan, 1-sentabrgacha 50% va 1-fevralgacha 50%. Boʻsh boʻlsa, butun summa quyidagi kunlar ichida.',
        },
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'share',
              label: { en: 'Share, %', ru: 'Доля, %', uz: 'Ulush, %' },
              type: 'number',
              required: true,
              min: 1,
              max: 100,
              admin: { width: '50%' },
            },
            {
              name: 'dueDate',
              label: { en: 'Due by', ru: 'Оплатить до', uz: 'Toʻlov muddati' },
              type: 'text',
              required: true,
              validate: (value: unknown, { req }: { req: PayloadRequest }) =>
                /^\d{4}-\d{2}-\d{2}$/.test(String(value ?? '')) || ours(req.t)('fieldChecks:date'),
              admin: { width: '50%', placeholder: 'YYYY-MM-DD' },
            },
          ],
        },
      ],
    },
    {
      name: 'dueDays',
      label: { en: 'Days to pay without a plan', ru: 'Дней на оплату без графика', uz: 'Jadvalsiz toʻlash uchun kunlar' },
      type: 'number',
      min: 1,
      max: 365,
      defaultValue: 30,
      required: true,
    },
  ],
}
