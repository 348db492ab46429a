// Puts applicants' documents back in order after a submission that never finished (a crash, a
// killed process, a full disk): incomplete applications nobody touched, with their records and files, files in
// the documents folder (or the private bucket) that no record names, and uploads abandoned in
// incoming/. Only what is older than UPLOAD_GRACE_MINUTES, so submissions still under way (here or
// on another instance) are left alone. Runs when the server starts and every 15 minutes (decision 010).
import path from 'node:path'
import type { Payload, TaskConfig, Where } from 'payload'

import { exclusively } from '@/database/exclusive'
import { env } from '@/env'

import { documentsOlderThan, incomingDir, olderThan, removeDirQuietly, removeDocument } from './storage'

export type Reconciled = { incompleteApplications: number; orphanFiles: number; abandonedUploads: number }

const NAMES_PER_QUERY = 500

/**
 * Only an application nobody but its unfinished submission ever wrote: incomplete (a whole one never
 * becomes incomplete again, applicationHooks.ts), created and last saved before the cutoff, still
 * in its first status with its first log entry, no reviewer, no notes, nothing in the audit log.
 */
const untouchedIncomplete = (cutoff: string): Where => ({
  and: [
    { or: [{ complete: { equals: false } }, { complete: { exists: false } }] },
    { createdAt: { less_than_equal: cutoff } },
    { updatedAt: { less_than_equal: cutoff } },
    { status: { equals: 'not_confirmed' } },
    { reviewer: { exists: false } },
  ],
})

async function removableApplications(payload: Payload, cutoff: string): Promise<number[]> {
  const { docs } = await payload.find({
    collection: 'applications',
    where: untouchedIncomplete(cutoff),
    overrideAccess: true,
    depth: 0,
    pagination: false,
    select: { applicationNumber: true, statusLog: true, notes: true },
  })
  const removable: number[] = []
  for (const doc of docs) {
    if ((doc.statusLog?.length ?? 0) > 1 || (doc.notes?.length ?? 0) > 0) continue
    const audited = await payload.count({ collection: 'admissions-audit', where: { application: { equals: doc.applicationNumber } }, overrideAccess: true })
    if (audited.totalDocs === 0) removable.push(doc.id)
  }
  return removable
}

export async function reconcileDocuments(payload: Payload, { graceMinutes = env.UPLOAD_GRACE_MINUTES, now = Date.now() } = {}): Promise<Reconciled> {
  const cutoff = now - graceMinutes * 60_000
  const before = new Date(cutoff).toISOString()
  let incompleteApplications = 0
  // Deleting an application deletes its document records, and those their files (applicationHooks.ts).
  // The conditions go with the delete itself: one made whole or touched meanwhile is left alone.
  for (const id of await removableApplications(payload, before)) {
    const { docs } = await payload.delete({
      collection: 'applications',
      where: { and: [{ id: { equals: id } }, untouchedIncomplete(before)] },
      overrideAccess: true,
    })
    incompleteApplications += docs.length
  }

  const files = await documentsOlderThan(cutoff)
  const known = new Set<string>()
  for (let i = 0; i < files.length; i += NAMES_PER_QUERY) {
    const found = await payload.find({
      collection: 'application-files',
      where: { storedName: { in: files.slice(i, i + NAMES_PER_QUERY) } },
      overrideAccess: true,
      depth: 0,
      pagination: false,
      select: { storedName: true },
    })
    for (const doc of found.docs) known.add(doc.storedName)
  }
  const orphans = files.filter((name) => !known.has(name))
  for (const name of orphans) await removeDocument(name)

  const uploads = await olderThan(incomingDir(), cutoff)
  for (const name of uploads) await removeDirQuietly(path.join(incomingDir(), name))

  const result = { incompleteApplications, orphanFiles: orphans.length, abandonedUploads: uploads.length }
  if (result.incompleteApplications + result.orphanFiles + result.abandonedUploads > 0)
    payload.logger.warn({ msg: 'Unfinished submissions removed', ...result })
  return result
}

const NOTHING: Reconciled = { incompleteApplications: 0, orphanFiles: 0, abandonedUploads: 0 }

/** reconcileDocuments, unless another instance is at it (several starting at once, or the task meanwhile). */
export async function reconcileOnce(payload: Payload): Promise<Reconciled> {
  const outcome = await exclusively(payload, 'reconcile-documents', () => reconcileDocuments(payload))
  return outcome.ran ? outcome.value : NOTHING
}

/** Every 15 minutes with the job queue; the server also runs it when it starts (payload.config.ts). */
export const reconcileTask: TaskConfig<'reconcileDocuments'> = {
  slug: 'reconcileDocuments',
  schedule: [{ cron: '*/15 * * * *', queue: 'default' }],
  handler: async ({ req }) => ({ output: await reconcileOnce(req.payload) }),
  outputSchema: [
    { name: 'incompleteApplications', type: 'number', required: true },
    { name: 'orphanFiles', type: 'number', required: true },
    { name: 'abandonedUploads', type: 'number', required: true },
  ],
}
