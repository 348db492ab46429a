// Runs before each integration test file: a throw-away SQLite file unless the
// runner chose a PostgreSQL database (DATABASE_URL), and no type generation.
import os from 'node:os'
import path from 'node:path'

process.env.PAYLOAD_TEST = '1'
process.env.PRIVATE_DIR ??= path.join(os.tmpdir(), `campus-int-private-${process.pid}`)
process.env.MEDIA_DIR ??= path.join(os.tmpdir(), `campus-int-media-${process.pid}`)
if (!process.env.DATABASE_URL) {
  process.env.SQLITE_FILE ??= path.join(os.tmpdir(), `campus-int-${process.env.VITEST_POOL_ID ?? '0'}-${Date.now()}.db`)
}
