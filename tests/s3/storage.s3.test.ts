// Files on S3-compatible storage, against the local S3 server the suite starts
// (tests/helpers/s3GlobalSetup.ts): public media through Payload's plugin, applicants'
// documents in the private bucket, served to admissions staff only, and nothing left behind by a
// failed or cut-short submission.
import { S3 } from '@aws-sdk/client-s3'
import { mkdir, readdir } from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { reconcileDocuments } from '@/admissions/server/reconcile'
import { receiveMultipart } from '@/admissions/server/multipart'
import { incomingDir } from '@/admissions/server/storage'
import { storeApplication } from '@/admissions/server/storeApplication'
import { makeRequestToken } from '@/admissions/server/documentTokens'
import { GET as staffDownload } from '@/app/api/admissions/files/[id]/route'
import { POST as uploadReplacement } from '@/app/api/replace-document/upload/route'
import { env } from '@/env'
import { s3ClientConfig } from '@/storage/s3'
import { REST_GET } from '@payloadcms/next/routes'
import config from '@payload-config'

import {
  applicantDocuments,
  applyRequest,
  createCatalogue,
  pdf,
  staffToken,
  submitApplicationThroughRoute,
  uploadPicture,
  type Catalogue,
} from '../helpers/admissionsFixture'
import { dialect, testPayload } from '../helpers/payload'

let payload: Payload
let s3: S3
let catalogue: Catalogue
const tokens: Record<'admissions' | 'editor', string> = { admissions: '', editor: '' }
const restGet = REST_GET(config)

async function keys(bucket: string, prefix = ''): Promise<string[]> {
  const listed = await s3.listObjectsV2({ Bucket: bucket, Prefix: prefix })
  return (listed.Contents ?? []).map((object) => object.Key!).sort()
}
const objectBytes = async (bucket: string, key: string) => Buffer.from(await (await s3.getObject({ Bucket: bucket, Key: key })).Body!.transformToByteArray())
/** What anyone on the internet gets when asking the storage server directly, without keys. */
const anonymous = (bucket: string, key: string) => fetch(`${env.S3_ENDPOINT}/${bucket}/${key}`)
const localFiles = async (dir: string) => (await readdir(dir, { recursive: true }).catch(() => [] as string[])).sort()
const records = async () => (await payload.find({ collection: 'application-files', overrideAccess: true, pagination: false, depth: 0 })).docs

beforeAll(async () => {
  expect(env.usesS3).toBe(true)
  s3 = new S3(s3ClientConfig())
  payload = await testPayload()
  catalogue = await createCatalogue(payload, 's3')
  tokens.admissions = await staffToken(payload, 'admissions')
  tokens.editor = await staffToken(payload, 'editor')
}, 120_000)

describe(`public media on S3 (${dialect()})`, () => {
  it('stores an uploaded image and its sizes in the public bucket, served by the site and readable from the bucket', async () => {
    const media = await uploadPicture(payload, 'campus', 1000, 600)
    expect(media.filename).toMatch(/\.webp$/)
    const stored = (await keys(env.S3_BUCKET, 'media/')).filter((key) => path.basename(key).startsWith(path.parse(media.filename!).name))
    expect(stored).toHaveLength(3) // the original and the two sizes narrower than it
    const original = stored.find((key) => key.endsWith(`/${media.filename}`))
    expect(original).toBeDefined()
    expect(stored.some((key) => key.endsWith(`/${media.sizes!.thumb!.filename}`))).toBe(true)
    expect(await localFiles(env.MEDIA_DIR)).toEqual([])

    // The address pages use stays on this site; Payload streams the object from the bucket.
    expect(new URL(media.url!, 'http://x').pathname).toBe(`/api/media/file/${media.filename}`)
    const served = await restGet(new Request(`http://localhost/api/media/file/${media.filename}`), {
      params: Promise.resolve({ slug: ['media', 'file', media.filename!] }),
    })
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    const bytes = Buffer.from(await served.arrayBuffer())
    expect(bytes.equals(await objectBytes(env.S3_BUCKET, original!))).toBe(true)
    expect((await sharp(bytes).metadata()).width).toBe(1000)

    const direct = await anonymous(env.S3_BUCKET, original!)
    expect(direct.status).toBe(200)

    const missing = await restGet(new Request('http://localhost/api/media/file/nothing-here.webp'), {
      params: Promise.resolve({ slug: ['media', 'file', 'nothing-here.webp'] }),
    })
    expect(missing.status).toBe(404)

    await payload.delete({ collection: 'media', id: media.id, overrideAccess: true })
    expect((await keys(env.S3_BUCKET, 'media/')).filter((key) => stored.includes(key))).toEqual([])
    expect((await anonymous(env.S3_BUCKET, original!)).status).toBe(404)
  })
})

describe(`applicants' documents on S3 (${dialect()})`, () => {
  it('go to the private bucket only, unreadable without keys, and reach admissions staff through the staff route', async () => {
    const number = await submitApplicationThroughRoute(catalogue)
    const application = (await payload.find({ collection: 'applications', where: { applicationNumber: { equals: number } }, overrideAccess: true })).docs[0]!
    const files = (await records()).filter((file) => (typeof file.application === 'object' ? file.application.id : file.application) === application.id)
    expect(files).toHaveLength(3)

    const inPrivate = await keys(env.S3_PRIVATE_BUCKET, 'applications/')
    for (const file of files) {
      const key = `applications/${file.storedName}`
      expect(inPrivate).toContain(key)
      expect((await anonymous(env.S3_PRIVATE_BUCKET, key)).status).toBe(403)
    }
    expect((await keys(env.S3_BUCKET)).some((key) => files.some((file) => key.includes(file.storedName)))).toBe(false)
    expect(await localFiles(path.join(env.PRIVATE_DIR, 'applications'))).toEqual([])

    const passport = files.find((file) => file.kind === 'passport_copy')!
    const download = (headers: Record<string, string>) =>
      staffDownload(new Request(`http://localhost/api/admissions/files/${passport.id}`, { headers }), { params: Promise.resolve({ id: String(passport.id) }) })
    const staff = await download({ authorization: `JWT ${tokens.admissions}` })
    expect(staff.status).toBe(200)
    expect(staff.headers.get('cache-control')).toContain('no-store')
    expect(staff.headers.get('content-disposition')).toBe(`attachment; filename="${number}-passport_copy.pdf"`)
    expect(Buffer.from(await staff.arrayBuffer()).equals(pdf())).toBe(true)
    expect((await download({})).status).toBe(401)
    expect((await download({ authorization: `JWT ${tokens.editor}` })).status).toBe(403)
  })

  it('leave no object and no record behind when storing fails halfway', async () => {
    const before = { objects: await keys(env.S3_PRIVATE_BUCKET), records: (await records()).length }
    const folder = path.join(incomingDir(), `s3-test-${Date.now()}`)
    await mkdir(folder, { recursive: true })
    const received = await receiveMultipart(applyRequest(catalogue, await applicantDocuments()), folder)
    await expect(
      storeApplication(payload, received, {
        locale: 'en',
        faults: {
          afterFileStored: (index) => {
            if (index === 1) throw new Error('storage connection lost')
          },
        },
      }),
    ).rejects.toThrow('storage connection lost')
    expect(await keys(env.S3_PRIVATE_BUCKET)).toEqual(before.objects)
    expect((await records()).length).toBe(before.records)
  })

  it('are replaced through a request link: the new object in the private bucket, the old one deleted after', async () => {
    const number = await submitApplicationThroughRoute(catalogue)
    const application = (await payload.find({ collection: 'applications', where: { applicationNumber: { equals: number } }, overrideAccess: true })).docs[0]!
    const diploma = (await records()).find(
      (file) => file.kind === 'diploma' && (typeof file.application === 'object' ? file.application.id : file.application) === application.id,
    )!
    const { user } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${tokens.admissions}` }) })
    const asked = await payload.update({
      collection: 'application-files',
      id: diploma.id,
      data: { state: 'needs_replacement', replacementReason: 'Blurred.' },
      user,
      overrideAccess: false,
    })
    const requestedAt = new Date(asked.requestedAt!)
    const token = makeRequestToken({ application: application.id, document: diploma.id, requestedAt, expiresAt: new Date(Date.now() + 86_400_000) })
    const form = new FormData()
    for (const [name, value] of Object.entries({ token, application_number: number, birth_date: '2006-03-14', locale: 'en' })) form.append(name, value)
    form.append('diploma', new Blob([new Uint8Array(pdf())], { type: 'application/pdf' }), 'diploma-new.pdf')
    const response = await uploadReplacement(
      new Request('http://localhost/api/replace-document/upload', { method: 'POST', body: form, headers: { 'x-forwarded-for': '10.77.0.1' } }),
    )
    expect(response.status).toBe(200)
    const replaced = await payload.findByID({ collection: 'application-files', id: diploma.id, overrideAccess: true })
    expect(replaced).toMatchObject({ state: 'replaced', originalName: 'diploma-new.pdf' })
    const inPrivate = await keys(env.S3_PRIVATE_BUCKET, 'applications/')
    expect(inPrivate).toContain(`applications/${replaced.storedName}`)
    expect(inPrivate).not.toContain(`applications/${diploma.storedName}`)
    expect(await localFiles(path.join(env.PRIVATE_DIR, 'applications'))).toEqual([])
  })

  it('lose objects no record names to the reconciler, once older than the grace period', async () => {
    const orphan = 'applications/00000000-0000-4000-8000-000000000000.pdf'
    await s3.putObject({ Bucket: env.S3_PRIVATE_BUCKET, Key: orphan, Body: pdf(), ContentType: 'application/pdf' })
    const named = (await records()).map((file) => `applications/${file.storedName}`)
    expect(named.length).toBeGreaterThan(0)

    expect((await reconcileDocuments(payload)).orphanFiles).toBe(0)
    expect(await keys(env.S3_PRIVATE_BUCKET)).toContain(orphan)
    expect((await reconcileDocuments(payload, { graceMinutes: 0, now: Date.now() + 1000 })).orphanFiles).toBe(1)
    expect(await keys(env.S3_PRIVATE_BUCKET)).toEqual(named.sort())
  })
})
