import { describe, expect, it } from 'vitest'

import { postgresTimeouts, sqliteBusyMillis } from './timeouts'

const settings = { DATABASE_CONNECT_TIMEOUT_SECONDS: 5, DATABASE_QUERY_TIMEOUT_SECONDS: 5, REQUEST_DEADLINE_SLOW_SECONDS: 120 }

describe('postgresTimeouts', () => {
  it('lets the server cancel a long statement before the client stops waiting for it', () => {
    expect(postgresTimeouts(settings)).toEqual({
      connectionTimeoutMillis: 5000,
      statement_timeout: 5000,
      query_timeout: 6000,
      idle_in_transaction_session_timeout: 120_000,
    })
  })

  it('reads 0 as no limit, as node-postgres and PostgreSQL do', () => {
    const none = postgresTimeouts({ DATABASE_CONNECT_TIMEOUT_SECONDS: 0, DATABASE_QUERY_TIMEOUT_SECONDS: 0, REQUEST_DEADLINE_SLOW_SECONDS: 0 })
    expect(none).toEqual({ connectionTimeoutMillis: 0, statement_timeout: 0, idle_in_transaction_session_timeout: 0 })
  })
})

describe('sqliteBusyMillis', () => {
  it('waits for a lock as long as a statement may take, and without end for 0', () => {
    expect(sqliteBusyMillis({ DATABASE_QUERY_TIMEOUT_SECONDS: 2.5 })).toBe(2500)
    expect(sqliteBusyMillis({ DATABASE_QUERY_TIMEOUT_SECONDS: 0 })).toBe(2 ** 31 - 1)
  })
})
