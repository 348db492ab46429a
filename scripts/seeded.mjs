// The demo content in a throw-away database. Seeding draws and resizes every demo picture: about a
// minute of both cores on a quiet machine, and a test run needs a seeded database several times
// (the browser tests, the crash tests). Under `npm test`, SEED_SNAPSHOTS names a folder: each
// engine is then seeded once, and every later database is a copy of that one — PostgreSQL's
// CREATE DATABASE … TEMPLATE, the SQLite file copied — with a copy of its media folder
// (docs/decisions/068-seed-once-per-test-run.md); for media on S3 the files are put in the bucket
// under the keys Payload's S3 plugin gives them. Without SEED_SNAPSHOTS every database is seeded.
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { createHash } from 'node:crypto'
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { dropPostgresDatabase, freshPostgresDatabase } from './db.mjs'
import { run, typeScript } from './lib.mjs'

const seedCommand = typeScript('scripts/seed.ts', ['--migrate'])

/** The PostgreSQL database the snapshots in `folder` are copied from. */
export const snapshotDatabase = (folder) => `campus_seed_${createHash('sha256').update(folder).digest('hex').slice(0, 12)}`

/** Migrates and seeds the database `env` names; resolves with the exit code. */
export async function seed(env, options = {}) {
  const folder = process.env.SEED_SNAPSHOTS
  if (!folder) return run(...seedCommand, { ...options, env })
  const engine = env.DATABASE_URL ? 'postgres' : 'sqlite'
  const made = await snapshot(folder, engine, withoutS3(env), options)
  if (made !== 0) return made
  await copySnapshot(path.join(folder, engine), engine, env)
  return 0
}

/** Migrates and seeds the database `env` names, or exits. */
export async function seedOrExit(env) {
  const code = await seed(env)
  if (code !== 0) {
    console.error(`\n✗ seeding failed (exit ${code})`)
    process.exit(code)
  }
}

/**
 * The seeded snapshot of one engine, made by the first caller; a caller that finds another making
 * it waits for it. A failed seed leaves no snapshot, and the next caller tries again.
 */
async function snapshot(folder, engine, env, options) {
  const place = path.join(folder, engine)
  const ready = path.join(place, 'ready')
  const lock = path.join(folder, `${engine}.lock`)
  mkdirSync(folder, { recursive: true })
  for (;;) {
    if (existsSync(ready)) return 0
    try {
      mkdirSync(lock)
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 1000))
      continue
    }
    try {
      if (existsSync(ready)) return 0
      rmSync(place, { recursive: true, force: true })
      mkdirSync(place, { recursive: true })
      const own = {
        ...env,
        SQLITE_FILE: path.join(place, 'campus.db'),
        MEDIA_DIR: path.join(place, 'media'),
        PRIVATE_DIR: path.join(place, 'private'),
        DATABASE_URL: engine === 'postgres' ? await freshPostgresDatabase(snapshotDatabase(folder)) : '',
      }
      const code = await run(...seedCommand, { ...options, env: own })
      if (code === 0) writeFileSync(ready, new Date().toISOString())
      return code
    } finally {
      rmSync(lock, { recursive: true, force: true })
    }
  }
}

/** The settings without S3: snapshots keep their files on disk. */
const withoutS3 = (env) => Object.fromEntries(Object.entries(env).filter(([key]) => !key.startsWith('S3_')))

/** Puts a copy of the snapshot where `env` keeps its database and files. */
async function copySnapshot(place, engine, env) {
  if (engine === 'postgres') {
    await freshPostgresDatabase(new URL(env.DATABASE_URL).pathname.slice(1), { template: snapshotDatabase(path.dirname(place)) })
  } else {
    for (const suffix of ['', '-wal', '-shm']) rmSync(env.SQLITE_FILE + suffix, { force: true })
    mkdirSync(path.dirname(env.SQLITE_FILE), { recursive: true })
    // The seed has ended, so the file (and a write-ahead log, if one was left) is whole.
    for (const suffix of ['', '-wal'])
      if (existsSync(path.join(place, `campus.db${suffix}`))) copyFileSync(path.join(place, `campus.db${suffix}`), env.SQLITE_FILE + suffix)
  }
  if (env.S3_BUCKET) return toBucket(path.join(place, 'media'), env)
  for (const [from, to] of [
    ['media', env.MEDIA_DIR],
    ['private', env.PRIVATE_DIR],
  ]) {
    if (!to) continue
    rmSync(to, { recursive: true, force: true })
    if (existsSync(path.join(place, from))) cpSync(path.join(place, from), to, { recursive: true })
  }
}

const TYPES = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

/**
 * The snapshot's media in the public bucket, as the S3 plugin stores them (src/storage/mediaStorage.ts):
 * images at `media/<file>`, the folders of videos and documents as their own prefixes. The seeded
 * rows already carry those prefixes (the plugin's fields are written with or without S3).
 */
async function toBucket(media, env) {
  const client = new S3Client({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION || 'us-east-1',
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
    requestChecksumCalculation: 'WHEN_REQUIRED',
  })
  const files = readdirSync(media, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
  const put = (entry) => {
    const folder = path.relative(media, entry.parentPath)
    const Key = `${folder || 'media'}/${entry.name}`
    const ContentType = TYPES[path.extname(entry.name).slice(1)] ?? 'application/octet-stream'
    return client.send(new PutObjectCommand({ Bucket: env.S3_BUCKET, Key, Body: readFileSync(path.join(entry.parentPath, entry.name)), ContentType }))
  }
  for (let i = 0; i < files.length; i += 16) await Promise.all(files.slice(i, i + 16).map(put))
  client.destroy()
}

/** Removes the snapshots of `folder`: its PostgreSQL database and its files. */
export async function removeSnapshots(folder) {
  rmSync(folder, { recursive: true, force: true })
  // Without PostgreSQL here nothing was made on it.
  await dropPostgresDatabase(snapshotDatabase(folder)).catch(() => {})
}
