// Where applicants' documents live: a folder outside anything the web server serves,
// with names the server generated. Nothing else in the project writes there.
import { randomUUID } from 'node:crypto'
import { mkdir, rm, unlink } from 'node:fs/promises'
import path from 'node:path'

import { env } from '@/env'

import { EXTENSION, type FileType } from './documents'

export const documentsDir = () => path.join(env.PRIVATE_DIR, 'applications')
/** Uploads being received, on the same disk so finished files can be renamed into place. */
export const incomingDir = () => path.join(env.PRIVATE_DIR, 'incoming')

export async function ensureDirs(): Promise<void> {
  await mkdir(documentsDir(), { recursive: true, mode: 0o700 })
  await mkdir(incomingDir(), { recursive: true, mode: 0o700 })
}

export const newStoredName = (type: FileType) => `${randomUUID()}.${EXTENSION[type]}`

/** Resolves a stored name, refusing anything that is not a plain generated file name. */
export function storedPath(storedName: string): string {
  if (!/^[0-9a-f-]{36}\.(jpg|png|pdf)$/.test(storedName)) throw new Error('Not a stored document name')
  return path.join(documentsDir(), storedName)
}

export async function removeQuietly(file: string): Promise<void> {
  await unlink(file).catch(() => undefined)
}

export async function removeDirQuietly(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true }).catch(() => undefined)
}
