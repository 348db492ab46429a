// Runs before each integration test file: its own throw-away database (a SQLite file, or a
// PostgreSQL database created beside the one the runner chose in DATABASE_URL), a copy of the one
// migrated before the run (tests/helpers/intGlobalSetup.ts), and no type generation. Files never
// see each other's documents, whichever database runs them; the PostgreSQL ones are dropped when
// the run ends.
import { copyFileSync, existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { freshPostgresDatabase } from '../../scripts/db.mjs'

process.env.PAYLOAD_TEST = '1'
const fileTag = `${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`
// Folders of the file's own too: a worker process runs several files one after another.
process.env.PRIVATE_DIR = path.join(os.tmpdir(), `campus-int-private-${fileTag}`)
process.env.MEDIA_DIR = path.join(os.tmpdir(), `campus-int-media-${fileTag}`)

if (process.env.DATABASE_URL?.startsWith('postgres')) {
  // The runner's database stays untouched; this file works in an empty sibling of it.
  const base = (process.env.INT_POSTGRES_BASE_URL ??= process.env.DATABASE_URL)
  const name = `${new URL(base).pathname.slice(1)}_f${fileTag}`.slice(0, 63)
  process.env.DATABASE_URL = await freshPostgresDatabase(name, { template: process.env.INT_TEMPLATE_DATABASE, server: base })
} else {
  process.env.SQLITE_FILE = path.join(os.tmpdir(), `campus-int-${fileTag}.db`)
  const template = process.env.INT_TEMPLATE_SQLITE
  if (template && existsSync(template)) {
    copyFileSync(template, process.env.SQLITE_FILE)
    if (existsSync(`${template}-wal`)) copyFileSync(`${template}-wal`, `${process.env.SQLITE_FILE}-wal`)
  }
}
