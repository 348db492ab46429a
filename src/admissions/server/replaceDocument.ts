// The applicant's new file for a requested document, all or nothing: the link, number and date of
// birth first (documentRequests.ts), the file judged by its content under the form's rules, then the
// new file put in place, the record pointed at it (state "replaced", history), and only after that
// the old file removed. A failure before the record is written removes the new file and leaves
// the old one; a crash in between leaves a file no record names, which the reconciler removes
// (reconcile.ts), so the record always names a stored file.
import type { Payload } from 'payload'

import { MAX_FILE_MB } from '@/admissions/shared/documents'
import { describeProblems, errors, json } from '@/lib/apiAnswers'

import { audit } from './audit'
import type { FieldProblem } from './checkFields'
import { checkDocument, oneApplicationAtATime } from './documentFiles'
import { lookUpRequest, type OpenRequest } from './documentRequests'
import type { Received } from './multipart'
import { removeDocument, storeDocument } from './storage'

/** Points where a test can make storing fail, to prove nothing changes. */
export type ReplaceFaults = { afterFileStored?: () => Promise<void> | void }

const refused = (status: 413 | 422, problem: FieldProblem, request: OpenRequest) => errors(status, describeProblems([problem], request.locale))

export async function replaceDocument(payload: Payload, received: Received, headers: Headers, faults: ReplaceFaults = {}): Promise<Response> {
  const request = await lookUpRequest(payload, received.fields, headers)
  if (!request.ok) return request.response
  const { file: record } = request
  const kind = record.kind
  if (received.oversize.length) return refused(413, { field: kind, key: 'fileSize', params: { size: MAX_FILE_MB } }, request)
  const sent = received.files.filter((file) => file.kind === kind)
  if (sent.length === 0) return refused(422, { field: kind, key: 'fileRequired' }, request)
  if (received.files.length > 1) return refused(422, { field: kind, key: 'tooManyFiles', params: { max: 1 } }, request)

  const checked = await oneApplicationAtATime(() => checkDocument(sent[0]!))
  if (!checked.ok) return refused(422, checked.problem, request)
  const replacement = checked.file

  const now = new Date().toISOString()
  await storeDocument(replacement)
  try {
    await faults.afterFileStored?.()
    await payload.update({
      collection: 'application-files',
      id: record.id,
      data: {
        originalName: replacement.originalName,
        storedName: replacement.storedName,
        mimeType: replacement.mimeType,
        size: replacement.storedSize,
        state: 'replaced',
        replacedAt: now,
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
    await removeDocument(replacement.storedName)
    throw error
  }
  await removeDocument(record.storedName)
  await audit(payload, { user: null, by: 'applicant', action: 'document_replaced', application: request.application.applicationNumber, detail: kind })
  return json(200, { data: { document: kind, state: 'replaced' } })
}
