import type { Field } from 'payload'

/** The notices of this document at the top of its edit view (src/notices/admin/DocumentNotices.tsx); stores nothing. */
export const staffNoticesField = (): Field => ({
  name: 'staffNotices',
  label: { en: 'Needs attention', ru: 'Требует внимания', uz: 'Eʼtibor talab qiladi' },
  type: 'ui',
  admin: { components: { Field: '@/notices/admin/DocumentNotices#DocumentNotices' } },
})
