// Raw SQL outside Payload (the `sql` template, ./sql.ts): a small connection of our own, so the
// production server answers searches, sign-ups, redirects and the status check without Next or
// Payload (src/edge/server.ts), shared with the pages. Writes that belong to an edit's transaction go
// through Payload's own connection instead (./payloadConnection.ts).
import { createClient } from '@libsql/client'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'

import { patientClient } from '@/database/patientSqlite'
import { postgresTimeouts, sqliteBusyMillis } from '@/database/timeouts'
import { env } from '@/env'

import type { SqlRunner } from './sql'
import { processWide } from '@/lib/processWide'

export type ReadConnection = SqlRunner & { close: () => Promise<void> }

function postgresReader(connectionString: string): ReadConnection {
  // Sequential scans off: the planner cannot see that testing a row's terms means reading them
  // from TOAST, and would scan every row for a common word instead of using the GIN indexes.
  const pool = new pg.Pool({ connectionString, max: 4, idleTimeoutMillis: 30_000, options: '-c enable_seqscan=off', ...postgresTimeouts(env) })
  pool.on('error', (error) => console.error('Search database connection lost:', error.message))
  return {
    dialect: 'postgres',
    all: async (statement) => {
      const { text, values } = statement.text('postgres')
      return (await pool.query(text, values)).rows
    },
    run: async (statement) => {
      const { text, values } = statement.text('postgres')
      await pool.query(text, values)
    },
    close: () => pool.end(),
  }
}

function sqliteReader(file: string): ReadConnection {
  mkdirSync(path.dirname(file), { recursive: true })
  // Its writes (sign-ups, messages) wait for a lock without stopping the process (src/database/patientSqlite.ts).
  const client = patientClient(() => createClient({ url: `file:${file}` }), sqliteBusyMillis(env))
  const execute = async (statement: Parameters<SqlRunner['all']>[0]) => {
    const { text, values } = statement.text('sqlite')
    return client.execute({ sql: text, args: values as never })
  }
  return {
    dialect: 'sqlite',
    all: async (statement) => (await execute(statement)).rows as never,
    run: async (statement) => void (await execute(statement)),
    close: async () => client.close(),
  }
}

/** A read connection to the configured database. */
export const openReadConnection = (): ReadConnection => (env.isPostgres ? postgresReader(env.DATABASE_URL) : sqliteReader(env.SQLITE_FILE))

/** One read connection per process, shared by the server's fast path and Next's pages. */
export function sharedReadConnection(): ReadConnection {
  return processWide('database.reader', openReadConnection)
}
