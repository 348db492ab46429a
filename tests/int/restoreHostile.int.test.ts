// `npm run restore` of a hostile archive, as a user would type it: an archive with a symbolic link,
// a hard link or a name climbing out with `..` is refused with a message naming the entry, before
// anything is written; the staging folder (which would hold applicants' documents) is gone
// afterwards, and the install is as empty as before.
import { existsSync } from 'node:fs'
import { link, mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import * as tar from 'tar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { emptyDatabase, runScript as run } from '../helpers/commands'
import { dialect } from '../helpers/payload'

let work: string

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'campus-restore-test-'))
})

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true })
})

/**
 * An archive that looks like a backup (a manifest, a database, forty documents) with `hostile`
 * entries first; names listed as `../x` are kept as written.
 */
async function hostileArchive(name: string, hostile: (dir: string) => Promise<string[]>): Promise<string> {
  const dir = path.join(work, `${name}-source`, 'backup')
  await mkdir(path.join(dir, 'files/documents'), { recursive: true })
  const documents: string[] = []
  for (let i = 0; i < 40; i++) {
    const file = `files/documents/passport-${i}.pdf`
    await writeFile(path.join(dir, file), Buffer.alloc(200_000, i))
    documents.push(file)
  }
  await writeFile(path.join(dir, 'campus.db'), 'not a database')
  const manifest = { format: 'campus-backup', version: 1, createdAt: new Date().toISOString(), database: { engine: dialect(), file: 'campus.db' }, files: {} }
  await writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest))
  const archive = path.join(work, `${name}.tar.gz`)
  const entries = [...(await hostile(dir)), 'manifest.json', 'campus.db', ...documents]
  await tar.create({ gzip: true, file: archive, cwd: dir, portable: true, preservePaths: true }, entries)
  return archive
}

/** Restores into a new empty install, with a temporary folder of its own to see what is left there (tsx keeps its cache there too). */
async function restoreInto(name: string, archive: string) {
  const install = {
    MEDIA_DIR: path.join(work, name, 'media'),
    PRIVATE_DIR: path.join(work, name, 'private'),
    TMPDIR: path.join(work, name, 'tmp'),
    ...(await emptyDatabase(name, work)),
  }
  await mkdir(install.TMPDIR, { recursive: true })
  const result = await run('scripts/restore.ts', [archive], install)
  const left = {
    staging: (await readdir(install.TMPDIR)).filter((entry) => entry.startsWith('campus-backup-')),
    media: await readdir(install.MEDIA_DIR, { recursive: true }).catch(() => []),
    documents: await readdir(install.PRIVATE_DIR, { recursive: true }).catch(() => []),
    database: install.SQLITE_FILE ? existsSync(install.SQLITE_FILE) : false,
  }
  return { ...result, left }
}

const nothingLeft = { staging: [], media: [], documents: [], database: false }

describe(`restoring a hostile archive on ${dialect()}`, () => {
  it('refuses a symbolic link, leaves no staging folder and restores nothing', async () => {
    const archive = await hostileArchive('symlink', async (dir) => {
      await symlink('/etc', path.join(dir, 'files/documents/link'))
      return ['files/documents/link']
    })
    const { code, out, left } = await restoreInto('symlink', archive)
    expect(code, out).toBe(1)
    expect(out).toContain('files/documents/link is a symbolic link')
    expect(out).toContain('Nothing was restored')
    expect(out).not.toMatch(/ENOTEMPTY|Restore failed/)
    expect(left).toEqual(nothingLeft)
  }, 120_000)

  it('refuses a hard link and a name that climbs out with "..", and writes nothing outside', async () => {
    const archive = await hostileArchive('dots', async (dir) => {
      await writeFile(path.join(dir, '..', 'outside.pdf'), 'outside')
      await writeFile(path.join(dir, 'files/documents/first.pdf'), 'first')
      await link(path.join(dir, 'files/documents/first.pdf'), path.join(dir, 'files/documents/hard.pdf'))
      return ['../outside.pdf', 'files/documents/first.pdf', 'files/documents/hard.pdf']
    })
    const { code, out, left } = await restoreInto('dots', archive)
    expect(code, out).toBe(1)
    expect(out).toContain("../outside.pdf leads out of the archive's folder")
    expect(out).toContain('files/documents/hard.pdf is a hard link')
    expect(out).toContain('Nothing was restored')
    expect(left).toEqual(nothingLeft)
    // Where `..` leads from the staging folder: the temporary folder.
    expect(existsSync(path.join(work, 'dots', 'tmp', 'outside.pdf'))).toBe(false)
  }, 120_000)
})
