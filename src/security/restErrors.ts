// One mapping from what went wrong to what the REST and GraphQL API answers (Payload's afterError
// hook): a value the database cannot compare or store is the sender's mistake (400); a database
// that cannot be reached is a pause (503 with Retry-After). Everything else keeps Payload's
// answer. restQuery.ts catches most bad values earlier, with a message naming the field.
import type { AfterErrorHook } from 'payload'

import { RETRY_AFTER_SECONDS } from '@/lib/apiAnswers'

// PostgreSQL SQLSTATE: class 22 is "data exception" (invalid_text_representation, datetime and
// numeric out of range…); 42883/42804 are an operator or type that does not fit the value.
const POSTGRES_BAD_VALUE = /^(22...|42883|42804|42P18)$/
// Connection exceptions, shutdown, too many connections, cannot connect now; a statement or an
// idle transaction over its time (DATABASE_QUERY_TIMEOUT_SECONDS, src/database/timeouts.ts).
const POSTGRES_AWAY = /^(08...|57P0[1-3]|53300|57014|25P03)$/
const NETWORK_AWAY = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EPIPE', 'EAI_AGAIN'])
const SQLITE_AWAY = /^SQLITE_(BUSY|LOCKED|CANTOPEN|IOERR|FULL|READONLY)/
const AWAY_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|connect ECONNREFUSED|database is locked|Cannot use a pool after calling end/i
// The SQLite driver refuses to bind what Payload could not convert ("notadate" → undefined, "abc" → NaN).
const DRIVER_BAD_VALUE = /datatype mismatch|cannot be passed as argument|Only finite numbers|out of range|invalid input syntax/i

export type DatabaseTrouble = 'bad-value' | 'unreachable' | null

/** Follows `cause` links (Drizzle wraps the driver's error in "Failed query: …"). */
function* causes(error: unknown): Generator<Record<string, unknown>> {
  let current: unknown = error
  for (let i = 0; i < 6 && typeof current === 'object' && current !== null; i++) {
    yield current as Record<string, unknown>
    // GraphQL wraps the resolver's error as originalError.
    const link = current as { cause?: unknown; originalError?: unknown }
    current = link.originalError ?? link.cause
  }
}

export function databaseTrouble(error: unknown): DatabaseTrouble {
  const chain = [...causes(error)]
  const failedQuery = chain.some((link) => typeof link.message === 'string' && link.message.startsWith('Failed query'))
  for (const link of chain) {
    const code = typeof link.code === 'string' ? link.code : ''
    const message = typeof link.message === 'string' ? link.message : ''
    if (POSTGRES_AWAY.test(code) || NETWORK_AWAY.has(code) || SQLITE_AWAY.test(code) || AWAY_MESSAGES.test(message)) return 'unreachable'
    if (POSTGRES_BAD_VALUE.test(code) || code === 'SQLITE_MISMATCH' || (failedQuery && DRIVER_BAD_VALUE.test(message))) return 'bad-value'
  }
  return null
}

export const mapDatabaseErrors: AfterErrorHook = ({ error, graphqlResult, req }) => {
  const trouble = databaseTrouble(error)
  if (!trouble) return
  const status = trouble === 'bad-value' ? 400 : 503
  const message =
    trouble === 'bad-value'
      ? 'A value in this request does not fit the field it is compared with or stored in.'
      : 'The database cannot be reached right now. Please try again in a minute.'
  if (status === 503) req.responseHeaders = new Headers({ 'Retry-After': String(RETRY_AFTER_SECONDS) })
  // GraphQL answers 200 with the errors listed; checkedGraphql (restQuery.ts) reads statusCode.
  const graphql = { ...graphqlResult, message, extensions: { ...graphqlResult?.extensions, statusCode: status } }
  return { status, response: { errors: [{ message }] }, graphqlResult: graphql }
}
