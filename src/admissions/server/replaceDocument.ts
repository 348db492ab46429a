// The applicant's new file for a requested document, all or nothing: the link, number and date of
// birth first (documentRequests.ts), the upload checked with the form's problems list and the file
// judged by its content under the form's rules, then the new file put in place and the request
// claimed: one conditional statement turns the record from "needs replacing" into "replaced" and
// points it at the new file, so of uploads racing through one link exactly one wins; the others
// remove their file and get 409. Then the history, and only after that the old file removed. A
// failure before the claim removes the new file and leaves the old one; a crash in between leaves a
// file no record names, which the reconciler removes (reconcile.ts), so the record always names a
// stored file.
import { and, eq } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { MAX_FILE_MB, type DocumentKind } from '@/admissions/shared/documents'
import { errors, json } from '@/lib/apiAnswers'

import { audit } from './audit'
import type { FieldProblem } from './checkFields'
import { checkDocument, applicationDocuments, type PreparedFile } from './documentFiles'
import { lookUpRequest, requestAlreadyAnswered, type OpenRequest } from './documentRequests'
import type { Received } from './multipart'
import { removeDocument, storeDocument } from './storage'
import { drizzleOf } from '@/database/drizzle'
import { describeProblems } from './answers'

/** Points where a test can make storing fail, to prove nothing changes. */
export type ReplaceFaults = { afterFileStored?: () => Promise<void> | void; afterClaimed?: () => Promise<void> | void }

const refused = (status: 413 | 422, problems: FieldProblem[], request: OpenRequest) => errors(status, describeProblems(problems, request.locale))

/** What /api/apply would say of the upload's files (multipart.ts lists extra and unknown ones), and that it is one file of the requested kind. */
function uploadProblems({ problems, files }: Received, kind: DocumentKind): FieldProblem[] {
  if (problems.length) return problems
  if (!files.some((file) => file.kind === kind)) return [{ field: kind, key: 'fileRequired' }]
  if (files.length > 1) return [{ field: kind, key: 'tooManyFiles', params: { max: 1 } }]
  return []
}

type Columns = Record<string, unknown>

/**
 * The record's columns changed only while it is still in the state and names the file `expected`
 * says; whether this call changed them. One statement on both databases: of two calls, one sees
 * the record as expected and changes it, the other no longer sees it so.
 */
async function updateIfStill(payload: Payload, id: number, expected: { state: string; storedName: string }, values: Columns) {
  const db = drizzleOf(payload)
  const table = db.tables.application_files
  const changed = await db.drizzle
    .update(table)
    .set(values)
    .where(and(eq(table.id as never, id), eq(table.state as never, expected.state), eq(table.storedName as never, expected.storedName)))
    .returning({ id: table.id })
  return changed.length === 1
}

const fileColumns = (file: Pick<PreparedFile, 'originalName' | 'storedName' | 'mimeType' | 'storedSize'>) => ({
  originalName: file.originalName,
  storedName: file.storedName,
  mimeType: file.mimeType,
  size: file.storedSize,
})

export async function replaceDocument(payload: Payload, received: Received, headers: Headers, faults: ReplaceFaults = {}): Promise<Response> {
  const request = await lookUpRequest(payload, received.fields, headers)
  if (!request.ok) return request.response
  const { file: record } = request
  const kind = record.kind
  if (received.oversize.length) return refused(413, [{ field: kind, key: 'fileSize', params: { size: MAX_FILE_MB } }], request)
  const problems = uploadProblems(received, kind)
  if (problems.length) return refused(422, problems, request)

  const checked = await applicationDocuments(() => checkDocument(received.files[0]!))
  if (!checked.ok) return refused(422, [checked.problem], request)
  const replacement = checked.file

  const now = new Date().toISOString()
  await storeDocument(replacement)
  let claimed: boolean
  try {
    await faults.afterFileStored?.()
    // The claim: of uploads racing through one link, the one that finds the request still open.
    const open = { state: 'needs_replacement', storedName: record.storedName }
    claimed = await updateIfStill(payload, record.id, open, { ...fileColumns(replacement), state: 'replaced', replacedAt: now, updatedAt: now })
  } catch (error) {
    await removeDocument(replacement.storedName)
    throw error
  }
  if (!claimed) {
    // Another upload through the same link got there first: its file stands, this one goes.
    await removeDocument(replacement.storedName)
    return requestAlreadyAnswered(request.locale)
  }
  try {
    await faults.afterClaimed?.()
    await payload.update({
      collection: 'application-files',
      id: record.id,
      data: {
        history: [
          ...(record.history ?? []).map(({ at, by, event, note }) => ({ at, by, event, note })),
          { at: now, by: 'applicant', event: 'replaced' as const, note: replacement.originalName },
        ],
      },
      overrideAccess: true,
      depth: 0,
      context: { documentBookkeeping: true },
    })
  } catch (error) {
    // The record back as it was, naming the old file, then the new file removed.
    const before = { ...fileColumns({ ...record, storedSize: record.size }), state: record.state, replacedAt: record.replacedAt ?? null }
    await updateIfStill(payload, record.id, { state: 'replaced', storedName: replacement.storedName }, before)
    await removeDocument(replacement.storedName)
    throw error
  }
  await removeDocument(record.storedName)
  await audit(payload, { user: null, by: 'applicant', action: 'document_replaced', application: request.application.applicationNumber, detail: kind })
  return json(200, { data: { document: kind, state: 'replaced' } })
}
