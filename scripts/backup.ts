// npm run backup [-- --out=file.tar.gz | --dir=folder]: the database, public media and applicants'
// documents of the configured install (.env and the environment, as `npm start` reads them) in
// one archive with SHA-256 checksums. Default: backups/campus-<date>-<time>.tar.gz.
import { mkdir } from 'node:fs/promises'
import path from 'node:path'

import { loadDotEnv } from './lib.mjs'

loadDotEnv()
const { createBackup } = await import('../src/backup/archive')

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3)
const stamp = new Date().toISOString().replace(/[:T]/g, '-').replace(/\..*$/, '')
const archive = path.resolve(option('out') ?? path.join(option('dir') ?? 'backups', `campus-${stamp}.tar.gz`))
await mkdir(path.dirname(archive), { recursive: true, mode: 0o700 })

try {
  const manifest = await createBackup(archive, (line) => console.log(`→ ${line}`))
  const files = Object.keys(manifest.files).filter((name) => name.startsWith('files/')).length
  console.log(`✓ Backup written: ${archive}\n  ${manifest.database.engine} database and ${files} files, each with its SHA-256 in manifest.json`)
  process.exit(0)
} catch (error) {
  console.error(`✗ Backup failed: ${(error as Error).message}`)
  process.exit(1)
}
