import { describe, expect, it } from 'vitest'

import { databaseTrouble } from './restErrors'

/** As Drizzle reports a driver's error: "Failed query: …" with the driver's error as its cause. */
const failedQuery = (cause: object) => Object.assign(new Error('Failed query: select 1'), { cause })

describe('databaseTrouble', () => {
  it('calls a value the database cannot use the sender’s mistake', () => {
    expect(databaseTrouble(failedQuery({ code: '22P02', message: 'invalid input syntax for type integer: "abc"' }))).toBe('bad-value')
    expect(databaseTrouble(failedQuery({ code: '22007', message: 'invalid input syntax for type timestamp' }))).toBe('bad-value')
    expect(databaseTrouble(failedQuery({ code: 'SQLITE_MISMATCH', message: 'datatype mismatch' }))).toBe('bad-value')
    expect(databaseTrouble(failedQuery(new RangeError('Only finite numbers (not Infinity or NaN) can be passed as arguments')))).toBe('bad-value')
    expect(databaseTrouble(failedQuery(new TypeError('undefined cannot be passed as argument to the database')))).toBe('bad-value')
  })

  it('calls a database out of reach unreachable', () => {
    expect(databaseTrouble(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe('unreachable')
    expect(databaseTrouble(failedQuery(new Error('Connection terminated unexpectedly')))).toBe('unreachable')
    expect(databaseTrouble(failedQuery({ code: '57P01', message: 'terminating connection due to administrator command' }))).toBe('unreachable')
    expect(databaseTrouble(failedQuery({ code: 'SQLITE_BUSY', message: 'database is locked' }))).toBe('unreachable')
    // A database that stopped answering: the client's own wait, or the server's, is over.
    expect(databaseTrouble(failedQuery(new Error('Query read timeout')))).toBe('unreachable')
    expect(databaseTrouble(failedQuery({ code: '57014', message: 'canceling statement due to statement timeout' }))).toBe('unreachable')
    // As GraphQL hands it over: the resolver's error as originalError.
    expect(databaseTrouble({ message: 'Something went wrong.', originalError: failedQuery(new Error('Connection terminated unexpectedly')) })).toBe(
      'unreachable',
    )
  })

  it('leaves everything else to Payload', () => {
    expect(databaseTrouble(new Error('You are not allowed to perform this action.'))).toBeNull()
    expect(databaseTrouble(new TypeError('undefined cannot be passed as argument to the database'))).toBeNull()
    expect(databaseTrouble(failedQuery({ code: '23505', message: 'duplicate key value violates unique constraint' }))).toBeNull()
  })
})
