// Who did what to which application, and when: field edits (the fields' names, never their
// values), document downloads, requests and replacements, exports and deletions. Written by the
// server only; it names staff and applications by number (random, never reused, unlike a row id),
// and holds none of an applicant's data (a request's reason stays with the document), so it
// outlives an erased applicant as the record that the erasure happened.
import type { CollectionConfig } from 'payload'

import { isAdmissions, serverRecords } from '@/access'
import { admissionsGroup } from '@/access/adminGroups'

export const AUDIT_ACTIONS = [
  'edit',
  'download',
  'export',
  'delete',
  'trash',
  'restore',
  'purge',
  'erase',
  'document_requested',
  'document_emailed',
  'document_replaced',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export const AdmissionsAudit: CollectionConfig = {
  slug: 'admissions-audit',
  labels: {
    singular: { en: 'Audit entry', ru: 'Запись журнала', uz: 'Jurnal yozuvi' },
    plural: { en: 'Audit log', ru: 'Журнал действий', uz: 'Harakatlar jurnali' },
  },
  admin: {
    ...admissionsGroup,
    defaultColumns: ['createdAt', 'by', 'action', 'application', 'detail'],
    description: {
      en: 'Every edit of an application (which fields), every document downloaded, asked for again and replaced, every export, deletion, move to the trash, restore and erasure: who and when. Nobody can change it.',
      ru: 'Каждое изменение заявки (какие поля), каждый скачанный, запрошенный заново и заменённый документ, каждая выгрузка, удаление, перемещение в корзину, восстановление и стирание: кто и когда. Изменить журнал нельзя.',
      uz: 'Arizaning har bir oʻzgarishi (qaysi maydonlar), yuklab olingan, qayta soʻralgan va almashtirilgan har bir hujjat, har bir eksport, oʻchirish, savatga oʻtkazish, tiklash va yoʻq qilish: kim va qachon. Jurnalni oʻzgartirib boʻlmaydi.',
    },
  },
  graphQL: false,
  defaultSort: '-createdAt',
  access: serverRecords(isAdmissions),
  fields: [
    { name: 'by', label: { en: 'By', ru: 'Кто', uz: 'Kim' }, type: 'text', index: true },
    {
      name: 'action',
      label: { en: 'Action', ru: 'Действие', uz: 'Harakat' },
      type: 'select',
      required: true,
      index: true,
      options: [
        { value: 'edit', label: { en: 'Edited', ru: 'Изменение', uz: 'Tahrirlandi' } },
        { value: 'download', label: { en: 'Document downloaded', ru: 'Скачан документ', uz: 'Hujjat yuklab olindi' } },
        { value: 'export', label: { en: 'Everything exported', ru: 'Выгружено всё', uz: 'Hammasi eksport qilindi' } },
        { value: 'delete', label: { en: 'Deleted', ru: 'Удалено', uz: 'Oʻchirildi' } },
        { value: 'trash', label: { en: 'Moved to the trash', ru: 'Перемещено в корзину', uz: 'Savatga oʻtkazildi' } },
        { value: 'restore', label: { en: 'Restored from the trash', ru: 'Восстановлено из корзины', uz: 'Savatdan tiklandi' } },
        {
          value: 'purge',
          label: { en: 'Removed from the trash after the waiting time', ru: 'Удалено из корзины по истечении срока', uz: 'Muddat oʻtgach savatdan oʻchirildi' },
        },
        {
          value: 'erase',
          label: {
            en: 'Erased on request (data removed at once)',
            ru: 'Стёрто по запросу (данные удалены сразу)',
            uz: 'Soʻrov boʻyicha oʻchirildi (maʼlumotlar darhol yoʻq qilindi)',
          },
        },
        { value: 'document_requested', label: { en: 'New document asked for', ru: 'Запрошена замена документа', uz: 'Hujjat almashtirish soʻraldi' } },
        { value: 'document_emailed', label: { en: 'Document request e-mailed', ru: 'Запрос документа отправлен', uz: 'Hujjat soʻrovi yuborildi' } },
        {
          value: 'document_replaced',
          label: { en: 'Document replaced by the applicant', ru: 'Документ заменён абитуриентом', uz: 'Hujjat abituriyent tomonidan almashtirildi' },
        },
      ],
    },
    { name: 'application', label: { en: 'Application', ru: 'Заявка', uz: 'Ariza' }, type: 'text', index: true },
    { name: 'detail', label: { en: 'Fields or document', ru: 'Поля или документ', uz: 'Maydonlar yoki hujjat' }, type: 'text' },
  ],
}
