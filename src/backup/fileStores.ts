// The files a backup holds, wherever the install keeps them: public media (MEDIA_DIR, or the
// public bucket), applicants' documents (PRIVATE_DIR/applications, or applications/ in the private
// bucket) and the bursar's scans of bank documents (PRIVATE_DIR/payments, or payments/ there).
// In the archive they always sit under files/media, files/videos, files/documents and files/bank,
// so an archive taken from disk restores onto S3 and the other way round.
import { S3 } from '@aws-sdk/client-s3'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import { env } from '@/env'
import { s3ClientConfig } from '@/storage/s3'

/** Archive name (files/…) ↔ place in the store. */
type Place = { archiveName: string; location: string }

export type FileStore = {
  describe: string
  list(): Promise<Place[]>
  download(location: string, target: string): Promise<void>
  upload(archiveName: string, source: string): Promise<void>
  clear(): Promise<void>
}

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
}

/** The private areas of the archive: its name for them → their shelf (folder of PRIVATE_DIR, prefix of the private bucket). */
const PRIVATE_AREAS = { documents: 'applications', bank: 'payments' } as const
type PrivateArea = keyof typeof PRIVATE_AREAS
const isPrivateArea = (area: string | undefined): area is PrivateArea => area === 'documents' || area === 'bank'

/** Maps archive names to disk paths: files/videos/* under MEDIA_DIR/videos, files/media/* in MEDIA_DIR, the private areas in their PRIVATE_DIR folders. */
function diskPath(archiveName: string): string {
  const [, area, ...rest] = archiveName.split('/')
  const name = rest.join('/')
  if (area === 'media') return path.join(env.MEDIA_DIR, name)
  if (area === 'videos') return path.join(env.MEDIA_DIR, 'videos', name)
  if (isPrivateArea(area)) return path.join(env.PRIVATE_DIR, PRIVATE_AREAS[area], name)
  throw new Error(`Unknown file area in the archive: ${archiveName}`)
}

function diskStore(): FileStore {
  const privateDirs = Object.entries(PRIVATE_AREAS).map(([area, shelf]) => ({ area, dir: path.join(env.PRIVATE_DIR, shelf) }))
  return {
    describe: `disk (${env.MEDIA_DIR}, ${privateDirs.map(({ dir }) => dir).join(', ')})`,
    async list() {
      const media = (await walk(env.MEDIA_DIR)).map((name) => {
        const isVideo = name.startsWith(`videos${path.sep}`)
        const archiveName = isVideo ? `files/videos/${name.slice('videos/'.length)}` : `files/media/${name}`
        return { archiveName: archiveName.split(path.sep).join('/'), location: path.join(env.MEDIA_DIR, name) }
      })
      const kept = await Promise.all(
        privateDirs.map(async ({ area, dir }) => (await walk(dir)).map((name) => ({ archiveName: `files/${area}/${name}`, location: path.join(dir, name) }))),
      )
      return [...media, ...kept.flat()]
    },
    download: (location, target) => pipeline(createReadStream(location), createWriteStream(target)),
    async upload(archiveName, source) {
      const target = diskPath(archiveName)
      const isPrivate = isPrivateArea(archiveName.split('/')[1])
      await mkdir(path.dirname(target), { recursive: true, ...(isPrivate ? { mode: 0o700 } : {}) })
      await pipeline(createReadStream(source), createWriteStream(target, isPrivate ? { mode: 0o600 } : {}))
    },
    async clear() {
      await rm(env.MEDIA_DIR, { recursive: true, force: true })
      for (const { dir } of privateDirs) await rm(dir, { recursive: true, force: true })
    },
  }
}

function s3Store(): FileStore {
  const s3 = new S3(s3ClientConfig())
  const toArchive = (bucket: string, key: string): string | undefined => {
    if (bucket === env.S3_PRIVATE_BUCKET) {
      const area = (Object.keys(PRIVATE_AREAS) as PrivateArea[]).find((name) => key.startsWith(`${PRIVATE_AREAS[name]}/`))
      return area ? `files/${area}/${key.slice(PRIVATE_AREAS[area].length + 1)}` : undefined
    }
    return key.startsWith('media/') || key.startsWith('videos/') ? `files/${key}` : undefined
  }
  const toObject = (archiveName: string) => {
    const [, area, ...rest] = archiveName.split('/')
    if (isPrivateArea(area)) return { Bucket: env.S3_PRIVATE_BUCKET, Key: `${PRIVATE_AREAS[area]}/${rest.join('/')}` }
    if (area === 'media' || area === 'videos') return { Bucket: env.S3_BUCKET, Key: `${area}/${rest.join('/')}` }
    throw new Error(`Unknown file area in the archive: ${archiveName}`)
  }
  async function keys(bucket: string): Promise<string[]> {
    const found: string[] = []
    let token: string | undefined
    do {
      const page = await s3.listObjectsV2({ Bucket: bucket, ContinuationToken: token })
      for (const object of page.Contents ?? []) if (object.Key) found.push(object.Key)
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
    return found
  }
  return {
    describe: `S3 (${env.S3_BUCKET}, ${env.S3_PRIVATE_BUCKET})`,
    async list() {
      const places: Place[] = []
      for (const bucket of [env.S3_BUCKET, env.S3_PRIVATE_BUCKET]) {
        for (const key of await keys(bucket)) {
          const archiveName = toArchive(bucket, key)
          if (archiveName) places.push({ archiveName, location: `${bucket}\n${key}` })
        }
      }
      return places
    },
    async download(location, target) {
      const [Bucket, Key] = location.split('\n') as [string, string]
      const object = await s3.getObject({ Bucket, Key })
      await pipeline(object.Body as Readable, createWriteStream(target))
    },
    async upload(archiveName, source) {
      const { size } = await stat(source)
      await s3.putObject({ ...toObject(archiveName), Body: createReadStream(source), ContentLength: size, ContentType: contentType(archiveName) })
    },
    async clear() {
      for (const bucket of [env.S3_BUCKET, env.S3_PRIVATE_BUCKET]) {
        for (const key of await keys(bucket)) if (toArchive(bucket, key)) await s3.deleteObject({ Bucket: bucket, Key: key })
      }
    },
  }
}

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  avif: 'image/avif',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  webm: 'video/webm',
}
const contentType = (name: string) => TYPES[name.split('.').at(-1)?.toLowerCase() ?? ''] ?? 'application/octet-stream'

export const fileStore = (): FileStore => (env.usesS3 ? s3Store() : diskStore())
