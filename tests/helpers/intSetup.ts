// Runs before each integration test file: its own throw-away database (a SQLite file, or a
// PostgreSQL database created beside the one the runner chose in DATABASE_URL), and no type
// generation. Files never see each other's documents, whichever database runs them; the
// PostgreSQL ones are dropped when the run ends (tests/helpers/intTeardown.ts).
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

process.env.PAYLOAD_TEST = '1'
process.env.PRIVATE_DIR ??= path.join(os.tmpdir(), `campus-int-private-${process.pid}`)
process.env.MEDIA_DIR ??= path.join(os.tmpdir(), `campus-int-media-${process.pid}`)

const fileTag = `${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`

if (process.env.DATABASE_URL?.startsWith('postgres')) {
  // The runner's database stays untouched; this file works in an empty sibling of it.
  const base = (process.env.INT_POSTGRES_BASE_URL ??= process.env.DATABASE_URL)
  const url = new URL(base)
  const name = `${url.pathname.slice(1)}_f${fileTag}`.slice(0, 63)
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  await admin.query(`create database "${name}"`)
  await admin.end()
  url.pathname = `/${name}`
  process.env.DATABASE_URL = url.toString()
} else {
  process.env.SQLITE_FILE = path.join(os.tmpdir(), `campus-int-${fileTag}.db`)
}
