// Writes the admissions audit log (collections/admissions/AdmissionsAudit.ts). An entry that
// cannot be written is said in the server log and never stops the staff member's action.
import type { Payload, PayloadRequest } from 'payload'

import type { AuditAction } from '@/collections/admissions/AdmissionsAudit'
import { relationId } from '@/lib/relation'

export const staffName = (user: unknown) => {
  const staff = user as { email?: string; id?: unknown } | null | undefined
  return staff ? String(staff.email ?? staff.id) : null
}

/** `by` names who acted when it was not a member of staff (the applicant, through a link). */
export async function audit(
  payload: Payload,
  entry: { user: unknown; by?: string; action: AuditAction; application: string; detail?: string },
  req?: PayloadRequest,
) {
  await payload
    .create({
      collection: 'admissions-audit',
      data: { by: entry.by ?? staffName(entry.user), action: entry.action, application: entry.application, detail: entry.detail ?? null },
      overrideAccess: true,
      req,
    })
    .catch((error: unknown) =>
      payload.logger.error({ err: error, msg: `Audit entry (${entry.action} of application ${entry.application}) could not be written` }),
    )
}

// Kept by the server itself, or the history's own record: not edits by staff.
const NOT_EDITS = new Set([
  'updatedAt',
  'createdAt',
  'statusLog',
  'statusComment',
  'decidedAt',
  'passportKey',
  'documents',
  'complete',
  'idempotencyKey',
  'duplicates',
  // The applicant messages' list (a join) and the warning about failed ones, read with the application.
  'applicantMessages',
  'messageFailures',
  // Moving to the trash and back is its own entry (applicationHooks.ts).
  'deletedAt',
])

// Relationships arrive as ids or as whole documents, depending on the depth of the read.
const RELATIONS = new Set(['degree', 'studyForm', 'program', 'faculty', 'region', 'reviewer'])
const comparable = (key: string, value: unknown) => JSON.stringify((RELATIONS.has(key) ? relationId(value as never) : value) ?? null)

/** The names of the fields a save changed (never their values). */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys(after)
    .filter((key) => !NOT_EDITS.has(key))
    .filter((key) => comparable(key, before[key]) !== comparable(key, after[key]))
    .sort()
}
