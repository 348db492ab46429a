// Top of an application in the back office: a warning when another application carries
// the same passport, the documents with download links and each one's state (received, a new
// file asked for, replaced; the link opens the document to ask for one), and everything held
// on the applicant as one ZIP (staff only).
import { getTranslation } from '@payloadcms/translations'
import type { UIFieldServerProps } from 'payload'

import { passportKey } from '@/collections/admissions/applicationHooks'
import { documentState, type DocumentState } from '@/admissions/shared/documentStates'
import { isStatus, STATUS_LABELS } from '@/admissions/shared/statuses'
import { fromMessages } from '@/i18n/admin/labels'
import { ours } from '@/i18n/admin/ours'
import { formatStaffTime } from '@/lib/dates'

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`

/** "25 November 2026, 17:35 (Tashkent time)": as every date in the back office. */
const dayAndTime = (i18n: { language: string; t: unknown }, iso: string | null | undefined) =>
  iso ? `${formatStaffTime(i18n.language, iso)} (${ours(i18n.t)('admissions:tashkentTime')})` : ''

const STATE_STYLE: Record<DocumentState, string> = {
  received: 'var(--theme-success-500)',
  needs_replacement: 'var(--theme-warning-500)',
  replaced: 'var(--theme-elevation-500)',
}

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
        <div
          role="alert"
          data-testid="duplicate-warning"
          style={{
            padding: 'calc(var(--base) / 2) var(--base)',
            marginBottom: 'var(--base)',
            borderRadius: 4,
            background: 'var(--theme-warning-100)',
            color: 'var(--theme-warning-800)',
            border: '1px solid var(--theme-warning-500)',
          }}
        >
          {ours(i18n.t)('admissions:duplicateWarning', { passport: `${data?.passportSeries ?? ''} ${data?.passportNumber ?? ''}` })}{' '}
          {others.docs.map((other, index) => (
            <span key={other.id}>
              {index > 0 && ', '}
              <a href={`/admin/collections/applications/${other.id}`}>{other.applicationNumber}</a> (
              {isStatus(other.status) ? getTranslation(STATUS_LABELS[other.status], i18n) : other.status})
            </span>
          ))}
        </div>
      )}
      <h3 style={{ margin: '0 0 calc(var(--base) / 2)' }}>{ours(i18n.t)('admissions:documents')}</h3>
      {files.docs.length === 0 ? (
        <p>{ours(i18n.t)('admissions:noDocuments')}</p>
      ) : (
        <ul data-testid="application-documents" style={{ margin: 0, paddingLeft: 'var(--base)' }}>
          {files.docs.map((file) => {
            const state = documentState(file.state)
            const when = (iso: string | null | undefined) => dayAndTime(i18n, iso)
            return (
              <li key={file.id} data-testid="application-document" data-state={state} style={{ marginBottom: 'calc(var(--base) / 4)' }}>
                <strong>
                  {getTranslation(
                    fromMessages((m) => m.form.fields[file.kind]),
                    i18n,
                  )}
                </strong>
                :{' '}
                <a href={`/api/admissions/files/${file.id}`} download>
                  {file.originalName}
                </a>{' '}
                ({file.mimeType}, {kb(file.size)}){' '}
                <a
                  href={`/admin/collections/application-files/${file.id}`}
                  style={{
                    display: 'inline-block',
                    padding: '0 6px',
                    borderRadius: 3,
                    border: `1px solid ${STATE_STYLE[state]}`,
                    fontSize: '0.85em',
                    color: 'inherit',
                    textDecoration: 'none',
                  }}
                >
                  {getTranslation(
                    fromMessages((m) => m.documentRequest.states[state]),
                    i18n,
                  )}
                </a>{' '}
                {state === 'needs_replacement' && (
                  <small>
                    {ours(i18n.t)('admissions:requestedAgo', { date: when(file.requestedAt) })}
                    {!file.requestEmailedAt && (
                      <>
                        {' '}
                        — <strong>{ours(i18n.t)('admissions:notEmailed')}</strong>
                      </>
                    )}
                    {file.replacementReason && <>: “{file.replacementReason}”</>}
                  </small>
                )}
                {state === 'replaced' && <small>{ours(i18n.t)('admissions:replacedOn', { date: when(file.replacedAt) })}</small>}{' '}
                {state !== 'needs_replacement' && (
                  <a href={`/admin/collections/application-files/${file.id}`} data-testid="ask-replacement">
                    {ours(i18n.t)('admissions:askReplacement')}
                  </a>
                )}
              </li>
            )
          })}
        </ul>
      )}
      <p style={{ marginTop: 'var(--base)' }}>
        <a href={`/api/admissions/applications/${id}/export`} download data-testid="applicant-export">
          {ours(i18n.t)('admissions:exportApplicant')}
        </a>
        <br />
        <small>{ours(i18n.t)('admissions:exportApplicantHint')}</small>
      </p>
    </div>
  )
}
