import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// The site search index (src/search): one row per document and language with a weighted
// tsvector of the normalised terms (title A, the rest D), and the vocabulary typo corrections
// are drawn from. Written by hand: these tables are not Payload collections.
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
    "body" text DEFAULT '' NOT NULL,
    "tsv" tsvector NOT NULL
  );
  CREATE UNIQUE INDEX IF NOT EXISTS "search_docs_document_idx" ON "search_docs" ("collection", "doc_id", "locale");
  CREATE INDEX IF NOT EXISTS "search_docs_tsv_idx" ON "search_docs" USING gin ("tsv");
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
  await db.execute(sql`DROP TABLE IF EXISTS "search_vocab"; DROP TABLE IF EXISTS "search_version"; DROP TABLE IF EXISTS "search_docs";`)
}
