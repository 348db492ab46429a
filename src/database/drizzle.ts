// Payload's Drizzle database and tables, for the few paths that write their own statement (a
// claim in an outbox, the status check's one-row read, a compare-and-set on a document's state):
// the same query builder on SQLite and PostgreSQL, with the operators of drizzle-orm. Only the
// calls those paths make are typed; each names the rows it reads.
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { isNull, lte, or } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

type Columns = Record<string, unknown>
/** A table's columns by their database name (`tables.applications.id`). */
export type Table = Record<string, unknown>

type Selected<Row> = Promise<Row[]> & {
  limit: (n: number) => Promise<Row[]>
  orderBy: (...order: unknown[]) => { limit: (n: number) => Promise<Row[]> }
}
type Updated = Promise<unknown> & { returning: <Row = Columns>(columns?: Columns) => Promise<Row[]> }

export type Drizzle = {
  select: <Row = Columns>(columns?: Columns) => { from: (table: unknown) => { where: (condition: unknown) => Selected<Row> } }
  insert: (table: unknown) => { values: (rows: unknown[]) => Promise<unknown> & { onConflictDoNothing: () => Promise<unknown> } }
  update: (table: unknown) => { set: (values: Columns) => { where: (condition: unknown) => Updated } }
}

/** The columns a select reads, each under its own name: `columnsNamed(table, 'id', 'email')`. */
export const columnsNamed = (table: Table, ...names: string[]): Columns => Object.fromEntries(names.map((name) => [name, table[name]]))

/** An outbox row is due when it has no time set for its next try, or that time has come. */
export const isDue = (nextAttemptAt: unknown, now: string) => or(isNull(nextAttemptAt as never), lte(nextAttemptAt as never, now))

/** Payload's database adapter as configured (src/payload.config.ts): a Drizzle adapter on either engine. */
function drizzleParts(payload: Payload): { drizzle: unknown; tables: unknown; sessions?: unknown; pool?: unknown } {
  const db = payload.db
  if (!('drizzle' in db) || !('tables' in db)) throw new Error("Payload's database adapter is not one of Drizzle's")
  return db
}

/** The query builder and the tables of Payload's database adapter (either engine). */
export function drizzleOf(payload: Payload): { drizzle: Drizzle; tables: Record<string, Table> } {
  const { drizzle, tables } = drizzleParts(payload)
  // The two engines' builders differ in their types, not in the calls made here.
  return { drizzle: drizzle as Drizzle, tables: tables as Record<string, Table> }
}

/** The Drizzle session of the request's transaction, if Payload has one open under this id. */
export function transactionSession(payload: Payload, transactionID: string | number | undefined): unknown {
  const { sessions } = drizzleParts(payload)
  if (transactionID === undefined || !sessions) return undefined
  return (sessions as Record<string, { db?: unknown } | undefined>)[String(transactionID)]?.db
}

/** The PostgreSQL adapter's pool, for a session of its own (an advisory lock). */
export const postgresPool = (payload: Payload) => drizzleParts(payload).pool as PostgresAdapter['pool']
