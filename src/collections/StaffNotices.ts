import type { Access, CollectionConfig, Field } from 'payload'

import { hasRole, nobody, type Role } from '@/access'
import { GROUPS } from '@/i18n/admin/labels'
import { dismissNoticeEndpoint } from '@/notices/dismiss'
import { NOTICE_AUDIENCES, NOTICE_KINDS } from '@/notices/kinds'

/** Admins see every notice; editors those about content and the newsletter; admissions staff those about applicants. */
const readsNotices: Access = ({ req }) => {
  const user = req.user as { roles?: Role[] | null } | null
  if (!user) return false
  if (hasRole(user, 'admin')) return true
  const audiences = [...(hasRole(user, 'editor') ? ['editors'] : []), ...(hasRole(user, 'admissions') ? ['admissions'] : [])]
  return audiences.length ? { audience: { in: audiences } } : false
}

/** Written by the site alone: no role may type into a notice (dismissing goes through its endpoint). */
const fixed = { create: () => false, update: () => false }
const field = <F extends Field>(definition: F): F => ({ ...definition, access: fixed, admin: { ...definition.admin, readOnly: true } }) as F

/**
 * What went wrong out of sight — a scheduled publish, a newsletter's deliveries, a message to an
 * applicant — shown on the dashboard and on the document until someone dismisses it
 * (docs/decisions/048-staff-notices.md).
 */
export const StaffNotices: CollectionConfig = {
  slug: 'staff-notices',
  labels: {
    singular: { en: 'Notice', ru: 'Уведомление', uz: 'Bildirishnoma' },
    plural: { en: 'Notices', ru: 'Уведомления', uz: 'Bildirishnomalar' },
  },
  admin: {
    useAsTitle: 'docTitle',
    defaultColumns: ['kind', 'docTitle', 'occurredAt', 'dismissedAt'],
    group: GROUPS.administration,
  },
  access: { read: readsNotices, create: nobody, update: nobody, delete: nobody },
  endpoints: [dismissNoticeEndpoint],
  fields: [
    field({
      name: 'kind',
      label: { en: 'What failed', ru: 'Что не удалось', uz: 'Nima bajarilmadi' },
      type: 'select',
      required: true,
      options: NOTICE_KINDS.map((value) => ({ value: value.kind, label: value.label })),
    }),
    field({
      name: 'audience',
      label: { en: 'Shown to', ru: 'Кому показано', uz: 'Kimga koʻrsatiladi' },
      type: 'select',
      required: true,
      index: true,
      options: NOTICE_AUDIENCES,
    }),
    field({ name: 'docCollection', label: { en: 'Collection', ru: 'Коллекция', uz: 'Toʻplam' }, type: 'text', required: true, index: true }),
    field({ name: 'docId', label: { en: 'Document', ru: 'Документ', uz: 'Hujjat' }, type: 'text', required: true, index: true }),
    field({ name: 'docTitle', label: { en: 'Title', ru: 'Заголовок', uz: 'Sarlavha' }, type: 'text' }),
    field({ name: 'channel', label: { en: 'Channel', ru: 'Канал', uz: 'Kanal' }, type: 'text' }),
    field({ name: 'detail', label: { en: 'Error', ru: 'Ошибка', uz: 'Xato' }, type: 'textarea' }),
    field({ name: 'invalidFields', label: { en: 'Fields', ru: 'Поля', uz: 'Maydonlar' }, type: 'json' }),
    field({ name: 'count', label: { en: 'How many', ru: 'Сколько', uz: 'Nechta' }, type: 'number', defaultValue: 1 }),
    field({ name: 'occurredAt', label: { en: 'When', ru: 'Когда', uz: 'Qachon' }, type: 'date', required: true, index: true }),
    field({ name: 'dismissedAt', label: { en: 'Dismissed', ru: 'Скрыто', uz: 'Yopilgan' }, type: 'date', index: true }),
    field({ name: 'dismissedBy', label: { en: 'Dismissed by', ru: 'Кто скрыл', uz: 'Kim yopdi' }, type: 'relationship', relationTo: 'users' }),
  ],
}
