// Where applicants' documents live: a folder outside anything the web server serves, or with
// S3 settings the private bucket (documentBucket.ts); always under names the server generated.
// Uploads being received stay on this machine's disk (incoming/) until they are stored.
import { randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, readdir, rename, rm, stat, unlink } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import { env } from '@/env'

import { deleteDocument, documentsStoredBefore, getDocument, putDocument, type Shelf } from './documentBucket'
import { EXTENSION, type FileType } from '@/admissions/shared/documents'

/** A private folder: applicants' documents (`applications`), the bursar's bank documents (`payments`). */
export const shelfDir = (shelf: Shelf) => path.join(env.PRIVATE_DIR, shelf)
export const documentsDir = () => shelfDir('applications')
/** Uploads being received, on the same disk so finished files can be renamed into place. */
export const incomingDir = () => path.join(env.PRIVATE_DIR, 'incoming')

export async function ensureDirs(): Promise<void> {
  await mkdir(documentsDir(), { recursive: true, mode: 0o700 })
  await mkdir(shelfDir('payments'), { recursive: true, mode: 0o700 })
  await mkdir(incomingDir(), { recursive: true, mode: 0o700 })
}

export const newStoredName = (type: FileType) => `${randomUUID()}.${EXTENSION[type]}`

function checkStoredName(storedName: string): string {
  if (!/^[0-9a-f-]{36}\.(jpg|png|pdf)$/.test(storedName)) throw new Error('Not a stored document name')
  return storedName
}

/** Resolves a stored name on disk, refusing anything that is not a plain generated file name. */
export const storedPath = (storedName: string, shelf: Shelf = 'applications') => path.join(shelfDir(shelf), checkStoredName(storedName))

/** Puts a prepared file in place under its stored name: a rename on disk, one PUT on S3. */
export async function storeDocument(file: { storedName: string; preparedPath: string; mimeType: string }, shelf: Shelf = 'applications'): Promise<void> {
  if (!env.usesS3) return rename(file.preparedPath, storedPath(file.storedName, shelf))
  await putDocument(checkStoredName(file.storedName), file.preparedPath, file.mimeType, shelf)
  await removeQuietly(file.preparedPath)
}

/** Removes a stored document; what cannot be removed now, the reconciler removes later (applicants' documents). */
export async function removeDocument(storedName: string, shelf: Shelf = 'applications'): Promise<void> {
  if (!env.usesS3) return removeQuietly(storedPath(storedName, shelf))
  await deleteDocument(checkStoredName(storedName), shelf).catch(() => undefined)
}

/** The document's bytes and size, or undefined when it is not stored. */
export async function readDocument(storedName: string, shelf: Shelf = 'applications'): Promise<{ body: ReadableStream; size: number } | undefined> {
  if (env.usesS3) return getDocument(checkStoredName(storedName), shelf)
  const location = storedPath(storedName, shelf)
  const size = await stat(location)
    .then((info) => info.size)
    .catch(() => undefined)
  return size === undefined ? undefined : { body: Readable.toWeb(createReadStream(location)) as ReadableStream, size }
}

/** Stored names of the documents last written before the cutoff. */
export async function documentsOlderThan(cutoff: number): Promise<string[]> {
  return env.usesS3 ? documentsStoredBefore(cutoff) : olderThan(documentsDir(), cutoff)
}

/** Entries of a folder last changed before the cutoff (none when the folder does not exist yet). */
export async function olderThan(dir: string, cutoff: number): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[])
  const old: string[] = []
  for (const name of names) {
    const info = await stat(path.join(dir, name)).catch(() => undefined)
    if (info && info.mtimeMs <= cutoff) old.push(name)
  }
  return old
}

export async function removeQuietly(file: string): Promise<void> {
  await unlink(file).catch(() => undefined)
}

export async function removeDirQuietly(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true }).catch(() => undefined)
}
