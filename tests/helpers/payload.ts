import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

let instance: Promise<Payload> | undefined

/** The Local API on the test database, migrated with the committed migrations. */
export function testPayload(): Promise<Payload> {
  instance ??= (async () => {
    const payload = await getPayload({ config })
    // Payload's migration file types are narrower than what migrate() declares it accepts.
    const migrations = (dialect() === 'postgres' ? postgresMigrations : sqliteMigrations) as never
    await payload.db.migrate({ migrations })
    return payload
  })()
  return instance
}

export const dialect = () => (process.env.DATABASE_URL?.startsWith('postgres') ? 'postgres' : 'sqlite')
