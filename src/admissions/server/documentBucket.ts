// Applicants' documents in the private bucket (S3_PRIVATE_BUCKET), under applications/ (the
// bursar's scans of bank documents under payments/, src/payments/server/bankDocuments.ts). Objects
// are written without any ACL, so they are as private as the bucket, and are read only by the
// server for the staff route; no address of the bucket is ever handed to a browser.
import { S3, NoSuchKey, NotFound } from '@aws-sdk/client-s3'
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { Readable } from 'node:stream'

import { env } from '@/env'
import { s3ClientConfig } from '@/storage/s3'

export const DOCUMENTS_PREFIX = 'applications/'

/** A private folder of the bucket (and of PRIVATE_DIR): applicants' documents, or the bursar's bank documents. */
export type Shelf = 'applications' | 'payments'

let client: S3 | undefined
const s3 = () => (client ??= new S3(s3ClientConfig()))
const key = (storedName: string, shelf: Shelf) => `${shelf}/${storedName}`
const isMissing = (error: unknown) =>
  error instanceof NoSuchKey || error instanceof NotFound || (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode === 404

/** One PUT: the object appears whole or not at all. */
export async function putDocument(storedName: string, file: string, contentType: string, shelf: Shelf = 'applications'): Promise<void> {
  const { size } = await stat(file)
  await s3().putObject({
    Bucket: env.S3_PRIVATE_BUCKET,
    Key: key(storedName, shelf),
    Body: createReadStream(file),
    ContentLength: size,
    ContentType: contentType,
  })
}

export async function deleteDocument(storedName: string, shelf: Shelf = 'applications'): Promise<void> {
  await s3().deleteObject({ Bucket: env.S3_PRIVATE_BUCKET, Key: key(storedName, shelf) })
}

export async function getDocument(storedName: string, shelf: Shelf = 'applications'): Promise<{ body: ReadableStream; size: number } | undefined> {
  try {
    const object = await s3().getObject({ Bucket: env.S3_PRIVATE_BUCKET, Key: key(storedName, shelf) })
    if (!(object.Body instanceof Readable) || object.ContentLength === undefined) return undefined
    return { body: Readable.toWeb(object.Body) as ReadableStream, size: object.ContentLength }
  } catch (error) {
    if (isMissing(error)) return undefined
    throw error
  }
}

/** Stored names of the documents last written before the cutoff. */
export async function documentsStoredBefore(cutoff: number): Promise<string[]> {
  const names: string[] = []
  let token: string | undefined
  do {
    const page = await s3().listObjectsV2({ Bucket: env.S3_PRIVATE_BUCKET, Prefix: DOCUMENTS_PREFIX, ContinuationToken: token })
    for (const object of page.Contents ?? []) {
      if (object.Key && object.LastModified && object.LastModified.getTime() <= cutoff) names.push(object.Key.slice(DOCUMENTS_PREFIX.length))
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (token)
  return names
}
