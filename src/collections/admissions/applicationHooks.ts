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
import { audit, changedFields } from '@/admissions/server/audit'

export const passportKey = (series: unknown, number: unknown) =>
  `${String(series ?? '')
    .toUpperCase()
    .replace(/\s/g, '')}${String(number ?? '').replace(/\s/g, '')}`

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

/**
 * Each internal note is signed with its author and time when first saved; earlier notes keep
 * theirs whatever a later save sends, so nobody rewrites who said what.
 */
export const signNotes: CollectionBeforeChangeHook<Application> = ({ data, originalDoc, req }) => {
  if (!data.notes) return data
  const earlier = new Map((originalDoc?.notes ?? []).map((note) => [note.id, note]))
  const author = req.user ? String((req.user as { email?: string }).email ?? req.user.id) : null
  data.notes = data.notes.map((note) => {
    const kept = note.id ? earlier.get(note.id) : undefined
    return kept ? { ...note, by: kept.by, at: kept.at } : { ...note, by: author, at: new Date().toISOString() }
  })
  return data
}

/** Staff edits go into the audit log: who, when, which fields (never the values). */
export const auditEdit: CollectionAfterChangeHook<Application> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !previousDoc || !req.user) return doc
  const fields = changedFields(previousDoc as unknown as Record<string, unknown>, doc as unknown as Record<string, unknown>)
  if (fields.length) await audit(req.payload, { user: req.user, action: 'edit', application: doc.applicationNumber, detail: fields.join(', ') }, req)
  return doc
}

export const auditDeletion: CollectionAfterDeleteHook<Application> = async ({ doc, req }) => {
  await audit(req.payload, { user: req.user, action: 'delete', application: doc.applicationNumber }, req)
  return doc
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
