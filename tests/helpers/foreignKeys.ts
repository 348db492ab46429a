// Every foreign key of the test database, read from the database itself (SQLite's pragmas,
// PostgreSQL's catalogue): which column points at which table, what a delete does to it, and
// whether the column may hold NULL.
import type { Payload } from 'payload'

import { dialect } from './payload'

export type ForeignKey = { table: string; column: string; target: string; onDelete: string; nullable: boolean }

type Rows = Record<string, unknown>[]

export async function foreignKeys(payload: Payload): Promise<ForeignKey[]> {
  const db = payload.db as unknown as {
    client?: { execute: (sql: string) => Promise<{ rows: Rows }> }
    pool?: { query: (sql: string) => Promise<{ rows: Rows }> }
  }
  if (dialect() === 'postgres') {
    const { rows } = await db.pool!.query(`
      select cls.relname as "table", att.attname as "column", target.relname as target,
             case con.confdeltype when 'a' then 'no action' when 'r' then 'restrict' when 'c' then 'cascade' when 'n' then 'set null' else 'set default' end as "onDelete",
             not att.attnotnull as nullable
      from pg_constraint con
      join pg_class cls on cls.oid = con.conrelid
      join pg_class target on target.oid = con.confrelid
      join pg_namespace ns on ns.oid = cls.relnamespace
      join pg_attribute att on att.attrelid = con.conrelid and att.attnum = con.conkey[1]
      where con.contype = 'f' and ns.nspname = current_schema()`)
    return rows as ForeignKey[]
  }
  const execute = async (sql: string) => (await db.client!.execute(sql)).rows
  const tables = (await execute("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")).map((row) => String(row.name))
  const keys: ForeignKey[] = []
  for (const table of tables) {
    const columns = new Map((await execute(`pragma table_info("${table}")`)).map((row) => [String(row.name), Number(row.notnull) === 0]))
    for (const key of await execute(`pragma foreign_key_list("${table}")`))
      keys.push({
        table,
        column: String(key.from),
        target: String(key.table),
        onDelete: String(key.on_delete).toLowerCase(),
        nullable: columns.get(String(key.from)) ?? true,
      })
  }
  return keys
}
