import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

// The site search index (src/search): one row per document and language, an FTS5 table per
// language over the normalised terms, and the vocabulary typo corrections are drawn from.
// Written by hand: these tables are not Payload collections. The long body comes last: ranking
// reads kind and date of every match, which then never touches the body's overflow pages.
// Each FTS row's id is the entry's rank_key (src/search/server/rankKey.ts). search_version
// counts changes, so every instance knows when its cached results are stale.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE IF NOT EXISTS \`search_docs\` (
    \`id\` integer PRIMARY KEY NOT NULL,
    \`collection\` text NOT NULL,
    \`doc_id\` text NOT NULL,
    \`locale\` text NOT NULL,
    \`kind\` text NOT NULL,
    \`rank_key\` integer DEFAULT 0 NOT NULL,
    \`date\` text,
    \`indexed_at\` text NOT NULL,
    \`url\` text NOT NULL,
    \`title\` text NOT NULL,
    \`image\` text,
    \`excerpt\` text DEFAULT '' NOT NULL,
    \`body\` text DEFAULT '' NOT NULL
  )`)
  await db.run(sql`CREATE UNIQUE INDEX IF NOT EXISTS \`search_docs_document_idx\` ON \`search_docs\` (\`collection\`, \`doc_id\`, \`locale\`)`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`search_docs_rank_key_idx\` ON \`search_docs\` (\`locale\`, \`rank_key\`)`)
  for (const locale of ['en', 'ru', 'uz']) {
    await db.run(
      sql.raw(
        `CREATE VIRTUAL TABLE IF NOT EXISTS search_fts_${locale} USING fts5(title, body, content='', contentless_delete=1, tokenize="unicode61 remove_diacritics 0 tokenchars '~'", prefix='2 3')`,
      ),
    )
  }
  await db.run(sql`CREATE TABLE IF NOT EXISTS \`search_version\` (\`id\` integer PRIMARY KEY NOT NULL, \`version\` integer DEFAULT 0 NOT NULL)`)
  await db.run(sql`INSERT OR IGNORE INTO \`search_version\` (\`id\`, \`version\`) VALUES (1, 0)`)
  await db.run(sql`CREATE TABLE IF NOT EXISTS \`search_vocab\` (
    \`locale\` text NOT NULL,
    \`variant\` text NOT NULL,
    \`word\` text NOT NULL,
    PRIMARY KEY (\`locale\`, \`variant\`, \`word\`)
  ) WITHOUT ROWID`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of ['search_fts_en', 'search_fts_ru', 'search_fts_uz', 'search_vocab', 'search_version', 'search_docs']) {
    await db.run(sql.raw(`DROP TABLE IF EXISTS ${table}`))
  }
}
