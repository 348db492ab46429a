import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

// Payload's localized tables (`*_locales`) have a unique index on (_locale, _parent_id) only,
// which cannot serve a lookup by _parent_id alone: reading documents in all languages (the
// search index, the admin) or with per-field fallback scanned the whole table once per
// document. With 10,000 news, a list page's query fell from 255 ms to 8 ms with this index
// (docs/decisions/009-site-search.md). Written by hand: Payload does not generate it.
const tables = async (db: MigrateUpArgs['db']) =>
  ((await db.all(sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE '%\\_locales' ESCAPE '\\'`)) as { name: string }[]).map((row) => row.name)

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const table of await tables(db)) {
    await db.run(sql.raw(`CREATE INDEX IF NOT EXISTS "${table}_parent_idx" ON "${table}" ("_parent_id")`))
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of await tables(db)) await db.run(sql.raw(`DROP INDEX IF EXISTS "${table}_parent_idx"`))
}
