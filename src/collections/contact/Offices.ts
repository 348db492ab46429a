// The university's offices on the contact page (admissions office, dean's offices, accounting,
// library…): how to reach each and when it is open. Visitors may also address a contact-form
// message to one (docs/decisions/029-contact-page.md).
import type { CollectionConfig, Field, PayloadRequest } from 'payload'

import { revalidateList } from '@/cache/revalidate'
import { TAGS } from '@/cache/tags'
import { closesAfterOpens, isTimeOfDay, WEEKDAYS, type Weekday } from '@/contact/shared/hours'
import { orderField } from '@/fields/content'
import { type AdminText, GROUPS, LABELS } from '@/i18n/admin/labels'
import { ours } from '@/i18n/admin/ours'

import { editorialWithTrash } from '../editorial'

const DAY_LABELS: Record<Weekday, AdminText> = {
  mon: { en: 'Monday', ru: 'Понедельник', uz: 'Dushanba' },
  tue: { en: 'Tuesday', ru: 'Вторник', uz: 'Seshanba' },
  wed: { en: 'Wednesday', ru: 'Среда', uz: 'Chorshanba' },
  thu: { en: 'Thursday', ru: 'Четверг', uz: 'Payshanba' },
  fri: { en: 'Friday', ru: 'Пятница', uz: 'Juma' },
  sat: { en: 'Saturday', ru: 'Суббота', uz: 'Shanba' },
  sun: { en: 'Sunday', ru: 'Воскресенье', uz: 'Yakshanba' },
}
const dayOptions = WEEKDAYS.map((value) => ({ value, label: DAY_LABELS[value] }))

type Sibling = { opens?: unknown }
const time = (name: 'opens' | 'closes', label: AdminText): Field => ({
  name,
  label,
  type: 'text',
  required: true,
  admin: { placeholder: name === 'opens' ? '09:00' : '18:00', width: '25%' },
  validate: (value: unknown, { req, siblingData }: { req: PayloadRequest; siblingData: Sibling }) => {
    if (!isTimeOfDay(value)) return ours(req.t)('fieldChecks:timeOfDay')
    if (name === 'closes' && isTimeOfDay(siblingData.opens) && !closesAfterOpens(siblingData.opens, value)) return ours(req.t)('fieldChecks:closesBeforeOpens')
    return true
  },
})

export const Offices: CollectionConfig = {
  slug: 'offices',
  ...editorialWithTrash,
  labels: { singular: { en: 'Office', ru: 'Подразделение', uz: 'Boʻlim' }, plural: { en: 'Offices', ru: 'Подразделения', uz: 'Boʻlimlar' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'phone', 'email', 'order'],
    group: GROUPS.site,
    description: {
      en: 'Offices shown on the contact page with their phones, rooms and hours, in the order below.',
      ru: 'Подразделения на странице контактов: телефоны, кабинеты и часы работы, в порядке ниже.',
      uz: 'Aloqa sahifasidagi boʻlimlar: telefonlar, xonalar va ish vaqti, quyidagi tartibda.',
    },
  },
  versions: { maxPerDoc: 20 },
  defaultSort: 'order',
  fields: [
    { name: 'name', label: LABELS.name, type: 'text', localized: true, required: true },
    orderField,
    {
      type: 'row',
      fields: [
        { name: 'phone', label: LABELS.phone, type: 'text', admin: { placeholder: '+998 66 233 00 20' } },
        { name: 'email', label: LABELS.email, type: 'email' },
      ],
    },
    {
      name: 'location',
      label: { en: 'Room or address', ru: 'Кабинет или адрес', uz: 'Xona yoki manzil' },
      type: 'text',
      localized: true,
      admin: { description: { en: 'For example: Building A, room 104.', ru: 'Например: корпус A, кабинет 104.', uz: 'Masalan: A bino, 104-xona.' } },
    },
    {
      name: 'hours',
      label: { en: 'Office hours', ru: 'Часы работы', uz: 'Ish vaqti' },
      labels: { singular: { en: 'Days', ru: 'Дни', uz: 'Kunlar' }, plural: { en: 'Office hours', ru: 'Часы работы', uz: 'Ish vaqti' } },
      type: 'array',
      admin: {
        description: {
          en: 'One row per set of days with the same hours, e.g. Monday to Friday 09:00–18:00, then Saturday 10:00–14:00. Days in no row are shown as closed.',
          ru: 'Одна строка на дни с одинаковыми часами, например: с понедельника по пятницу 09:00–18:00, затем суббота 10:00–14:00. Дни, которых нет ни в одной строке, показываются как выходные.',
          uz: 'Bir xil ish vaqtidagi kunlar uchun bitta qator, masalan: dushanbadan jumagacha 09:00–18:00, keyin shanba 10:00–14:00. Hech bir qatorda yoʻq kunlar dam olish kuni sifatida koʻrsatiladi.',
        },
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'from', label: { en: 'From', ru: 'С', uz: 'Qaysi kundan' }, type: 'select', required: true, options: dayOptions, admin: { width: '25%' } },
            {
              name: 'to',
              label: { en: 'To (for several days)', ru: 'По (для нескольких дней)', uz: 'Qaysi kungacha (bir necha kun boʻlsa)' },
              type: 'select',
              options: dayOptions,
              admin: { width: '25%' },
            },
            time('opens', { en: 'Opens', ru: 'Открывается', uz: 'Ochiladi' }),
            time('closes', { en: 'Closes', ru: 'Закрывается', uz: 'Yopiladi' }),
          ],
        },
      ],
    },
    {
      name: 'hoursNote',
      label: { en: 'Note on the hours', ru: 'Примечание к часам работы', uz: 'Ish vaqti haqida izoh' },
      type: 'text',
      localized: true,
      admin: {
        description: {
          en: 'Optional, e.g. “Lunch break 13:00–14:00” or “During admissions also on Sundays”.',
          ru: 'Необязательно, например: «Обед 13:00–14:00» или «Во время приёма документов также по воскресеньям».',
          uz: 'Ixtiyoriy, masalan: «Tushlik 13:00–14:00» yoki «Hujjatlar qabuli paytida yakshanba kunlari ham».',
        },
      },
    },
    {
      name: 'inContactForm',
      label: {
        en: 'Visitors may write to this office',
        ru: 'Посетители могут написать в это подразделение',
        uz: 'Tashrif buyuruvchilar bu boʻlimga yozishi mumkin',
      },
      type: 'checkbox',
      defaultValue: true,
      admin: {
        position: 'sidebar',
        description: {
          en: 'Offered as a topic in the contact form.',
          ru: 'Предлагается как тема в форме обратной связи.',
          uz: 'Aloqa shaklida mavzu sifatida taklif etiladi.',
        },
      },
    },
  ],
  hooks: revalidateList(TAGS.offices),
}
