// Backups of an install whose files are on S3: `npm run backup` takes the objects of both
// buckets, `npm run restore` puts them into the buckets of an empty install (and onto a disk
// install: an archive does not care where its files came from).
import { S3 } from '@aws-sdk/client-s3'
import { createHash } from 'node:crypto'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { env } from '@/env'
import { s3ClientConfig } from '@/storage/s3'

import { createCatalogue, submitApplicationThroughRoute } from '../helpers/admissionsFixture'
import { emptyDatabase, installSummary, runScript } from '../helpers/commands'
import { dialect, testPayload } from '../helpers/payload'

let s3: S3
let work: string
const s3Settings = () => Object.fromEntries(Object.entries(process.env).filter(([key]) => key.startsWith('S3_'))) as Record<string, string>
const installA = () => ({ ...s3Settings(), DATABASE_URL: process.env.DATABASE_URL ?? '', SQLITE_FILE: process.env.SQLITE_FILE ?? '' })
const noS3 = { S3_ENDPOINT: '', S3_BUCKET: '', S3_PRIVATE_BUCKET: '', S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '' }

/** Every object of a bucket, by key, with its SHA-256. */
async function bucketDigests(bucket: string) {
  const digests: Record<string, string> = {}
  for (const object of (await s3.listObjectsV2({ Bucket: bucket })).Contents ?? []) {
    const bytes = await (await s3.getObject({ Bucket: bucket, Key: object.Key! })).Body!.transformToByteArray()
    digests[object.Key!] = createHash('sha256').update(bytes).digest('hex')
  }
  return digests
}

beforeAll(async () => {
  s3 = new S3(s3ClientConfig())
  work = await mkdtemp(path.join(os.tmpdir(), 'campus-s3-backup-'))
  const payload = await testPayload()
  const catalogue = await createCatalogue(payload, 's3-backup')
  await submitApplicationThroughRoute(catalogue, { first_name: 'Malika' })
  // A bank document's scan where the bursar's entry keeps it on S3 (src/payments/server/bankDocuments.ts).
  await s3.putObject({ Bucket: env.S3_PRIVATE_BUCKET, Key: 'payments/bank-scan.pdf', Body: '%PDF-1.4\n% the bank document\n%%EOF\n' })
}, 180_000)

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true })
})

describe(`backup of files on S3 (${dialect()})`, () => {
  it('restores the objects of both buckets into the empty buckets of another install, and onto disk', async () => {
    const archive = path.join(work, 'campus.tar.gz')
    const backup = await runScript('scripts/backup.ts', [`--out=${archive}`], installA())
    expect(backup.code, backup.out).toBe(0)

    const target = {
      ...s3Settings(),
      S3_BUCKET: `restored-media-${Date.now()}`,
      S3_PRIVATE_BUCKET: `restored-private-${Date.now()}`,
      ...(await emptyDatabase('s3restored', work)),
    }
    await s3.createBucket({ Bucket: target.S3_BUCKET })
    await s3.createBucket({ Bucket: target.S3_PRIVATE_BUCKET })
    const restore = await runScript('scripts/restore.ts', [archive], target)
    expect(restore.code, restore.out).toBe(0)

    const before = await installSummary(installA())
    expect(before.documents).toHaveLength(3)
    expect(await installSummary(target)).toEqual(before)
    expect(await bucketDigests(target.S3_BUCKET)).toEqual(await bucketDigests(env.S3_BUCKET))
    expect(await bucketDigests(target.S3_PRIVATE_BUCKET)).toEqual(await bucketDigests(env.S3_PRIVATE_BUCKET))
    // Documents stay private in the restored install: nothing readable without keys.
    const documentKey = Object.keys(await bucketDigests(target.S3_PRIVATE_BUCKET))[0]!
    expect((await fetch(`${env.S3_ENDPOINT}/${target.S3_PRIVATE_BUCKET}/${documentKey}`)).status).toBe(403)

    const disk = { ...noS3, ...(await emptyDatabase('s3disk', work)), MEDIA_DIR: path.join(work, 'disk-media'), PRIVATE_DIR: path.join(work, 'disk-private') }
    const onDisk = await runScript('scripts/restore.ts', [archive], disk)
    expect(onDisk.code, onDisk.out).toBe(0)
    const documents = await readdir(path.join(disk.PRIVATE_DIR, 'applications'))
    const scans = await readdir(path.join(disk.PRIVATE_DIR, 'payments'))
    expect([...documents.map((name) => `applications/${name}`), ...scans.map((name) => `payments/${name}`)].sort()).toEqual(
      Object.keys(await bucketDigests(env.S3_PRIVATE_BUCKET)).sort(),
    )
    expect(scans).toEqual(['bank-scan.pdf'])
    const mediaKeys = Object.keys(await bucketDigests(env.S3_BUCKET)).filter((key) => key.startsWith('media/'))
    for (const key of mediaKeys) expect((await readFile(path.join(disk.MEDIA_DIR, key.slice('media/'.length)))).length).toBeGreaterThan(0)
  }, 300_000)
})
