// How long any connection of ours waits for the database (settings in src/env.ts): a database
// that stops answering, or a lock held elsewhere, becomes an error after seconds, never a wait
// as long as the stall (docs/decisions/040-database-deadlines.md).
export type DatabaseTimeoutSettings = {
  /** Seconds to open a connection or wait for a free one in the pool; 0: no limit. */
  DATABASE_CONNECT_TIMEOUT_SECONDS: number
  /** Seconds one statement may take; 0: no limit. */
  DATABASE_QUERY_TIMEOUT_SECONDS: number
  /** The longest a request may legitimately take (exports, uploads); 0: no limit. */
  REQUEST_DEADLINE_SLOW_SECONDS: number
}

const millis = (seconds: number) => Math.round(seconds * 1000)

/** node-postgres pool and client options: the same for Payload's pool, its replicas and ours. */
export function postgresTimeouts(settings: DatabaseTimeoutSettings) {
  const statement = millis(settings.DATABASE_QUERY_TIMEOUT_SECONDS)
  return {
    connectionTimeoutMillis: millis(settings.DATABASE_CONNECT_TIMEOUT_SECONDS),
    // The server cancels a statement that runs too long; the client stops waiting a second later,
    // for when no answer can come at all (the network or the server stalled).
    statement_timeout: statement,
    ...(statement > 0 ? { query_timeout: statement + 1000 } : {}),
    // A transaction idle longer than any request may last belongs to no request any more: its
    // locks are released rather than kept until the connection dies.
    idle_in_transaction_session_timeout: millis(settings.REQUEST_DEADLINE_SLOW_SECONDS),
  }
}

/** SQLite's busy timeout: how long a statement waits for a lock another connection holds before SQLITE_BUSY. */
export function sqliteBusyMillis(settings: Pick<DatabaseTimeoutSettings, 'DATABASE_QUERY_TIMEOUT_SECONDS'>): number {
  // 0 (no limit) as the largest wait SQLite takes.
  return millis(settings.DATABASE_QUERY_TIMEOUT_SECONDS) || 2 ** 31 - 1
}
