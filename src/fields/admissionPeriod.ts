// The admission period of a degree (for all its programmes) or of one programme (instead of its
// degree's): opening and closing moments, each picked in a time zone, Tashkent by default.
// What the dates mean is one rule, src/admissions/shared/periods.ts.
import type { DateFieldValidation, Field } from 'payload'
import { date } from 'payload/shared'

import { ADMISSION_TIME_ZONES } from '@/admissions/shared/periods'
import { TIME_ZONE } from '@/lib/dates'
import type { AdminText } from '@/i18n/admin/labels'
import { ours } from '@/i18n/admin/ours'

import { DAY_AND_TIME } from './content'

const ZONE_LABEL: AdminText = { en: 'Time zone', ru: 'Часовой пояс', uz: 'Vaqt mintaqasi' }

const moment = (name: 'opensAt' | 'closesAt', label: AdminText, description: AdminText, validate?: DateFieldValidation): Field => ({
  name,
  label,
  type: 'date',
  timezone: {
    defaultTimezone: TIME_ZONE,
    supportedTimezones: ADMISSION_TIME_ZONES,
    override: ({ baseField }) => ({ ...baseField, label: ZONE_LABEL }),
  },
  admin: { date: DAY_AND_TIME, description, width: '50%' },
  ...(validate ? { validate } : {}),
})

/** Payload's own date check, then: the closing comes after the opening. */
const closesAfterOpening: DateFieldValidation = (value, options) => {
  const valid = date(value, options)
  if (valid !== true) return valid
  const opensAt = (options.siblingData as { opensAt?: string | null }).opensAt
  if (!value || !opensAt || Date.parse(String(value)) > Date.parse(opensAt)) return true
  return ours(options.req.t)('fieldChecks:closesBeforeOpening')
}

const DESCRIPTIONS: Record<'degree' | 'program', AdminText> = {
  degree: {
    en: 'When the online form takes applications for this degree’s programmes. A programme with dates of its own uses those instead. Empty: no limit.',
    ru: 'Когда онлайн-форма принимает заявки на направления этой ступени. Направление со своими датами пользуется ими. Пусто — без ограничения.',
    uz: 'Onlayn shakl ushbu bosqich yoʻnalishlariga arizalarni qachon qabul qiladi. Oʻz sanalari bor yoʻnalish oʻshalardan foydalanadi. Boʻsh — cheklovsiz.',
  },
  program: {
    en: 'Leave both empty to use the dates of the programme’s degree. Any date here replaces the degree’s period for this programme.',
    ru: 'Оставьте обе даты пустыми, чтобы действовали даты ступени обучения. Любая дата здесь заменяет период ступени для этого направления.',
    uz: 'Taʼlim bosqichining sanalari amal qilishi uchun ikkalasini boʻsh qoldiring. Bu yerdagi har qanday sana ushbu yoʻnalish uchun bosqich muddatini almashtiradi.',
  },
}

export const admissionPeriodField = (owner: 'degree' | 'program'): Field => ({
  name: 'admissionPeriod',
  label: { en: 'Admission period', ru: 'Период приёма', uz: 'Qabul muddati' },
  type: 'group',
  admin: { description: DESCRIPTIONS[owner] },
  fields: [
    {
      type: 'row',
      fields: [
        moment(
          'opensAt',
          { en: 'Applications open', ru: 'Приём открывается', uz: 'Qabul boshlanadi' },
          {
            en: 'From this moment the form takes applications. Empty: from now.',
            ru: 'С этого момента форма принимает заявки. Пусто — уже сейчас.',
            uz: 'Shu paytdan boshlab shakl arizalarni qabul qiladi. Boʻsh — hozirdan.',
          },
        ),
        moment(
          'closesAt',
          { en: 'Applications close', ru: 'Приём закрывается', uz: 'Qabul tugaydi' },
          {
            en: 'From this moment applications are refused; for the whole of 31 July enter 31.07 23:59. Shown as the deadline.',
            ru: 'С этого момента заявки не принимаются; чтобы принимать весь день 31 июля, укажите 31.07 23:59. Показывается как срок подачи.',
            uz: 'Shu paytdan boshlab arizalar qabul qilinmaydi; 31-iyul kuni toʻliq qabul qilish uchun 31.07 23:59 ni kiriting. Muddat sifatida koʻrsatiladi.',
          },
          closesAfterOpening,
        ),
      ],
    },
  ],
})
