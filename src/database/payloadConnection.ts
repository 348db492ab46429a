// Statements run on Payload's own connection, inside the transaction of the edit that caused
// them (the search index), so a document and its index entries change together.
import { sql as postgresSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload, PayloadRequest } from 'payload'

import { env } from '@/env'

import { drizzleOf, transactionSession } from './drizzle'
import type { Dialect, Sql, SqlRunner } from './sql'

/** The statement as drizzle's sql, which Payload's connections take. */
function toDrizzle(statement: Sql, dialect: Dialect) {
  const strings = Object.assign([...statement.parts], { raw: [...statement.parts] }) as unknown as TemplateStringsArray
  return dialect === 'postgres' ? postgresSql(strings, ...statement.values) : sqliteSql(strings, ...statement.values)
}

type DrizzleSession = {
  all?: (query: unknown) => Promise<unknown[]>
  run?: (query: unknown) => Promise<unknown>
  execute?: (query: unknown) => Promise<{ rows: unknown[] }>
}

/** Payload's own connection: the request's transaction when it has one. */
export async function payloadConnection(payload: Payload, req?: Partial<PayloadRequest>): Promise<SqlRunner> {
  const transactionID = req?.transactionID ? await req.transactionID : undefined
  const db = (transactionSession(payload, transactionID) ?? drizzleOf(payload).drizzle) as DrizzleSession
  const dialect: Dialect = env.isPostgres ? 'postgres' : 'sqlite'
  if (dialect === 'postgres') {
    return {
      dialect,
      all: async (statement) => (await db.execute!(toDrizzle(statement, dialect))).rows as never,
      run: async (statement) => void (await db.execute!(toDrizzle(statement, dialect))),
    }
  }
  return {
    dialect,
    all: async (statement) => (await db.all!(toDrizzle(statement, dialect))) as never,
    run: async (statement) => void (await db.run!(toDrizzle(statement, dialect))),
  }
}
