// Who changed whose second factor, and when: set up, turned off, recovery codes renewed, reset by
// an administrator. Written by the server only; administrators read it.
import type { CollectionConfig } from 'payload'

import { isAdmin, serverRecords } from '@/access'
import { GROUPS } from '@/i18n/admin/labels'

export const STAFF_AUDIT_ACTIONS = ['second_factor_enabled', 'second_factor_disabled', 'recovery_codes_renewed', 'second_factor_reset'] as const

export const StaffAudit: CollectionConfig = {
  slug: 'staff-audit',
  labels: {
    singular: { en: 'Security log entry', ru: 'Запись журнала безопасности', uz: 'Xavfsizlik jurnali yozuvi' },
    plural: { en: 'Security log', ru: 'Журнал безопасности', uz: 'Xavfsizlik jurnali' },
  },
  admin: {
    group: GROUPS.administration,
    defaultColumns: ['createdAt', 'action', 'user', 'by'],
    hidden: ({ user }) => !(user?.roles as string[] | undefined)?.includes('admin'),
    description: {
      en: 'Every change to a staff member’s two-factor sign-in: who and when. Nobody can change it.',
      ru: 'Каждое изменение двухфакторного входа сотрудника: кто и когда. Изменить журнал нельзя.',
      uz: 'Xodimning ikki bosqichli kirishidagi har bir oʻzgarish: kim va qachon. Jurnalni oʻzgartirib boʻlmaydi.',
    },
  },
  graphQL: false,
  access: serverRecords(isAdmin),
  fields: [
    {
      name: 'action',
      type: 'select',
      required: true,
      label: { en: 'What', ru: 'Что', uz: 'Nima' },
      options: [
        { value: 'second_factor_enabled', label: { en: 'Two-factor sign-in set up', ru: 'Двухфакторный вход настроен', uz: 'Ikki bosqichli kirish sozlandi' } },
        {
          value: 'second_factor_disabled',
          label: { en: 'Two-factor sign-in turned off', ru: 'Двухфакторный вход выключен', uz: 'Ikki bosqichli kirish oʻchirildi' },
        },
        { value: 'recovery_codes_renewed', label: { en: 'Recovery codes renewed', ru: 'Коды восстановления обновлены', uz: 'Tiklash kodlari yangilandi' } },
        { value: 'second_factor_reset', label: { en: 'Reset by an administrator', ru: 'Сброшен администратором', uz: 'Maʼmur tomonidan tiklandi' } },
      ],
    },
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, label: { en: 'Account', ru: 'Учётная запись', uz: 'Hisob' } },
    {
      name: 'by',
      type: 'relationship',
      relationTo: 'users',
      label: { en: 'By', ru: 'Кем', uz: 'Kim tomonidan' },
      admin: {
        description: {
          en: 'Empty: the server’s command (npm run staff:reset-second-factor).',
          ru: 'Пусто: команда на сервере (npm run staff:reset-second-factor).',
          uz: 'Boʻsh: serverdagi buyruq (npm run staff:reset-second-factor).',
        },
      },
    },
  ],
}
