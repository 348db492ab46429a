// npm run seed: puts the demo content into the configured database (idempotent).
//   --if-empty  only when the database has no content yet (used by the run command)
//   --migrate   apply the committed migrations first, in the same process
import { getPayload } from 'payload'

import { migrations as postgresMigrations } from '../src/migrations/postgres'
import { migrations as sqliteMigrations } from '../src/migrations/sqlite'
import config from '../src/payload.config'
import { reindexAll } from '../src/search/server/indexer'
import { searchIndexIsEmpty } from '../src/search/server/writes'
import { isSeeded, seed } from '../src/seed'
import { progressBar } from './progress'

const payload = await getPayload({ config })
if (process.argv.includes('--migrate')) {
  const migrations = payload.db.name === 'postgres' ? postgresMigrations : sqliteMigrations
  await payload.db.migrate({ migrations: migrations as never })
}
if (process.argv.includes('--if-empty') && (await isSeeded(payload))) {
  payload.logger.info('Content already present: seeding skipped.')
} else {
  await seed(payload)
}
// A database from before the search index (or restored without it): index what it holds.
if ((await isSeeded(payload)) && (await searchIndexIsEmpty(payload))) {
  payload.logger.info('The search index is empty: indexing the published content.')
  await reindexAll(payload, progressBar('Indexing'))
}
await payload.destroy()
process.exit(0)
