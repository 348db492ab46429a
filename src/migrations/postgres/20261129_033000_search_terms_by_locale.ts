import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// search_terms split by language (LIST partitions), each with its own GIN indexes
// (docs/decisions/072-search-terms-by-language.md). A search asks one language, but one table
// holds all three, written document by document: a language's rows were spread over every page of
// the table, and a prefix matched in one language's words (`lab:*`) also took the other languages'
// matches out of the shared GIN index, only to drop them after reading their rows. With a
// partition per language, a search reads its own language's index and rows only; a language
// whose tsvectors are over about 2 KB (PostgreSQL moves them to TOAST only then) keeps all its
// rows on a few pages. The search reads a partition by its name (search_terms_en), without a
// condition on the language that an index on it could answer instead of the GIN indexes; the key
// leads with the id, which a deletion from search_docs looks rows up by. A language added later
// needs its partition, as it needs its FTS5 table on SQLite.
// Written by hand: these tables are not Payload collections.
// Rows are copied a batch per statement, into a table whose indexes are already there: every
// statement of a migration has the same few seconds as a request (DATABASE_QUERY_TIMEOUT_SECONDS),
// however large the index.
const LANGUAGES = ['en', 'ru', 'uz'] as const
const BATCH = 1000

type Db = MigrateUpArgs['db']

const columns = (table: string) => `
  CREATE TABLE "${table}" (
    "id" integer NOT NULL REFERENCES "search_docs" ("id") ON DELETE CASCADE,
    "locale" varchar NOT NULL,
    "rank_key" bigint NOT NULL,
    "title" tsvector NOT NULL,
    "terms" tsvector NOT NULL`

/** Copies search_terms into `table` (already made, with its indexes), then puts it in search_terms' place. */
async function moveInto(db: Db, table: string) {
  await db.execute(sql.raw(`CREATE INDEX "${table}_title_idx" ON "${table}" USING gin ("title")`))
  await db.execute(sql.raw(`CREATE INDEX "${table}_terms_idx" ON "${table}" USING gin ("terms")`))
  for (let after = 0; ; ) {
    const { rows } = await db.execute(
      sql.raw(`INSERT INTO "${table}" ("id", "locale", "rank_key", "title", "terms")
        SELECT "id", "locale", "rank_key", "title", "terms" FROM "search_terms" WHERE "id" > ${Number(after)} ORDER BY "id" LIMIT ${BATCH}
        RETURNING "id"`),
    )
    if (rows.length === 0) break
    after = Math.max(...rows.map((row) => Number(row.id)))
  }
  await db.execute(sql.raw(`DROP TABLE "search_terms"`))
  await db.execute(sql.raw(`ALTER TABLE "${table}" RENAME TO "search_terms"`))
  await db.execute(sql.raw(`ALTER INDEX "${table}_title_idx" RENAME TO "search_terms_title_idx"`))
  await db.execute(sql.raw(`ALTER INDEX "${table}_terms_idx" RENAME TO "search_terms_terms_idx"`))
  await db.execute(sql.raw(`ALTER TABLE "search_terms" RENAME CONSTRAINT "${table}_pkey" TO "search_terms_pkey"`))
  await db.execute(sql.raw(`ALTER TABLE "search_terms" RENAME CONSTRAINT "${table}_id_fkey" TO "search_terms_id_fkey"`))
  // The copied rows wait in the GIN indexes' pending lists, which every search would read until
  // a vacuum came by: merged now, an index per statement.
  const { rows: indexes } = await db.execute(sql`
    SELECT i.indexrelid::regclass::text AS name FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
    WHERE a.amname = 'gin' AND c.relkind = 'i'
      AND i.indrelid IN (SELECT 'search_terms'::regclass UNION SELECT inhrelid FROM pg_inherits WHERE inhparent = 'search_terms'::regclass)`)
  for (const { name } of indexes) await db.execute(sql`SELECT gin_clean_pending_list(${String(name)}::regclass)`)
  await db.execute(sql.raw(`ANALYZE "search_terms"`))
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(`${columns('search_terms_by_locale')},\n    PRIMARY KEY ("id", "locale")\n  ) PARTITION BY LIST ("locale")`))
  for (const language of LANGUAGES) {
    await db.execute(sql.raw(`CREATE TABLE "search_terms_${language}" PARTITION OF "search_terms_by_locale" FOR VALUES IN ('${language}')`))
  }
  await moveInto(db, 'search_terms_by_locale')
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(`${columns('search_terms_whole')},\n    PRIMARY KEY ("id")\n  ) WITH (toast_tuple_target = 128)`))
  await moveInto(db, 'search_terms_whole')
}
