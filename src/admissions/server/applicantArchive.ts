// Everything the university holds on one applicant, in one ZIP: the application as stored
// (with its status history and consent) as JSON, and each document as it was stored. For an
// applicant's request to see their data; deleting the application removes all of it.
import 'server-only'

import { strToU8, zipSync, type Zippable } from 'fflate'
import type { Payload, TypedUser } from 'payload'

import { EXTENSION, type FileType } from '@/admissions/shared/documents'

import { readDocument } from './storage'

const TYPE_OF_MIME: Record<string, FileType> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'application/pdf': 'pdf' }

/** The archive and its file name, or undefined when this user cannot see the application. */
export async function applicantArchive(
  payload: Payload,
  id: string,
  user: TypedUser,
): Promise<{ number: string; name: string; bytes: Uint8Array } | undefined> {
  const application = await payload.findByID({ collection: 'applications', id, depth: 1, user, overrideAccess: false, disableErrors: true }).catch(() => null)
  if (!application) return undefined
  const files = await payload.find({
    collection: 'application-files',
    where: { application: { equals: application.id } },
    depth: 0,
    limit: 100,
    sort: 'createdAt',
    user,
    overrideAccess: false,
  })

  const archive: Zippable = {}
  const documents = []
  for (const [index, file] of files.docs.entries()) {
    const stored = await readDocument(file.storedName)
    const name = `documents/${String(index + 1).padStart(2, '0')}-${file.kind}.${EXTENSION[TYPE_OF_MIME[file.mimeType] ?? 'pdf']}`
    if (stored) archive[name] = new Uint8Array(await new Response(stored.body).arrayBuffer())
    const { state = 'received', replacementReason = null, requestedAt = null, replacedAt = null, history = [] } = file
    documents.push({
      kind: file.kind,
      originalName: file.originalName,
      mimeType: file.mimeType,
      size: file.size,
      uploadedAt: file.createdAt,
      state,
      replacementReason,
      requestedAt,
      replacedAt,
      history,
      inArchive: stored ? name : null,
    })
  }
  const { documents: _join, ...record } = application as typeof application & { documents?: unknown }
  archive['application.json'] = strToU8(JSON.stringify({ exportedAt: new Date().toISOString(), application: record, documents }, null, 2))
  return { number: application.applicationNumber, name: `applicant-${application.applicationNumber}.zip`, bytes: zipSync(archive, { level: 6 }) }
}
