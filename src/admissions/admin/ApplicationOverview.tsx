// Top of an application in the back office: a warning when another application carries
// the same passport, the documents with download links, and everything held on the
// applicant as one ZIP (staff only).
import { getTranslation } from '@payloadcms/translations'
import type { UIFieldServerProps } from 'payload'

import { passportKey } from '@/collections/admissions/applicationHooks'
import { isStatus, STATUS_LABELS } from '@/admissions/shared/statuses'
import { fromMessages } from '@/i18n/admin/labels'
import { ours } from '@/i18n/admin/ours'

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`

export async function ApplicationOverview({ data, id, payload, req, i18n }: UIFieldServerProps) {
  if (!id) return null
  const key = passportKey(data?.passportSeries, data?.passportNumber)
  const [others, files] = await Promise.all([
    payload.find({
      collection: 'applications',
      where: { and: [{ passportKey: { equals: key } }, { id: { not_equals: id } }] },
      limit: 10,
      depth: 0,
      user: req.user,
      overrideAccess: false,
      select: { applicationNumber: true, status: true },
    }),
    payload.find({
      collection: 'application-files',
      where: { application: { equals: id } },
      limit: 100,
      depth: 0,
      user: req.user,
      overrideAccess: false,
      sort: 'createdAt',
    }),
  ])
  return (
    <div style={{ marginBottom: 'var(--base)' }}>
      {others.docs.length > 0 && (
        <div role="alert" data-testid="duplicate-warning" style={{ padding: 'calc(var(--base) / 2) var(--base)', marginBottom: 'var(--base)', borderRadius: 4, background: 'var(--theme-warning-100)', color: 'var(--theme-warning-800)', border: '1px solid var(--theme-warning-500)' }}>
          {ours(i18n.t)('admissions:duplicateWarning', { passport: `${data?.passportSeries ?? ''} ${data?.passportNumber ?? ''}` })}{' '}
          {others.docs.map((other, index) => (
            <span key={other.id}>
              {index > 0 && ', '}
              <a href={`/admin/collections/applications/${other.id}`}>{other.applicationNumber}</a> ({isStatus(other.status) ? getTranslation(STATUS_LABELS[other.status], i18n) : other.status})
            </span>
          ))}
        </div>
      )}
      <h3 style={{ margin: '0 0 calc(var(--base) / 2)' }}>{ours(i18n.t)('admissions:documents')}</h3>
      {files.docs.length === 0 ? (
        <p>{ours(i18n.t)('admissions:noDocuments')}</p>
      ) : (
        <ul data-testid="application-documents" style={{ margin: 0, paddingLeft: 'var(--base)' }}>
          {files.docs.map((file) => (
            <li key={file.id}>
              <strong>{getTranslation(fromMessages((m) => m.form.fields[file.kind]), i18n)}</strong>: <a href={`/api/admissions/files/${file.id}`} download>{file.originalName}</a> ({file.mimeType}, {kb(file.size)})
            </li>
          ))}
        </ul>
      )}
      <p style={{ marginTop: 'var(--base)' }}>
        <a href={`/api/admissions/applications/${id}/export`} download data-testid="applicant-export">{ours(i18n.t)('admissions:exportApplicant')}</a>
        <br />
        <small>{ours(i18n.t)('admissions:exportApplicantHint')}</small>
      </p>
    </div>
  )
}
