// npm run seed: puts the demo content into the configured database (idempotent).
// --if-empty: only when the database has no content yet (used by the run command).
import { getPayload } from 'payload'

import config from '../src/payload.config'
import { isSeeded, seed } from '../src/seed'

const payload = await getPayload({ config })
if (process.argv.includes('--if-empty') && (await isSeeded(payload))) {
  payload.logger.info('Content already present: seeding skipped.')
} else {
  await seed(payload)
}
await payload.destroy()
process.exit(0)
