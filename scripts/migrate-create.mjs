// npm run migrate:create -- <name>: writes the migration for both databases, so neither falls behind.
import { payloadCommand, runOrExit } from './lib.mjs'

const name = process.argv[2] ?? 'change'
await runOrExit(...payloadCommand(['migrate:create', name, '--skip-empty']), { env: { DATABASE_URL: '' } })
await runOrExit(...payloadCommand(['migrate:create', name, '--skip-empty']), {
  env: { DATABASE_URL: 'postgres://migrations@127.0.0.1:5432/not-used' },
})
