// SQLite only, written by hand: references added to a table after it was created (ALTER TABLE …
// ADD … REFERENCES) were stored without an ON DELETE rule, so deleting their target failed
// ("FOREIGN KEY constraint failed") where PostgreSQL empties the reference: a category used by
// news, a user who reviews applications, an image in a page's meta. This gives them PostgreSQL's
// rules — SET NULL, and CASCADE in the `_rels` tables — by editing the stored table definitions,
// as SQLite's documentation allows for constraint changes that leave the stored rows as they are
// (sqlite.org/lang_altertable.html, "making other kinds of table schema changes"). No row is read
// or written. PostgreSQL has had these rules from the start.
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/** `REFERENCES t(id)`, quoted or not, with no ON clause after it. */
const BARE_REFERENCE = /REFERENCES (`?[a-z_0-9]+`?)\(`?id`?\)(?!\s*ON)/g

const ruleFor = (table: string) => (table.endsWith('_rels') ? 'cascade' : 'set null')

export async function up({ db }: MigrateUpArgs): Promise<void> {
  const tables = (await db.all(sql`SELECT name, sql FROM sqlite_master WHERE type = 'table' AND sql LIKE '%REFERENCES%'`)) as { name: string; sql: string }[]
  const changed = tables
    .map(({ name, sql: definition }) => ({ name, definition: definition.replace(BARE_REFERENCE, (reference: string) => `${reference} ON UPDATE no action ON DELETE ${ruleFor(name)}`), before: definition }))
    .filter(({ definition, before }) => definition !== before)
  if (changed.length === 0) return
  const [{ schema_version: version }] = (await db.all(sql`PRAGMA schema_version`)) as { schema_version: number }[]
  await db.run(sql`PRAGMA writable_schema = ON`)
  for (const { name, definition } of changed) await db.run(sql`UPDATE sqlite_master SET sql = ${definition} WHERE type = 'table' AND name = ${name}`)
  await db.run(sql.raw(`PRAGMA schema_version = ${Number(version) + 1}`))
  await db.run(sql`PRAGMA writable_schema = OFF`)
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // The rules match PostgreSQL's and the collections'; going back would only bring the failures back.
}
