// Collection hooks of applications and their documents: the status history, the
// applicant's messages on every change, and files removed with their records.
import {
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type PayloadRequest,
} from 'payload'
import { getTranslation } from '@payloadcms/translations'

import { hasRole, type Role } from '@/access'
import type { Application, ApplicationFile } from '@/payload-types'

import { queueStatusEmail } from '@/admissions/server/applicantEmails'
import { canMove, FINAL_STATUSES, isStatus, STATUS_LABELS, type Status } from '@/admissions/shared/statuses'
import { removeDocument } from '@/admissions/server/storage'
import { audit, changedFields } from '@/admissions/server/audit'
import { queueStatusMessage } from '@/telegram/notify'
import { relationId } from '@/lib/relation'
import { ours } from '@/i18n/admin/ours'
import { LABELS } from '@/i18n/admin/labels'

export const passportKey = (series: unknown, number: unknown) =>
  `${String(series ?? '')
    .toUpperCase()
    .replace(/\s/g, '')}${String(number ?? '').replace(/\s/g, '')}`

type LogEntry = NonNullable<Application['statusLog']>[number]

const statusName = (status: string, req: PayloadRequest) => (isStatus(status) ? getTranslation(STATUS_LABELS[status], req.i18n) : status)

/**
 * What the system wrote stays as written on every save, the server's own ones included (field
 * access covers only staff): an application once whole never becomes incomplete again, which is
 * what lets the reconciler remove incomplete ones; its creation time is never rewritten; and the
 * faculty, kept for filtering, follows the programme.
 */
export const keepSystemRecord: CollectionBeforeChangeHook<Application> = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  if (originalDoc.complete) data.complete = true
  data.createdAt = originalDoc.createdAt
  const program = relationId(data.program)
  if (program != null && program !== relationId(originalDoc.program)) {
    const chosen = await req.payload.findByID({ collection: 'programs', id: program, depth: 0, overrideAccess: true, req, disableErrors: true })
    data.faculty = (chosen ? relationId(chosen.faculty) : undefined) ?? null
  }
  return data
}

export const recordStatusChange: CollectionBeforeChangeHook<Application> = ({ data, originalDoc, operation, req }) => {
  if (data.passportSeries !== undefined || data.passportNumber !== undefined) {
    data.passportKey = passportKey(data.passportSeries ?? originalDoc?.passportSeries, data.passportNumber ?? originalDoc?.passportNumber)
  }
  const history: LogEntry[] = (originalDoc?.statusLog ?? []).map(({ id, at, by, from, to, comment }) => ({ id, at, by, from, to, comment }))
  const from = (operation === 'create' ? null : originalDoc?.status) ?? null
  const to = data.status ?? from ?? 'not_confirmed'
  if (!isStatus(to)) return data

  if (from && from !== to) {
    const isAdmin = hasRole(req.user as { roles?: Role[] } | null, 'admin')
    if (!canMove(from as Status, to, { isAdmin })) {
      // The statuses by their names in the staff member's language, never the stored values; the
      // same words in the field's error and in the notice after saving (Payload's would say only
      // which field was invalid, by its path).
      const message = ours(req.t)('admissions:statusOneStep', { from: statusName(from, req), to: statusName(to, req) })
      const refusal = new ValidationError({ collection: 'applications', errors: [{ path: 'status', label: LABELS.status, message }], req }, req.t)
      refusal.message = message
      throw refusal
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

/** How an application left for good: by the trash's purge job, by an erasure request, or by an admin's Delete. */
export type DeletionKind = 'purge' | 'erase' | 'delete'

export const auditDeletion: CollectionAfterDeleteHook<Application> = async ({ doc, req }) => {
  const action = (req.context?.deletion as DeletionKind | undefined) ?? 'delete'
  await audit(req.payload, { user: req.user, by: req.user ? undefined : 'system', action, application: doc.applicationNumber }, req)
  return doc
}

/** Moving to the trash and back is logged with the number only; the documents stay with the application meanwhile. */
export const auditTrash: CollectionAfterChangeHook<Application> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !previousDoc) return doc
  const [was, is] = [Boolean(previousDoc.deletedAt), Boolean(doc.deletedAt)]
  if (was !== is) await audit(req.payload, { user: req.user, action: is ? 'trash' : 'restore', application: doc.applicationNumber }, req)
  return doc
}

export const notifyStatusChange: CollectionAfterChangeHook<Application> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !previousDoc || previousDoc.status === doc.status) return doc
  const comment = doc.statusLog?.at(-1)?.comment ?? null
  // By e-mail, and in Telegram when connected: queued in this save's transaction, so only a change
  // that is stored is told, and sent after it (src/admissions/server/messageOutbox.ts).
  await queueStatusEmail(req.payload, doc, comment, req)
  await queueStatusMessage(req.payload, doc, comment, req).catch((error: unknown) =>
    req.payload.logger.error({ err: error, msg: `Status message in Telegram for application ${doc.applicationNumber} could not be queued` }),
  )
  return doc
}

/** Deleting an application deletes its documents first: records here, files in their own hook. */
export const onApplicationDeleting: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'application-files', where: { application: { equals: id } }, overrideAccess: true, req })
  await req.payload.delete({ collection: 'applicant-messages', where: { application: { equals: id } }, overrideAccess: true, req })
}

export const onFileRecordDeleted: CollectionAfterDeleteHook<ApplicationFile> = async ({ doc }) => {
  await removeDocument(doc.storedName)
  return doc
}
