// The documents attached to an application. The files themselves live under
// PRIVATE_DIR, or in the private bucket with S3 settings (src/admissions/server/storage.ts), with names
// the server generated; only staff can download them, through
// /api/admissions/files/{id} (src/app/api/admissions/files). Records are written
// only by the application service, never through the API; staff change only a document's state
// and the reason, to ask the applicant for a new file (applicationFileHooks.ts).
import type { CollectionConfig, Where } from 'payload'

import { isAdmin, isAdmissions, systemField } from '@/access'
import { admissionsGroup } from '@/access/adminGroups'
import { DOCUMENT_KINDS } from '@/admissions/shared/documents'
import { DOCUMENT_STATES } from '@/admissions/shared/documentStates'
import { SYSTEM_MOMENT } from '@/fields/content'
import { historyField } from '@/fields/history'
import { applicationField } from './applicationField'
import { onFileRecordDeleted } from './applicationHooks'
import { auditDocumentState, recordDocumentRequest, sendDocumentRequest } from './applicationFileHooks'
import { fromMessages } from '@/i18n/admin/labels'

/** Kept by the server: shown to staff, never changed through the API or the admin. */
const byServer = systemField

const HISTORY_EVENTS = {
  requested: { en: 'New file asked for', ru: 'Запрошена замена', uz: 'Almashtirish soʻraldi' },
  emailed: { en: 'Link e-mailed', ru: 'Ссылка отправлена', uz: 'Havola yuborildi' },
  email_failed: { en: 'E-mail failed', ru: 'Письмо не отправлено', uz: 'Xat yuborilmadi' },
  withdrawn: { en: 'Request withdrawn', ru: 'Запрос отменён', uz: 'Soʻrov bekor qilindi' },
  received: { en: 'Marked as received', ru: 'Отмечен как полученный', uz: 'Qabul qilingan deb belgilandi' },
  replaced: { en: 'Replaced by the applicant', ru: 'Заменён абитуриентом', uz: 'Abituriyent almashtirdi' },
}

const ofApplicationsInUse: Where = { and: [{ 'application.complete': { equals: true } }, { 'application.deletedAt': { exists: false } }] }

export const ApplicationFiles: CollectionConfig = {
  slug: 'application-files',
  labels: {
    singular: { en: 'Application document', ru: 'Документ заявки', uz: 'Ariza hujjati' },
    plural: { en: 'Application documents', ru: 'Документы заявок', uz: 'Ariza hujjatlari' },
  },
  admin: {
    ...admissionsGroup,
    useAsTitle: 'originalName',
    defaultColumns: ['originalName', 'kind', 'application', 'state', 'size', 'createdAt'],
  },
  graphQL: false,
  access: {
    // Only documents of whole applications (Applications.complete) out of the trash: a trashed
    // application's documents wait with it and can be downloaded again once it is restored.
    read: (args) => (isAdmissions(args) ? ofApplicationsInUse : false),
    create: () => false,
    // Only the state and the reason: every other field is the server's (byServer).
    update: (args) => (isAdmissions(args) ? ofApplicationsInUse : false),
    delete: isAdmin,
  },
  fields: [
    { ...applicationField, access: byServer },
    {
      name: 'kind',
      label: { en: 'Document', ru: 'Документ', uz: 'Hujjat' },
      type: 'select',
      required: true,
      access: byServer,
      // As the public form names them.
      options: DOCUMENT_KINDS.map((value) => ({ value, label: fromMessages((m) => m.form.fields[value]) })),
    },
    {
      name: 'originalName',
      label: { en: 'Name as uploaded', ru: 'Имя при загрузке', uz: 'Yuklangandagi nomi' },
      type: 'text',
      required: true,
      access: byServer,
    },
    { name: 'storedName', type: 'text', required: true, unique: true, access: byServer, admin: { hidden: true } },
    { name: 'mimeType', label: { en: 'File type', ru: 'Тип файла', uz: 'Fayl turi' }, type: 'text', required: true, access: byServer },
    {
      name: 'size',
      label: { en: 'Size', ru: 'Размер', uz: 'Hajmi' },
      type: 'number',
      required: true,
      access: byServer,
      admin: { description: { en: 'Bytes, as stored.', ru: 'В байтах, как сохранён.', uz: 'Saqlangan hajmi, baytda.' } },
    },
    {
      name: 'download',
      label: { en: 'Download', ru: 'Скачать', uz: 'Yuklab olish' },
      type: 'ui',
      admin: { components: { Field: '@/admissions/admin/DownloadLink#DownloadLink', Cell: '@/admissions/admin/DownloadLink#DownloadCell' } },
    },
    {
      name: 'state',
      label: { en: 'State', ru: 'Состояние', uz: 'Holati' },
      type: 'select',
      defaultValue: 'received',
      index: true,
      options: DOCUMENT_STATES.map((value) => ({ value, label: fromMessages((m) => m.documentRequest.states[value]) })),
      admin: {
        isClearable: false,
        description: {
          en: 'To ask the applicant for a new file, choose “Needs replacing”, write the reason and save: they get an e-mail in their language with a link to upload it. “Replaced” is set by their upload; “Received” withdraws a request.',
          ru: 'Чтобы попросить абитуриента прислать новый файл, выберите «Нужна замена», напишите причину и сохраните: абитуриент получит письмо на своём языке со ссылкой для загрузки. «Заменён» ставится его загрузкой; «Получен» отменяет запрос.',
          uz: 'Abituriyentdan yangi fayl soʻrash uchun «Almashtirish kerak»ni tanlang, sababini yozing va saqlang: abituriyent oʻz tilida fayl yuklash havolasi bilan xat oladi. «Almashtirildi» uning yuklashi bilan qoʻyiladi; «Qabul qilindi» soʻrovni bekor qiladi.',
        },
      },
    },
    {
      name: 'replacementReason',
      label: { en: 'Reason (the applicant reads it)', ru: 'Причина (её прочтёт абитуриент)', uz: 'Sabab (abituriyent oʻqiydi)' },
      type: 'textarea',
      maxLength: 1000,
      admin: {
        condition: (data) => data?.state === 'needs_replacement' || Boolean(data?.replacementReason),
        description: {
          en: 'Sent in the e-mail as you write it and shown on the applicant’s status page, e.g. “The scan is blurred: the series and number cannot be read.”',
          ru: 'Уходит в письме как написано и видна на странице статуса, например: «Скан размыт: не читаются серия и номер».',
          uz: 'Xatda yozilganidek yuboriladi va holat sahifasida koʻrinadi, masalan: «Skan xira: seriya va raqam oʻqilmaydi».',
        },
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'requestedAt',
          label: { en: 'Asked for', ru: 'Запрошен', uz: 'Soʻralgan' },
          type: 'date',
          ...SYSTEM_MOMENT,
          admin: { ...SYSTEM_MOMENT.admin, width: '25%' },
        },
        { name: 'requestedBy', label: { en: 'By', ru: 'Кто', uz: 'Kim' }, type: 'text', access: byServer, admin: { readOnly: true, width: '25%' } },
        {
          name: 'requestEmailedAt',
          label: { en: 'Link e-mailed', ru: 'Ссылка отправлена', uz: 'Havola yuborilgan' },
          type: 'date',
          ...SYSTEM_MOMENT,
          admin: { ...SYSTEM_MOMENT.admin, width: '25%' },
        },
        {
          name: 'replacedAt',
          label: { en: 'Replaced', ru: 'Заменён', uz: 'Almashtirilgan' },
          type: 'date',
          ...SYSTEM_MOMENT,
          admin: { ...SYSTEM_MOMENT.admin, width: '25%' },
        },
      ],
    },
    historyField('history', {
      label: { en: 'History of this document', ru: 'История документа', uz: 'Hujjat tarixi' },
      labels: { singular: { en: 'Event', ru: 'Событие', uz: 'Voqea' }, plural: { en: 'Events', ru: 'События', uz: 'Voqealar' } },
      what: [
        {
          name: 'event',
          label: { en: 'What', ru: 'Что', uz: 'Nima' },
          type: 'select',
          required: true,
          options: Object.entries(HISTORY_EVENTS).map(([value, label]) => ({ value, label })),
        },
      ],
      note: 'note',
    }),
  ],
  hooks: { beforeChange: [recordDocumentRequest], afterChange: [sendDocumentRequest, auditDocumentState], afterDelete: [onFileRecordDeleted] },
}
