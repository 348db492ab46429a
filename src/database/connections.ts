// Raw SQL outside Payload (the `sql` template, ./sql.ts): a small connection of our own, so the
// production server answers searches, sign-ups, redirects and the status check without Next or
// Payload (src/edge/server.ts), shared with the pages; and the one question the front door asks
// when an answer fails: does the database answer now? Writes that belong to an edit's transaction go
// through Payload's own connection instead (./payloadConnection.ts).
import { createClient } from '@libsql/client'
import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'

import { patientClient } from '@/database/patientSqlite'
import { postgresTimeouts, sqliteBusyMillis } from '@/database/timeouts'
import { env } from '@/env'

import type { Sql, SqlRunner } from './sql'
import { processWide } from '@/lib/processWide'

export type ReadConnection = SqlRunner & { close: () => Promise<void> }

/** Sees every statement a connection sends (its text with `?` placeholders) and its values: for tests that compare work. */
export type StatementObserver = (text: string, values: unknown[]) => void

type Options = {
  /** Who uses it, for the log line when a connection is lost. */
  user?: string
  observe?: StatementObserver
}

function postgresReader(connectionString: string, { user = 'Search', observe }: Options): ReadConnection {
  // A few connections: a statement holds one for well under a millisecond. Sequential scans off:
  // the planner cannot see that testing a row's terms means reading them from TOAST, and would
  // scan every row for a common word instead of using the GIN indexes.
  const pool = new pg.Pool({ connectionString, max: 4, idleTimeoutMillis: 30_000, options: '-c enable_seqscan=off', ...postgresTimeouts(env) })
  // An idle connection dropped by the server (a restart, a failover) must not end the process;
  // the pool opens a new one for the next statement.
  pool.on('error', (error) => console.error(`${user} database connection lost:`, error.message))
  const query = async (statement: Sql) => {
    if (observe) observe(statement.text('sqlite').text, [...statement.values])
    const { text, values } = statement.text('postgres')
    return (await pool.query(text, values)).rows
  }
  return {
    dialect: 'postgres',
    all: async (statement) => (await query(statement)) as never,
    run: async (statement) => void (await query(statement)),
    close: () => pool.end(),
  }
}

function sqliteReader(file: string, { observe }: Options): ReadConnection {
  // As Payload does for its own connection: a new volume has no data folder yet.
  mkdirSync(path.dirname(file), { recursive: true })
  // Payload keeps the file in WAL mode, so reading never blocks its writes; a write (a sign-up, a
  // message) or a migration holding the lock is waited for without stopping the process (./patientSqlite.ts).
  const client = patientClient(() => createClient({ url: `file:${file}` }), sqliteBusyMillis(env))
  const execute = async (statement: Sql) => {
    const { text, values } = statement.text('sqlite')
    observe?.(text, values)
    return client.execute({ sql: text, args: values as never })
  }
  return {
    dialect: 'sqlite',
    all: async (statement) => (await execute(statement)).rows as never,
    run: async (statement) => void (await execute(statement)),
    close: async () => client.close(),
  }
}

/** A connection of our own to the configured database (DATABASE_URL, else the SQLite file). */
export const openReadConnection = (options: Options = {}): ReadConnection =>
  env.isPostgres ? postgresReader(env.DATABASE_URL, options) : sqliteReader(env.SQLITE_FILE, options)

/**
 * Whether the configured database answers now, asked on a connection of its own (a pooled one may
 * be the thing that is stuck): PostgreSQL `SELECT 1`; SQLite its write lock, since in WAL mode
 * reading never waits and a stalled writer elsewhere (another process's long transaction) holds it.
 */
export async function databaseAnswersNow(): Promise<boolean> {
  if (env.isPostgres) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL, connectionTimeoutMillis: 2_000, query_timeout: 2_000 })
    client.on('error', () => {})
    try {
      await client.connect()
      await client.query('SELECT 1')
      return true
    } catch {
      return false
    } finally {
      client.end().catch(() => {})
    }
  }
  if (!existsSync(env.SQLITE_FILE)) return false
  const client = createClient({ url: `file:${env.SQLITE_FILE}` })
  try {
    await client.execute('PRAGMA busy_timeout = 1000')
    await client.execute('BEGIN IMMEDIATE')
    await client.execute('ROLLBACK')
    return true
  } catch {
    return false
  } finally {
    client.close()
  }
}

/** One read connection per process, shared by the server's fast path and Next's pages. */
export function sharedReadConnection(): ReadConnection {
  return processWide('database.reader', openReadConnection)
}
