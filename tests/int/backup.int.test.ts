// Backups end to end, with the commands a user types: `npm run backup` on an install with news, a
// picture, applications with their documents and a scan of a bank document the bursar attached; `npm run restore` into an empty install, which
// then holds the same content and the same files; refusals of a non-empty install and of a
// damaged archive, which leave the install as it was.
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { appendFile, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import * as tar from 'tar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createCatalogue, submitApplicationThroughRoute } from '../helpers/admissionsFixture'
import { emptyDatabase, installSummary as summary, runScript as run } from '../helpers/commands'
import { dialect, testPayload } from '../helpers/payload'

let payload: Payload
let work: string
let archive: string
const installA = () => ({
  DATABASE_URL: process.env.DATABASE_URL ?? '',
  SQLITE_FILE: process.env.SQLITE_FILE ?? '',
  MEDIA_DIR: process.env.MEDIA_DIR!,
  PRIVATE_DIR: process.env.PRIVATE_DIR!,
})

/** Settings of a new, empty install beside the test's own. */
async function emptyInstall(name: string): Promise<Record<string, string>> {
  return { MEDIA_DIR: path.join(work, name, 'media'), PRIVATE_DIR: path.join(work, name, 'private'), ...(await emptyDatabase(name, work)) }
}

/** Every file of an install with its SHA-256, by its place relative to MEDIA_DIR or the documents folder. */
async function fileDigests(env: Record<string, string>) {
  const digests: Record<string, string> = {}
  for (const [label, dir] of [
    ['media', env.MEDIA_DIR!],
    ['documents', path.join(env.PRIVATE_DIR!, 'applications')],
    ['bank', path.join(env.PRIVATE_DIR!, 'payments')],
  ] as const) {
    for (const name of await readdir(dir, { recursive: true }).catch(() => [] as string[])) {
      const content = await readFile(path.join(dir, name)).catch(() => undefined)
      if (content) digests[`${label}/${name}`] = createHash('sha256').update(content).digest('hex')
    }
  }
  return digests
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'campus-backup-test-'))
  archive = path.join(work, 'campus.tar.gz')
  payload = await testPayload()
  const catalogue = await createCatalogue(payload, 'backup')
  const news = await payload.create({
    collection: 'news',
    data: { title: 'Open day on Saturday', slug: 'open-day', date: new Date().toISOString(), cover: catalogue.media, _status: 'published' },
  })
  await payload.update({ collection: 'news', id: news.id, locale: 'ru', data: { title: 'День открытых дверей в субботу' } })
  await submitApplicationThroughRoute(catalogue, { first_name: 'Dilnoza' })
  await submitApplicationThroughRoute(catalogue, { first_name: 'Timur' })
  // A bank document's scan where the bursar's entry keeps it (src/payments/server/bankDocuments.ts).
  await mkdir(path.join(process.env.PRIVATE_DIR!, 'payments'), { recursive: true })
  await writeFile(path.join(process.env.PRIVATE_DIR!, 'payments', 'bank-scan.pdf'), '%PDF-1.4\n% the bank document\n%%EOF\n')
}, 180_000)

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true })
})

describe(`backup and restore on ${dialect()}`, () => {
  it('restores into an empty install the same news, applications and files', async () => {
    const backup = await run('scripts/backup.ts', [`--out=${archive}`], installA())
    expect(backup.code, backup.out).toBe(0)
    expect(backup.out).toContain('Backup written')
    // It holds applicants' documents: readable by its owner only.
    expect((await stat(archive)).mode & 0o777).toBe(0o600)

    const target = await emptyInstall('restored')
    const restore = await run('scripts/restore.ts', [archive], target)
    expect(restore.code, restore.out).toBe(0)

    const [before, after] = [await summary(installA()), await summary(target)]
    expect(before.news).toEqual([expect.objectContaining({ title: 'День открытых дверей в субботу', status: 'published' })])
    expect(before.applications).toHaveLength(2)
    expect(before.documents).toHaveLength(6)
    expect(after).toEqual(before)
    const files = await fileDigests(installA())
    expect(Object.keys(files).filter((name) => name.startsWith('documents/'))).toHaveLength(6)
    expect(Object.keys(files).filter((name) => name.startsWith('bank/'))).toEqual(['bank/bank-scan.pdf'])
    expect(await fileDigests(target)).toEqual(files)

    // The same archive again, over what is now there: refused, unless told to replace it.
    const again = await run('scripts/restore.ts', [archive], target)
    expect(again.code).toBe(1)
    expect(again.out).toContain('This install is not empty')
    const forced = await run('scripts/restore.ts', [archive, '--force'], target)
    expect(forced.code, forced.out).toBe(0)
    expect(await summary(target)).toEqual(before)
  }, 600_000)

  it('refuses a damaged archive before touching the install', async () => {
    const unpacked = path.join(work, 'unpacked')
    await mkdir(unpacked, { recursive: true })
    await tar.extract({ file: archive, cwd: unpacked })
    const documents = await readdir(path.join(unpacked, 'files/documents'))
    await appendFile(path.join(unpacked, 'files/documents', documents[0]!), 'x')
    const damaged = path.join(work, 'damaged.tar.gz')
    await tar.create({ gzip: true, file: damaged, cwd: unpacked }, await readdir(unpacked))

    const target = await emptyInstall('damaged')
    const restore = await run('scripts/restore.ts', [damaged], target)
    expect(restore.code).toBe(1)
    expect(restore.out).toContain(`checksum does not match: files/documents/${documents[0]}`)
    expect(restore.out).toContain('Nothing was restored')
    expect(await fileDigests(target)).toEqual({})
    if (dialect() === 'sqlite') expect(existsSync(target.SQLITE_FILE!)).toBe(false)

    const truncated = path.join(work, 'truncated.tar.gz')
    await writeFile(truncated, (await readFile(archive)).subarray(0, 2000))
    const cut = await run('scripts/restore.ts', [truncated], target)
    expect(cut.code).toBe(1)
    expect(cut.out).toMatch(/The archive is damaged/)
  }, 300_000)
})
