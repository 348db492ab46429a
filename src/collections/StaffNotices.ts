import type { Access, CollectionConfig } from 'payload'

import { hasRole, type Role, serverRecords } from '@/access'
import { systemWritten } from '@/fields/content'
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
  access: serverRecords(readsNotices),
  endpoints: [dismissNoticeEndpoint],
  // Written by the site alone: no role may type into a notice (dismissing goes through its endpoint).
  fields: [
    systemWritten({
      name: 'kind',
      label: { en: 'What failed', ru: 'Что не удалось', uz: 'Nima bajarilmadi' },
      type: 'select',
      required: true,
      options: NOTICE_KINDS.map((value) => ({ value: value.kind, label: value.label })),
    }),
    systemWritten({
      name: 'audience',
      label: { en: 'Shown to', ru: 'Кому показано', uz: 'Kimga koʻrsatiladi' },
      type: 'select',
      required: true,
      index: true,
      options: NOTICE_AUDIENCES,
    }),
    systemWritten({ name: 'docCollection', label: { en: 'Collection', ru: 'Коллекция', uz: 'Toʻplam' }, type: 'text', required: true, index: true }),
    systemWritten({ name: 'docId', label: { en: 'Document', ru: 'Документ', uz: 'Hujjat' }, type: 'text', required: true, index: true }),
    systemWritten({ name: 'docTitle', label: { en: 'Title', ru: 'Заголовок', uz: 'Sarlavha' }, type: 'text' }),
    systemWritten({ name: 'channel', label: { en: 'Channel', ru: 'Канал', uz: 'Kanal' }, type: 'text' }),
    systemWritten({ name: 'detail', label: { en: 'Error', ru: 'Ошибка', uz: 'Xato' }, type: 'textarea' }),
    systemWritten({ name: 'invalidFields', label: { en: 'Fields', ru: 'Поля', uz: 'Maydonlar' }, type: 'json' }),
    systemWritten({ name: 'count', label: { en: 'How many', ru: 'Сколько', uz: 'Nechta' }, type: 'number', defaultValue: 1 }),
    systemWritten({ name: 'occurredAt', label: { en: 'When', ru: 'Когда', uz: 'Qachon' }, type: 'date', required: true, index: true }),
    systemWritten({ name: 'dismissedAt', label: { en: 'Dismissed', ru: 'Скрыто', uz: 'Yopilgan' }, type: 'date', index: true }),
    systemWritten({ name: 'dismissedBy', label: { en: 'Dismissed by', ru: 'Кто скрыл', uz: 'Kim yopdi' }, type: 'relationship', relationTo: 'users' }),
  ],
}
