import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Payload's localized tables (`*_locales`) have a unique index on (_locale, _parent_id) only,
// which cannot serve a lookup by _parent_id alone (reading documents in all languages, per-field
// fallback). Written by hand: Payload does not generate it (docs/decisions/009-site-search.md).
const tables = async (db: MigrateUpArgs['db']) =>
  ((await db.execute(sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_name LIKE '%\\_locales'`)).rows as { name: string }[]).map(
    (row) => row.name,
  )

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const table of await tables(db)) {
    await db.execute(sql.raw(`CREATE INDEX IF NOT EXISTS "${table}_parent_idx" ON "${table}" ("_parent_id")`))
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of await tables(db)) await db.execute(sql.raw(`DROP INDEX IF EXISTS "${table}_parent_idx"`))
}
