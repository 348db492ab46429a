import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

let instance: Promise<Payload> | undefined

/** The Local API on the test database, migrated with the committed migrations. */
export function testPayload(): Promise<Payload> {
  instance ??= (async () => {
    const payload = await getPayload({ config })
    await payload.db.migrate({ migrations: dialect() === 'postgres' ? postgresMigrations : sqliteMigrations })
    return payload
  })()
  return instance
}

export const dialect = () => (process.env.DATABASE_URL?.startsWith('postgres') ? 'postgres' : 'sqlite')
