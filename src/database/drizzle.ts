// Payload's Drizzle database and tables, for the few paths that write their own statement (a
// claim in an outbox, the status check's one-row read, a compare-and-set on a document's state):
// the same query builder on SQLite and PostgreSQL, with the operators of drizzle-orm. Only the
// calls those paths make are typed; each names the rows it reads.
import type { PostgresAdapter } from '@payloadcms/db-postgres'
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

/** The query builder and the tables of Payload's database adapter (either engine). */
export function drizzleOf(payload: Payload): { drizzle: Drizzle; tables: Record<string, Table> } {
  const adapter = payload.db as unknown as { drizzle: Drizzle; tables: Record<string, Table> }
  return { drizzle: adapter.drizzle, tables: adapter.tables }
}

/** The PostgreSQL adapter's pool, for a session of its own (an advisory lock). */
export const postgresPool = (payload: Payload) => (payload.db as unknown as PostgresAdapter).pool
