// One archive (.tar.gz) with the database, the public media and the applicants' documents, and a
// manifest naming every file with its size and SHA-256. A restore refuses links and names that
// lead out of its folder, checks every file against the manifest before it touches the install,
// and goes only into an empty install unless told to replace what is there.
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { chmod, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import * as tar from 'tar'

import { databaseIsEmpty, DUMP_NAME, dumpDatabase, engine, restoreDatabase, type Engine } from './database'
import { fileStore } from './fileStores'

export const MANIFEST = 'manifest.json'

export type Manifest = {
  format: 'campus-backup'
  version: 1
  createdAt: string
  database: { engine: Engine; file: string }
  files: Record<string, { size: number; sha256: string }>
}

export class BackupError extends Error {}

const sha256 = (file: string) =>
  new Promise<string>((resolve, reject) => {
    const hash = createHash('sha256')
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')))
  })

async function staging<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'campus-backup-'))
  try {
    return await work(dir)
  } finally {
    // It may hold applicants' documents. An unpacking that failed may still be finishing a write
    // for a moment (the folder is then "not empty"): removing is retried until it is gone.
    await rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 })
  }
}

/** Writes the archive; resolves with its manifest. */
export async function createBackup(archive: string, log: (line: string) => void = () => {}): Promise<Manifest> {
  return staging(async (dir) => {
    const manifest: Manifest = {
      format: 'campus-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      database: { engine: engine(), file: DUMP_NAME[engine()] },
      files: {},
    }
    log(`database (${engine()})…`)
    await dumpDatabase(path.join(dir, manifest.database.file))
    const store = fileStore()
    const places = await store.list()
    log(`${places.length} files from ${store.describe}…`)
    for (const place of places) {
      const target = path.join(dir, place.archiveName)
      await mkdir(path.dirname(target), { recursive: true })
      await store.download(place.location, target)
    }
    for (const name of [manifest.database.file, ...places.map((place) => place.archiveName)]) {
      const file = path.join(dir, name)
      manifest.files[name] = { size: (await stat(file)).size, sha256: await sha256(file) }
    }
    await writeFile(path.join(dir, MANIFEST), JSON.stringify(manifest, null, 2))
    // Written beside its final name, then renamed: a backup cut short never looks complete.
    const partial = `${archive}.partial`
    await tar.create({ gzip: true, file: partial, cwd: dir, portable: true }, [MANIFEST, ...Object.keys(manifest.files)])
    // It holds applicants' documents: readable by its owner only.
    await chmod(partial, 0o600)
    await rename(partial, archive)
    return manifest
  })
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
}

// A backup holds files and folders only. A link could make the restore write or read outside the
// staging folder; a name that is absolute or climbs out with `..` would be written elsewhere.
const FILE_TYPES = new Set(['File', 'OldFile', 'ContiguousFile', 'Directory'])
const TYPE_NAMES: Record<string, string> = { SymbolicLink: 'a symbolic link', Link: 'a hard link' }

function entryProblem(entry: { type: string; path: string }): string | null {
  if (!FILE_TYPES.has(entry.type)) return `${entry.path} is ${TYPE_NAMES[entry.type] ?? `a ${entry.type} entry`}`
  if (path.posix.isAbsolute(entry.path) || path.win32.isAbsolute(entry.path)) return `${entry.path} is an absolute path`
  if (entry.path.split(/[\\/]/).includes('..')) return `${entry.path} leads out of the archive's folder`
  return null
}

/** Reads the archive's list of entries without writing anything; throws BackupError at any that is not a plain file or folder. */
async function refuseHostileEntries(archive: string): Promise<void> {
  const problems: string[] = []
  try {
    await tar.list({
      file: archive,
      strict: true,
      onReadEntry: (entry) => {
        const problem = entryProblem(entry)
        if (problem) problems.push(problem)
      },
    })
  } catch (error) {
    throw new BackupError(`The archive is damaged and cannot be unpacked (${(error as Error).message}). Nothing was restored.`)
  }
  if (problems.length)
    throw new BackupError(
      `The archive holds entries a backup never has (only files and folders):\n- ${problems.slice(0, 20).join('\n- ')}\nNothing was restored.`,
    )
}

/** Unpacks the archive and checks it whole; throws BackupError saying what is wrong. */
async function unpackVerified(archive: string, dir: string): Promise<Manifest> {
  await stat(archive).catch(() => {
    throw new BackupError(`No such archive: ${archive}`)
  })
  await refuseHostileEntries(archive)
  try {
    await tar.extract({ file: archive, cwd: dir, strict: true })
  } catch (error) {
    throw new BackupError(`The archive is damaged and cannot be unpacked (${(error as Error).message}). Nothing was restored.`)
  }
  let manifest: Manifest
  try {
    manifest = JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8')) as Manifest
  } catch {
    throw new BackupError(`The archive has no readable ${MANIFEST}: it is not a backup of this site, or it is damaged. Nothing was restored.`)
  }
  if (manifest.format !== 'campus-backup' || manifest.version !== 1 || !manifest.files?.[manifest.database?.file])
    throw new BackupError(
      `${MANIFEST} is not that of a backup of this site (format ${String(manifest.format)}, version ${String(manifest.version)}). Nothing was restored.`,
    )
  const problems: string[] = []
  const present = new Set((await listFiles(dir)).filter((name) => name !== MANIFEST))
  for (const [name, expected] of Object.entries(manifest.files)) {
    if (!present.delete(name)) problems.push(`missing: ${name}`)
    else if ((await sha256(path.join(dir, name))) !== expected.sha256) problems.push(`checksum does not match: ${name}`)
  }
  for (const name of present) problems.push(`not in the manifest: ${name}`)
  if (problems.length)
    throw new BackupError(
      `The archive is damaged (${problems.length} problem${problems.length > 1 ? 's' : ''}):\n- ${problems.slice(0, 20).join('\n- ')}\nNothing was restored.`,
    )
  return manifest
}

/** What the install already holds; a restore refuses to go over it unless told to. */
export async function installContents(): Promise<string[]> {
  const held: string[] = []
  if (!(await databaseIsEmpty())) held.push(`the ${engine()} database has tables`)
  const files = await fileStore().list()
  if (files.length) held.push(`${files.length} files in ${fileStore().describe}`)
  return held
}

export async function restoreBackup(
  archive: string,
  { replace = false, log = () => {} }: { replace?: boolean; log?: (line: string) => void } = {},
): Promise<Manifest> {
  return staging(async (dir) => {
    log('checking the archive…')
    const manifest = await unpackVerified(archive, dir)
    if (manifest.database.engine !== engine())
      throw new BackupError(`The archive holds a ${manifest.database.engine} database but this install uses ${engine()} (DATABASE_URL). Nothing was restored.`)
    const held = await installContents()
    if (held.length && !replace)
      throw new BackupError(
        `This install is not empty (${held.join('; ')}). Restore into an empty install, or add --force to replace everything in it. Nothing was restored.`,
      )
    const store = fileStore()
    if (held.length) {
      log('removing what the install held…')
      await store.clear()
    }
    log(`database (${engine()})…`)
    await restoreDatabase(path.join(dir, manifest.database.file), { replace: held.length > 0 })
    const files = Object.keys(manifest.files).filter((name) => name.startsWith('files/'))
    log(`${files.length} files to ${store.describe}…`)
    for (const name of files) await store.upload(name, path.join(dir, name))
    return manifest
  })
}
