// Writing the index: one row per document and language in search_docs, its terms in the
// engine's full-text index (an FTS5 table per language on SQLite, a weighted tsvector on
// PostgreSQL), and its words in the typo vocabulary. Tables: the search_index migrations.
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'

import { indexTerms, wordsOf } from '../shared/normalize'
import { deletionVariants, TYPO_MIN_LENGTH } from '../shared/typos'
import type { IndexEntry } from './sources'
import { payloadConnection } from './payloadRunner'
import { join, sql, type SqlRunner } from './sql'
import { rankKey } from './rankKey'
import { ftsTable } from './tables'

/** The body text kept for snippets; the terms still come from all of it. */
const STORED_BODY_CHARS = 20_000
const VOCAB_ROWS_PER_STATEMENT = 300

const MAX_POSITION = 16_383

/**
 * A tsvector literal: title terms weighted A, the rest D. Weights live on positions, so each
 * term gets one. Terms hold only letters, digits and the stem mark: nothing to escape.
 */
function tsvectorLiteral(titleTerms: string[], bodyTerms: string[]): string {
  const positions = new Map<string, string[]>()
  const add = (terms: string[], weight: string, first: number) =>
    terms.forEach((term, i) => positions.set(term, [...(positions.get(term) ?? []), `${Math.min(first + i, MAX_POSITION)}${weight}`]))
  add(titleTerms, 'A', 1)
  add(bodyTerms, 'D', titleTerms.length + 1)
  return [...positions].map(([term, at]) => `'${term}':${at.join(',')}`).join(' ')
}


/** Words long enough to be one typo away from a query word of five letters. */
const vocabularyWords = (entry: IndexEntry): string[] =>
  [...new Set(wordsOf(`${entry.title}\n${entry.excerpt}\n${entry.body}`, entry.locale))].filter((word) => [...word].length >= TYPO_MIN_LENGTH - 1)

const WORDS_PER_LOOKUP = 500

/** Adds the words the vocabulary does not know yet, with their one-letter deletions. */
async function addVocabulary(db: SqlRunner, locale: Locale, words: string[]) {
  const known = new Set<string>()
  for (let i = 0; i < words.length; i += WORDS_PER_LOOKUP) {
    const list = join(words.slice(i, i + WORDS_PER_LOOKUP).map((word) => sql`${word}`), ', ')
    const rows = await db.all<{ word: string }>(sql`SELECT word FROM search_vocab WHERE locale = ${locale} AND variant IN (${list}) AND variant = word`)
    for (const row of rows) known.add(row.word)
  }
  const rows = words.filter((word) => !known.has(word)).flatMap((word) => deletionVariants(word).map((variant) => [variant, word] as const))
  for (let i = 0; i < rows.length; i += VOCAB_ROWS_PER_STATEMENT) {
    const values = join(rows.slice(i, i + VOCAB_ROWS_PER_STATEMENT).map(([variant, word]) => sql`(${locale}, ${variant}, ${word})`), ', ')
    await db.run(
      db.dialect === 'postgres'
        ? sql`INSERT INTO search_vocab (locale, variant, word) VALUES ${values} ON CONFLICT DO NOTHING`
        : sql`INSERT OR IGNORE INTO search_vocab (locale, variant, word) VALUES ${values}`,
    )
  }
}

/**
 * Adds or replaces entries, then adds their new words to the typo vocabulary. `fresh`: the
 * index was just emptied (a full rebuild), so there is nothing to replace.
 */
export async function writeEntries(db: SqlRunner, entries: IndexEntry[], { fresh = false } = {}): Promise<void> {
  if (fresh && db.dialect === 'sqlite') await insertFresh(db, entries)
  else for (const entry of entries) await writeEntry(db, entry, fresh)
  const words = new Map<Locale, Set<string>>()
  for (const entry of entries) {
    const set = words.get(entry.locale) ?? new Set<string>()
    for (const word of vocabularyWords(entry)) set.add(word)
    words.set(entry.locale, set)
  }
  for (const [locale, set] of words) await addVocabulary(db, locale, [...set])
  await bumpVersion(db)
}

/** Every change to the index counts once: cached results older than the count are stale. */
const bumpVersion = (db: SqlRunner) => db.run(sql`UPDATE search_version SET version = version + 1 WHERE id = 1`)

async function writeEntry(db: SqlRunner, entry: IndexEntry, fresh: boolean): Promise<void> {
  const titleTerms = indexTerms(entry.title, entry.locale)
  const bodyTerms = indexTerms(`${entry.excerpt}\n${entry.body}`, entry.locale)
  const body = entry.body.slice(0, STORED_BODY_CHARS)
  const now = new Date().toISOString()
  const key = sql`collection = ${entry.collection} AND doc_id = ${entry.docId} AND locale = ${entry.locale}`
  if (db.dialect === 'postgres') {
    const [row] = await db.all<{ id: number }>(sql`
      INSERT INTO search_docs (collection, doc_id, locale, kind, url, title, excerpt, body, date, image, indexed_at, tsv)
      VALUES (${entry.collection}, ${entry.docId}, ${entry.locale}, ${entry.kind}, ${entry.url}, ${entry.title}, ${entry.excerpt}, ${body},
        ${entry.date}, ${entry.image}, ${now},
        ${tsvectorLiteral(titleTerms, bodyTerms)}::tsvector)
      ON CONFLICT (collection, doc_id, locale) DO UPDATE SET kind = excluded.kind, url = excluded.url, title = excluded.title,
        excerpt = excluded.excerpt, body = excluded.body, date = excluded.date, image = excluded.image,
        indexed_at = excluded.indexed_at, tsv = excluded.tsv
      RETURNING id`)
    const id = Number(row!.id)
    await db.run(sql`UPDATE search_docs SET rank_key = ${rankKey(entry.date, id, entry.kind)} WHERE id = ${id}`)
    return
  }
  const [existing] = fresh ? [] : await db.all<{ id: number; rank_key: number }>(sql`SELECT id, rank_key FROM search_docs WHERE ${key}`)
  let id = existing?.id
  if (id !== undefined) {
    await db.run(sql`DELETE FROM ${ftsTable(entry.locale)} WHERE rowid = ${existing!.rank_key}`)
    await db.run(sql`UPDATE search_docs SET kind = ${entry.kind}, rank_key = ${rankKey(entry.date, id, entry.kind)}, url = ${entry.url},
      title = ${entry.title}, excerpt = ${entry.excerpt}, body = ${body}, date = ${entry.date}, image = ${entry.image}, indexed_at = ${now}
      WHERE id = ${id}`)
  } else {
    // Inside the write transaction: the next id is ours, so the rank key goes in with the row.
    const [next] = await db.all<{ id: number }>(sql`SELECT coalesce(max(id), 0) + 1 AS id FROM search_docs`)
    id = Number(next!.id)
    await db.run(sql`
      INSERT INTO search_docs (id, collection, doc_id, locale, kind, rank_key, url, title, excerpt, body, date, image, indexed_at)
      VALUES (${id}, ${entry.collection}, ${entry.docId}, ${entry.locale}, ${entry.kind}, ${rankKey(entry.date, id, entry.kind)}, ${entry.url},
        ${entry.title}, ${entry.excerpt}, ${body}, ${entry.date}, ${entry.image}, ${now})`)
  }
  const rowid = rankKey(entry.date, id, entry.kind)
  await db.run(sql`INSERT INTO ${ftsTable(entry.locale)} (rowid, title, body) VALUES (${rowid}, ${titleTerms.join(' ')}, ${bodyTerms.join(' ')})`)
}

const ROWS_PER_INSERT = 100

/** A rebuild on SQLite: new rows only, so a hundred go in per statement (ids from the current end). */
async function insertFresh(db: SqlRunner, entries: IndexEntry[]): Promise<void> {
  const [last] = await db.all<{ id: number }>(sql`SELECT coalesce(max(id), 0) AS id FROM search_docs`)
  let id = Number(last?.id ?? 0)
  const now = new Date().toISOString()
  const rows = entries.map((entry) => {
    id += 1
    return { entry, id, key: rankKey(entry.date, id, entry.kind), title: indexTerms(entry.title, entry.locale), body: indexTerms(`${entry.excerpt}\n${entry.body}`, entry.locale) }
  })
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    const chunk = rows.slice(i, i + ROWS_PER_INSERT)
    const values = chunk.map(({ entry: e, id: rowId, key }) =>
      sql`(${rowId}, ${e.collection}, ${e.docId}, ${e.locale}, ${e.kind}, ${key}, ${e.url}, ${e.title}, ${e.excerpt}, ${e.body.slice(0, STORED_BODY_CHARS)}, ${e.date}, ${e.image}, ${now})`,
    )
    await db.run(sql`INSERT INTO search_docs (id, collection, doc_id, locale, kind, rank_key, url, title, excerpt, body, date, image, indexed_at) VALUES ${join(values, ', ')}`)
    for (const locale of new Set(chunk.map((row) => row.entry.locale))) {
      const terms = chunk.filter((row) => row.entry.locale === locale).map((row) => sql`(${row.key}, ${row.title.join(' ')}, ${row.body.join(' ')})`)
      await db.run(sql`INSERT INTO ${ftsTable(locale)} (rowid, title, body) VALUES ${join(terms, ', ')}`)
    }
  }
}

/** Takes a document out of the index in every language. */
export async function removeDocument(db: SqlRunner, collection: string, docId: string): Promise<void> {
  if (db.dialect === 'sqlite') {
    const rows = await db.all<{ rank_key: number; locale: Locale }>(sql`SELECT rank_key, locale FROM search_docs WHERE collection = ${collection} AND doc_id = ${docId}`)
    for (const row of rows) await db.run(sql`DELETE FROM ${ftsTable(row.locale)} WHERE rowid = ${row.rank_key}`)
  }
  await db.run(sql`DELETE FROM search_docs WHERE collection = ${collection} AND doc_id = ${docId}`)
  await bumpVersion(db)
}

/** Empties the index and its vocabulary (before a full rebuild). */
export async function clearIndex(db: SqlRunner, locales: readonly Locale[]): Promise<void> {
  if (db.dialect === 'sqlite') for (const locale of locales) await db.run(sql`INSERT INTO ${ftsTable(locale)} (${ftsTable(locale)}) VALUES ('delete-all')`)
  await db.run(sql`DELETE FROM search_docs`)
  await db.run(sql`DELETE FROM search_vocab`)
  await bumpVersion(db)
}

/** True when nothing is indexed yet (a database from before the index). */
export async function searchIndexIsEmpty(payload: Payload): Promise<boolean> {
  const db = await payloadConnection(payload)
  const [row] = await db.all<{ n: number | string }>(sql`SELECT count(*) AS n FROM search_docs`)
  return Number(row?.n ?? 0) === 0
}
