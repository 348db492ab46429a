// The documents attached to an application. The files themselves live under
// PRIVATE_DIR, or in the private bucket with S3 settings (src/admissions/storage.ts), with names
// the server generated; only staff can download them, through
// /api/admissions/files/{id} (src/app/api/admissions/files). Records are written
// only by the application service, never through the API.
import type { CollectionConfig } from 'payload'

import { isAdmin, isAdmissions, seesApplications } from '@/access'
import { DOCUMENT_KINDS } from '@/admissions/shared/documents'
import { onFileRecordDeleted } from './applicationHooks'
import { fromMessages, GROUPS } from '@/i18n/admin/labels'

export const ApplicationFiles: CollectionConfig = {
  slug: 'application-files',
  labels: {
    singular: { en: 'Application document', ru: 'Документ заявки', uz: 'Ariza hujjati' },
    plural: { en: 'Application documents', ru: 'Документы заявок', uz: 'Ariza hujjatlari' },
  },
  admin: {
    useAsTitle: 'originalName',
    group: GROUPS.admissions,
    defaultColumns: ['originalName', 'kind', 'application', 'size', 'createdAt'],
    hidden: ({ user }) => !seesApplications(user),
  },
  graphQL: false,
  access: {
    // Only documents of whole applications (Applications.complete).
    read: (args) => (isAdmissions(args) ? { 'application.complete': { equals: true } } : false),
    create: () => false,
    update: () => false,
    delete: isAdmin,
  },
  fields: [
    { name: 'application', label: { en: 'Application', ru: 'Заявка', uz: 'Ariza' }, type: 'relationship', relationTo: 'applications', required: true, index: true },
    {
      name: 'kind',
      label: { en: 'Document', ru: 'Документ', uz: 'Hujjat' },
      type: 'select',
      required: true,
      // As the public form names them.
      options: DOCUMENT_KINDS.map((value) => ({ value, label: fromMessages((m) => m.form.fields[value]) })),
    },
    { name: 'originalName', label: { en: 'Name as uploaded', ru: 'Имя при загрузке', uz: 'Yuklangandagi nomi' }, type: 'text', required: true },
    { name: 'storedName', type: 'text', required: true, unique: true, admin: { hidden: true } },
    { name: 'mimeType', label: { en: 'File type', ru: 'Тип файла', uz: 'Fayl turi' }, type: 'text', required: true },
    {
      name: 'size',
      label: { en: 'Size', ru: 'Размер', uz: 'Hajmi' },
      type: 'number',
      required: true,
      admin: { description: { en: 'Bytes, as stored.', ru: 'В байтах, как сохранён.', uz: 'Saqlangan hajmi, baytda.' } },
    },
    {
      name: 'download',
      label: { en: 'Download', ru: 'Скачать', uz: 'Yuklab olish' },
      type: 'ui',
      admin: { components: { Field: '@/admissions/admin/DownloadLink#DownloadLink', Cell: '@/admissions/admin/DownloadLink#DownloadCell' } },
    },
  ],
  hooks: { afterDelete: [onFileRecordDeleted] },
}
