// Writing the index: one row per document and language in search_docs, its terms in the
// engine's full-text index (an FTS5 table per language on SQLite, search_terms' tsvectors on
// PostgreSQL), and its words in the typo vocabulary. Tables: the search_index migrations.
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'

import { indexTerms, STEM_MARK } from '../shared/normalize'
import { deletionVariants, TYPO_MIN_LENGTH } from '../shared/typos'
import type { IndexEntry } from './sources'
import { payloadConnection } from '@/database/payloadConnection'
import { join, sql, type SqlRunner } from '@/database/sql'
import { rankKey } from './rankKey'
import { ftsTable } from './tables'

/** The body text kept for snippets; the terms still come from all of it. */
const STORED_BODY_CHARS = 20_000
const VOCAB_ROWS_PER_STATEMENT = 300

/** An entry with its normalised terms: the title's, and the excerpt's and body's. */
type Analysed = { entry: IndexEntry; title: string[]; body: string[] }

const analyse = (entry: IndexEntry): Analysed => ({
  entry,
  title: indexTerms(entry.title, entry.locale),
  body: indexTerms(`${entry.excerpt}\n${entry.body}`, entry.locale),
})

/** Words long enough to be one typo away from a query word of five letters (stems are marked, and left out). */
const vocabularyWords = ({ title, body }: Analysed): string[] =>
  [...title, ...body].filter((term) => !term.startsWith(STEM_MARK) && [...term].length >= TYPO_MIN_LENGTH - 1)

const WORDS_PER_LOOKUP = 500

/** Words the vocabulary holds, per language: a rebuild keeps them, so it never asks the database. */
export type KnownWords = Map<Locale, Set<string>>

/** The words of the list the vocabulary already holds. */
async function knownOf(db: SqlRunner, locale: Locale, words: string[]): Promise<Set<string>> {
  const known = new Set<string>()
  for (let i = 0; i < words.length; i += WORDS_PER_LOOKUP) {
    const list = join(
      words.slice(i, i + WORDS_PER_LOOKUP).map((word) => sql`${word}`),
      ', ',
    )
    const rows = await db.all<{ word: string }>(sql`SELECT word FROM search_vocab WHERE locale = ${locale} AND variant IN (${list}) AND variant = word`)
    for (const row of rows) known.add(row.word)
  }
  return known
}

/** Adds the words the vocabulary does not know yet, with their one-letter deletions. */
async function addVocabulary(db: SqlRunner, locale: Locale, words: string[], remembered?: KnownWords) {
  const known = remembered?.get(locale) ?? (await knownOf(db, locale, words))
  const fresh = words.filter((word) => !known.has(word))
  if (remembered) {
    for (const word of fresh) known.add(word)
    remembered.set(locale, known)
  }
  const rows = fresh.flatMap((word) => deletionVariants(word).map((variant) => [variant, word] as const))
  for (let i = 0; i < rows.length; i += VOCAB_ROWS_PER_STATEMENT) {
    const values = join(
      rows.slice(i, i + VOCAB_ROWS_PER_STATEMENT).map(([variant, word]) => sql`(${locale}, ${variant}, ${word})`),
      ', ',
    )
    await db.run(
      db.dialect === 'postgres'
        ? sql`INSERT INTO search_vocab (locale, variant, word) VALUES ${values} ON CONFLICT DO NOTHING`
        : sql`INSERT OR IGNORE INTO search_vocab (locale, variant, word) VALUES ${values}`,
    )
  }
}

/**
 * Adds or replaces entries, then adds their new words to the typo vocabulary. `rebuild`: the
 * index was just emptied, so there is nothing to replace, and these are the words written since.
 */
export async function writeEntries(db: SqlRunner, entries: IndexEntry[], { rebuild }: { rebuild?: KnownWords } = {}): Promise<void> {
  const analysed = entries.map(analyse)
  if (rebuild) await insertFresh(db, analysed)
  else for (const one of analysed) await writeEntry(db, one)
  const words = new Map<Locale, Set<string>>()
  for (const one of analysed) {
    const set = words.get(one.entry.locale) ?? new Set<string>()
    for (const word of vocabularyWords(one)) set.add(word)
    words.set(one.entry.locale, set)
  }
  for (const [locale, set] of words) await addVocabulary(db, locale, [...set], rebuild)
  await bumpVersion(db)
}

/** Every change to the index counts once: cached results older than the count are stale. */
const bumpVersion = (db: SqlRunner) => db.run(sql`UPDATE search_version SET version = version + 1 WHERE id = 1`)

/** An entry ready to store: with its row id and rank key. */
type Prepared = Analysed & { id: number; key: number }

const prepare = (one: Analysed, id: number): Prepared => ({ ...one, id, key: rankKey(one.entry.date, id, one.entry.kind) })

/** Ids for new rows: PostgreSQL's sequence; on SQLite, inside the write transaction, the next free ones. */
async function newIds(db: SqlRunner, count: number): Promise<number[]> {
  if (db.dialect === 'postgres') {
    const rows = await db.all<{ id: number | string }>(sql`SELECT nextval('search_docs_id_seq') AS id FROM generate_series(1, ${count})`)
    return rows.map((row) => Number(row.id))
  }
  const [last] = await db.all<{ id: number }>(sql`SELECT coalesce(max(id), 0) AS id FROM search_docs`)
  return Array.from({ length: count }, (_, i) => Number(last?.id ?? 0) + i + 1)
}

/** A tsvector literal of distinct terms (no positions: ranking never reads them). Terms hold only letters, digits and the stem mark. */
const tsvector = (terms: string[]) => [...new Set(terms)].map((term) => `'${term}'`).join(' ')

/** Puts entries' terms into the engine's full-text index: search_terms, or each language's FTS5 table. */
async function insertTerms(db: SqlRunner, rows: Prepared[]): Promise<void> {
  if (db.dialect === 'postgres') {
    const values = rows.map((r) => sql`(${r.id}, ${r.entry.locale}, ${r.key}, ${tsvector(r.title)}::tsvector, ${tsvector([...r.title, ...r.body])}::tsvector)`)
    await db.run(sql`INSERT INTO search_terms (id, locale, rank_key, title, terms) VALUES ${join(values, ', ')}`)
    return
  }
  for (const locale of new Set(rows.map((row) => row.entry.locale))) {
    const values = rows.filter((row) => row.entry.locale === locale).map((r) => sql`(${r.key}, ${r.title.join(' ')}, ${r.body.join(' ')})`)
    await db.run(sql`INSERT INTO ${ftsTable(locale)} (rowid, title, body) VALUES ${join(values, ', ')}`)
  }
}

/** Takes stored rows' terms out of the full-text index. */
async function deleteTerms(db: SqlRunner, rows: { id: number; rank_key: number | string; locale: Locale }[]): Promise<void> {
  for (const row of rows) {
    await db.run(
      db.dialect === 'postgres'
        ? sql`DELETE FROM search_terms WHERE locale = ${row.locale} AND id = ${row.id}`
        : sql`DELETE FROM ${ftsTable(row.locale)} WHERE rowid = ${Number(row.rank_key)}`,
    )
  }
}

const storedBody = (entry: IndexEntry) => entry.body.slice(0, STORED_BODY_CHARS)

async function writeEntry(db: SqlRunner, one: Analysed): Promise<void> {
  const { entry } = one
  const now = new Date().toISOString()
  const [existing] = await db.all<{ id: number; rank_key: number | string; locale: Locale }>(
    sql`SELECT id, rank_key, locale FROM search_docs WHERE collection = ${entry.collection} AND doc_id = ${entry.docId} AND locale = ${entry.locale}`,
  )
  if (!existing) return insertFresh(db, [one])
  await deleteTerms(db, [existing])
  const row = prepare(one, Number(existing.id))
  await db.run(sql`UPDATE search_docs SET kind = ${entry.kind}, rank_key = ${row.key}, url = ${entry.url}, title = ${entry.title},
    excerpt = ${entry.excerpt}, body = ${storedBody(entry)}, date = ${entry.date}, image = ${entry.image}, indexed_at = ${now}
    WHERE id = ${row.id}`)
  await insertTerms(db, [row])
}

const ROWS_PER_INSERT = 100

/** New rows only (a rebuild, or a document not indexed yet): a hundred go in per statement. */
async function insertFresh(db: SqlRunner, analysed: Analysed[]): Promise<void> {
  if (analysed.length === 0) return
  const ids = await newIds(db, analysed.length)
  const rows = analysed.map((one, i) => prepare(one, ids[i]!))
  const now = new Date().toISOString()
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    const chunk = rows.slice(i, i + ROWS_PER_INSERT)
    const values = chunk.map(
      ({ entry: e, id, key }) =>
        sql`(${id}, ${e.collection}, ${e.docId}, ${e.locale}, ${e.kind}, ${key}, ${e.url}, ${e.title}, ${e.excerpt}, ${storedBody(e)}, ${e.date}, ${e.image}, ${now})`,
    )
    await db.run(
      sql`INSERT INTO search_docs (id, collection, doc_id, locale, kind, rank_key, url, title, excerpt, body, date, image, indexed_at) VALUES ${join(values, ', ')}`,
    )
    await insertTerms(db, chunk)
  }
}

/** Takes a document out of the index in every language. */
export async function removeDocument(db: SqlRunner, collection: string, docId: string): Promise<void> {
  await deleteTerms(db, await db.all(sql`SELECT id, rank_key, locale FROM search_docs WHERE collection = ${collection} AND doc_id = ${docId}`))
  await db.run(sql`DELETE FROM search_docs WHERE collection = ${collection} AND doc_id = ${docId}`)
  await bumpVersion(db)
}

/** Empties the index and its vocabulary (before a full rebuild). */
export async function clearIndex(db: SqlRunner, locales: readonly Locale[]): Promise<void> {
  if (db.dialect === 'postgres') await db.run(sql`DELETE FROM search_terms`)
  else for (const locale of locales) await db.run(sql`INSERT INTO ${ftsTable(locale)} (${ftsTable(locale)}) VALUES ('delete-all')`)
  await db.run(sql`DELETE FROM search_docs`)
  await db.run(sql`DELETE FROM search_vocab`)
  await bumpVersion(db)
}

/**
 * After a rebuild: PostgreSQL reclaims the emptied rows and merges the GIN indexes' pending
 * entries (both would slow every search until autovacuum came by); SQLite merges each FTS
 * index into one b-tree. Outside any transaction (VACUUM refuses to run inside one).
 */
export async function settleIndex(payload: Payload, locales: readonly Locale[]): Promise<void> {
  const db = await payloadConnection(payload)
  if (db.dialect === 'postgres') return db.run(sql`VACUUM (ANALYZE) search_docs, search_terms, search_vocab`)
  for (const locale of locales) await db.run(sql`INSERT INTO ${ftsTable(locale)} (${ftsTable(locale)}) VALUES ('optimize')`)
}

/** True when nothing is indexed yet (a database from before the index). */
export async function searchIndexIsEmpty(payload: Payload): Promise<boolean> {
  const db = await payloadConnection(payload)
  const [row] = await db.all<{ n: number | string }>(sql`SELECT count(*) AS n FROM search_docs`)
  return Number(row?.n ?? 0) === 0
}
