// The server the browser tests run against: a fresh database (SQLite, or PostgreSQL when
// E2E_DATABASE=postgres), migrated and seeded with the demo content, behind the production server (src/server.ts).
import { rmSync } from 'node:fs'
import path from 'node:path'

import { freshPostgresDatabase } from './db.mjs'
import { bin, followServer, root, runOrExit, startSite } from './lib.mjs'
import { startSmtpSink } from './smtp-sink.mjs'

const port = process.env.E2E_PORT ?? '3100'
// E-mail goes to a local sink whose messages the tests read over HTTP (E2E_SINK_PORT).
const sink = await startSmtpSink({ port: 0, httpPort: Number(process.env.E2E_SINK_PORT ?? Number(port) + 1) })
const env = {
  PAYLOAD_SECRET: 'e2e-secret-only-for-tests',
  SITE_URL: `http://127.0.0.1:${port}`,
  MEDIA_DIR: path.join(root, 'data', 'e2e-media'),
  PRIVATE_DIR: path.join(root, 'data', 'e2e-private'),
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(sink.port),
  // Every browser test comes from one address; the limit itself is tested on its own.
  RATE_LIMIT_LOOKUP_PER_MINUTE: '1000',
  RATE_LIMIT_SUBSCRIBE_PER_HOUR: '1000',
  // A web app elsewhere that may read the public JSON API (tests/e2e/compat-api.e2e.ts).
  API_CORS_ORIGINS: 'https://app.example.uz',
  DATABASE_URL: '',
}
rmSync(env.MEDIA_DIR, { recursive: true, force: true })
rmSync(env.PRIVATE_DIR, { recursive: true, force: true })
if (process.env.E2E_DATABASE === 'postgres') {
  env.DATABASE_URL = await freshPostgresDatabase(`campus_e2e_${port}`)
} else {
  // A file of its own per run: nothing left over from an earlier run can be in the way.
  env.SQLITE_FILE = path.join(root, 'data', `e2e-${process.pid}.db`)
  const cleanup = () => {
    for (const suffix of ['', '-wal', '-shm']) rmSync(env.SQLITE_FILE + suffix, { force: true })
  }
  process.on('exit', cleanup)
}
await runOrExit(bin('tsx'), ['scripts/seed.ts', '--migrate'], { env })
followServer(startSite(port, { env }))
