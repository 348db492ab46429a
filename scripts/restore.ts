// npm run restore -- <archive> [--force]: brings a backup (npm run backup) into this install.
// Every file is checked against the archive's checksums first; a damaged archive changes nothing.
// Only into an empty install (no tables, no files) unless --force: then everything is replaced.
// Stop the site first; start it afterwards (it applies newer migrations by itself).
import { loadDotEnv } from './lib.mjs'

loadDotEnv()
const { BackupError, restoreBackup } = await import('../src/backup/archive')

const archive = process.argv.slice(2).find((arg) => !arg.startsWith('--'))
if (!archive) {
  console.error('Usage: npm run restore -- <archive.tar.gz> [--force]')
  process.exit(2)
}
try {
  const manifest = await restoreBackup(archive, { replace: process.argv.includes('--force'), log: (line) => console.log(`→ ${line}`) })
  const files = Object.keys(manifest.files).filter((name) => name.startsWith('files/')).length
  console.log(`✓ Restored the backup of ${manifest.createdAt}: ${manifest.database.engine} database and ${files} files`)
  process.exit(0)
} catch (error) {
  console.error(`✗ ${error instanceof BackupError ? error.message : `Restore failed: ${(error as Error).message}`}`)
  process.exit(1)
}
