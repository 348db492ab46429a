// Scans of bank documents the bursar attaches to a payment made at the bank: judged by their
// content like applicants' documents, kept privately beside them under payments/ (on disk or in
// the private bucket), read only by the bursar's download route.
import 'server-only'

import { detectType, prepare, type PreparedFile } from '@/admissions/server/documentFiles'
import type { ReceivedFile } from '@/admissions/server/multipart'
import { readDocument, removeDocument, storeDocument } from '@/admissions/server/storage'

export const SCAN_FIELD = 'scan'
export const MAX_SCAN_MB = 5
export const MAX_SCAN_BYTES = MAX_SCAN_MB * 1024 * 1024
const SCAN_TYPES = ['pdf', 'jpeg', 'png'] as const

/** The stored form of an accepted scan (images encoded again without their metadata); undefined for anything else. */
export async function prepareScan(file: ReceivedFile<typeof SCAN_FIELD>): Promise<PreparedFile<typeof SCAN_FIELD> | undefined> {
  const type = await detectType(file.tempPath)
  if (!type || !(SCAN_TYPES as readonly string[]).includes(type)) return undefined
  return prepare(file, type)
}

export const storeScan = (file: PreparedFile<typeof SCAN_FIELD>) => storeDocument(file, 'payments')
export const removeScan = (storedName: string) => removeDocument(storedName, 'payments')
export const readScan = (storedName: string) => readDocument(storedName, 'payments')
