import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// The site search index (src/search): one row per document and language (search_docs), its
// normalised terms (search_terms: the title's, and all of them, as tsvectors without positions),
// and the vocabulary typo corrections are drawn from. Written by hand: these tables are not
// Payload collections. search_terms is kept narrow (its tsvectors live in TOAST): matching reads
// the GIN indexes, then only small rows for type and rank key, however many documents match.
// search_version counts changes, so every instance knows when its cached results are stale.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "search_docs" (
    "id" serial PRIMARY KEY NOT NULL,
    "collection" varchar NOT NULL,
    "doc_id" varchar NOT NULL,
    "locale" varchar NOT NULL,
    "kind" varchar NOT NULL,
    "rank_key" bigint DEFAULT 0 NOT NULL,
    "date" varchar,
    "indexed_at" varchar NOT NULL,
    "url" varchar NOT NULL,
    "title" varchar NOT NULL,
    "image" varchar,
    "excerpt" varchar DEFAULT '' NOT NULL,
    "body" text DEFAULT '' NOT NULL
  );
  CREATE UNIQUE INDEX IF NOT EXISTS "search_docs_document_idx" ON "search_docs" ("collection", "doc_id", "locale");
  CREATE INDEX IF NOT EXISTS "search_docs_rank_key_idx" ON "search_docs" ("locale", "rank_key");
  CREATE TABLE IF NOT EXISTS "search_terms" (
    "id" integer PRIMARY KEY NOT NULL REFERENCES "search_docs" ("id") ON DELETE CASCADE,
    "locale" varchar NOT NULL,
    "rank_key" bigint NOT NULL,
    "title" tsvector NOT NULL,
    "terms" tsvector NOT NULL
  ) WITH (toast_tuple_target = 128);
  CREATE INDEX IF NOT EXISTS "search_terms_title_idx" ON "search_terms" USING gin ("title");
  CREATE INDEX IF NOT EXISTS "search_terms_terms_idx" ON "search_terms" USING gin ("terms");
  CREATE TABLE IF NOT EXISTS "search_version" ("id" integer PRIMARY KEY NOT NULL, "version" bigint DEFAULT 0 NOT NULL);
  INSERT INTO "search_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
  CREATE TABLE IF NOT EXISTS "search_vocab" (
    "locale" varchar NOT NULL,
    "variant" varchar NOT NULL,
    "word" varchar NOT NULL,
    PRIMARY KEY ("locale", "variant", "word")
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "search_vocab"; DROP TABLE IF EXISTS "search_version"; DROP TABLE IF EXISTS "search_terms"; DROP TABLE IF EXISTS "search_docs";`)
}
