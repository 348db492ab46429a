// Collection hooks of applications and their documents: the status history, the
// applicant's e-mail on every change, and files removed with their records.
import {
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
} from 'payload'

import { hasRole, type Role } from '@/access'
import type { Application, ApplicationFile } from '@/payload-types'

import { sendStatusEmail } from '@/admissions/server/applicantEmails'
import { canMove, FINAL_STATUSES, isStatus, type Status } from '@/admissions/shared/statuses'
import { removeDocument } from '@/admissions/server/storage'

export const passportKey = (series: unknown, number: unknown) =>
  `${String(series ?? '').toUpperCase().replace(/\s/g, '')}${String(number ?? '').replace(/\s/g, '')}`

type LogEntry = NonNullable<Application['statusLog']>[number]

export const recordStatusChange: CollectionBeforeChangeHook<Application> = ({ data, originalDoc, operation, req }) => {
  if (data.passportSeries !== undefined || data.passportNumber !== undefined) {
    data.passportKey = passportKey(data.passportSeries ?? originalDoc?.passportSeries, data.passportNumber ?? originalDoc?.passportNumber)
  }
  const history: LogEntry[] = (originalDoc?.statusLog ?? []).map(({ at, by, from, to, comment }) => ({ at, by, from, to, comment }))
  const from = (operation === 'create' ? null : originalDoc?.status) ?? null
  const to = data.status ?? from ?? 'not_confirmed'
  if (!isStatus(to)) return data

  if (from && from !== to) {
    const isAdmin = hasRole(req.user as { roles?: Role[] } | null, 'admin')
    if (!canMove(from as Status, to, { isAdmin })) {
      throw new ValidationError({
        collection: 'applications',
        errors: [{ path: 'status', message: `An application that is “${from}” can next be moved one step only; ask an admin to correct it.` }],
        req,
      })
    }
  }
  if (operation === 'create' || from !== to) {
    history.push({
      at: new Date().toISOString(),
      by: req.user ? String((req.user as { email?: string }).email ?? req.user.id) : 'applicant',
      from: operation === 'create' ? null : from,
      to,
      comment: data.statusComment || null,
    })
    data.statusComment = ''
    if (FINAL_STATUSES.includes(to)) data.decidedAt = new Date().toISOString()
    else if (from !== to) data.decidedAt = null
  }
  data.statusLog = history
  return data
}

export const notifyStatusChange: CollectionAfterChangeHook<Application> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !previousDoc || previousDoc.status === doc.status) return doc
  const comment = doc.statusLog?.at(-1)?.comment ?? null
  // The change stands even if the mail server is down; the history has it.
  await sendStatusEmail(req.payload, doc, comment).catch((error: unknown) =>
    req.payload.logger.error({ err: error, msg: `Status e-mail for application ${doc.applicationNumber} failed` }),
  )
  return doc
}

/** Deleting an application deletes its documents first: records here, files in their own hook. */
export const onApplicationDeleting: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'application-files', where: { application: { equals: id } }, overrideAccess: true, req })
}

export const onFileRecordDeleted: CollectionAfterDeleteHook<ApplicationFile> = async ({ doc }) => {
  await removeDocument(doc.storedName)
  return doc
}
