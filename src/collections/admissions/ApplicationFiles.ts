// The documents attached to an application. The files themselves live under
// PRIVATE_DIR with names the server generated; only staff can download them, through
// /api/admissions/files/{id} (src/app/api/admissions/files). Records are written
// only by the application service, never through the API.
import type { CollectionConfig } from 'payload'

import { isAdmin, isAdmissions, seesApplications } from '@/access'
import { DOCUMENT_KINDS } from '@/admissions/documents'
import { onFileRecordDeleted } from '@/admissions/hooks'

export const ApplicationFiles: CollectionConfig = {
  slug: 'application-files',
  labels: { singular: 'Application document', plural: 'Application documents' },
  admin: {
    useAsTitle: 'originalName',
    group: 'Admissions',
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
    { name: 'application', type: 'relationship', relationTo: 'applications', required: true, index: true },
    { name: 'kind', type: 'select', required: true, options: DOCUMENT_KINDS.map((value) => ({ value, label: value })) },
    { name: 'originalName', label: 'Name as uploaded', type: 'text', required: true },
    { name: 'storedName', type: 'text', required: true, unique: true, admin: { hidden: true } },
    { name: 'mimeType', type: 'text', required: true },
    { name: 'size', type: 'number', required: true, admin: { description: 'Bytes, as stored.' } },
    {
      name: 'download',
      type: 'ui',
      admin: { components: { Field: '@/admissions/admin/DownloadLink#DownloadLink', Cell: '@/admissions/admin/DownloadLink#DownloadCell' } },
    },
  ],
  hooks: { afterDelete: [onFileRecordDeleted] },
}
