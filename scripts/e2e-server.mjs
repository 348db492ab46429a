// The server the browser tests run against: a fresh database (SQLite, or PostgreSQL when
// E2E_DATABASE=postgres), migrated and seeded with the demo content, behind the production server (src/edge/server.ts).
import { rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { freshPostgresDatabase } from './db.mjs'
import { followServer, root, startSite } from './lib.mjs'
import { seedOrExit } from './seeded.mjs'
import { startBotApiStandIn } from '../tests/helpers/botApiStandIn.mjs'
import { startSmtpSink } from './smtp-sink.mjs'

const port = process.env.E2E_PORT ?? '3100'
// E-mail goes to a local sink whose messages the tests read over HTTP (E2E_SINK_PORT).
const sink = await startSmtpSink({ port: 0, httpPort: Number(process.env.E2E_SINK_PORT ?? Number(port) + 1) })
// The university's Telegram bot talks to a local stand-in of the Bot API (E2E_PORT + 2), which
// the tests also use to write to the bot and read its messages (tests/e2e/telegram.e2e.ts).
const botApi = await startBotApiStandIn({ port: Number(port) + 2, token: '123456:e2e-bot-token', botName: 'campus_e2e_bot' })
const env = {
  PAYLOAD_SECRET: 'e2e-secret-only-for-tests',
  SITE_URL: `http://127.0.0.1:${port}`,
  // Folders of this port's own: two runs on different ports cannot remove each other's files.
  MEDIA_DIR: path.join(root, 'data', `e2e-media-${port}`),
  PRIVATE_DIR: path.join(root, 'data', `e2e-private-${port}`),
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(sink.port),
  // Every browser test comes from one address; the limit itself is tested on its own.
  RATE_LIMIT_LOOKUP_PER_MINUTE: '1000',
  RATE_LIMIT_SUBSCRIBE_PER_HOUR: '1000',
  // Tests send the demo applicant's data and look numbers up many times; the per-identity
  // limits are tested on their own (tests/int/peakLimits.int.test.ts). The ceiling is out of the
  // way of every test here; peak-limits.e2e.ts tries it on a second server with a low one.
  RATE_LIMIT_APPLY_PER_IDENTITY_PER_HOUR: '1000',
  RATE_LIMIT_LOOKUP_PER_NUMBER_PER_HOUR: '1000',
  RATE_LIMIT_CEILING_PER_MINUTE: '100000',
  // A web app elsewhere that may read the public JSON API (tests/e2e/compat-api.e2e.ts).
  API_CORS_ORIGINS: 'https://app.example.uz',
  TELEGRAM_BOT_TOKEN: '123456:e2e-bot-token',
  TELEGRAM_BOT_NAME: 'campus_e2e_bot',
  TELEGRAM_API_ROOT: botApi.apiRoot,
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
await seedOrExit(env)
// Where this server keeps its data, for a test that works on it through Payload in a process of
// its own (tests/e2e/serverScript.ts).
writeFileSync(
  path.join(root, 'data', `e2e-${port}.json`),
  JSON.stringify({ PAYLOAD_SECRET: env.PAYLOAD_SECRET, SQLITE_FILE: env.SQLITE_FILE ?? '', DATABASE_URL: env.DATABASE_URL }),
)
followServer(startSite(port, { env }))
