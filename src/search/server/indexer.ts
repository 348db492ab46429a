// Keeps the index current: every save, publish, unpublish, slug change or delete of a
// searchable document re-reads what visitors may see of it and writes that (or removes it),
// inside the same transaction as the edit. `npm run search:reindex` rebuilds everything.
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload, PayloadRequest } from 'payload'

import { locales } from '@/i18n/locales'

import { entriesOf, readShape, SEARCH_COLLECTIONS, type SearchCollection, sourceOf } from './sources'
import type { SqlRunner } from '@/database/sql'
import { payloadConnection } from '@/database/payloadConnection'
import { clearIndex, type KnownWords, removeDocument, settleIndex, writeEntries } from './writes'

type Doc = { id: number | string; _status?: string | null } & Record<string, unknown>

const isPublic = (collection: SearchCollection, doc: Doc | null | undefined): doc is Doc =>
  Boolean(doc) && (!sourceOf(collection).drafts || doc!._status === 'published')

async function writeDocument(db: SqlRunner, collection: SearchCollection, id: number | string, doc: Doc | null | undefined) {
  if (!isPublic(collection, doc)) return removeDocument(db, collection, String(id))
  await writeEntries(db, entriesOf(collection, doc))
}

/** Re-reads one document as published and indexes it in every language, or removes it. */
export async function indexDocument(payload: Payload, collection: SearchCollection, id: number | string, req?: PayloadRequest) {
  const doc = (await payload.findByID({
    collection,
    id,
    locale: 'all',
    ...(readShape(collection) as object),
    draft: false,
    overrideAccess: true,
    disableErrors: true,
    req,
  })) as Doc | null
  await writeDocument(await payloadConnection(payload, req), collection, id, doc)
}

/** Documents whose entry shows another's text: a programme shows its faculty's name. */
const DEPENDENTS: Partial<Record<SearchCollection, { collection: SearchCollection; field: string }>> = {
  faculties: { collection: 'programs', field: 'faculty' },
}

async function indexDependents(payload: Payload, collection: SearchCollection, id: number | string, req: PayloadRequest) {
  const dependent = DEPENDENTS[collection]
  if (!dependent) return
  const { docs } = await payload.find({
    collection: dependent.collection,
    where: { [dependent.field]: { equals: id } },
    depth: 0,
    limit: 500,
    select: {},
    overrideAccess: true,
    req,
  })
  for (const doc of docs) await indexDocument(payload, dependent.collection, doc.id, req)
}

/** Hooks for a searchable collection. `context.skipSearchIndex` leaves the index alone (bulk imports). */
export function searchIndexHooks(collection: SearchCollection) {
  const afterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
    if (req.context?.skipSearchIndex) return doc
    try {
      await indexDocument(req.payload, collection, doc.id, req)
      await indexDependents(req.payload, collection, doc.id, req)
    } catch (error) {
      req.payload.logger.error({ err: error, msg: `Search index not updated for ${collection} ${doc.id}; run npm run search:reindex` })
    }
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    if (req.context?.skipSearchIndex) return doc
    try {
      await removeDocument(await payloadConnection(req.payload, req), collection, String(doc.id))
    } catch (error) {
      req.payload.logger.error({ err: error, msg: `Search index not updated for deleted ${collection} ${doc.id}` })
    }
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

const BATCH = 100

/**
 * Rebuilds the whole index from the published documents, a batch per transaction.
 * `progress` hears (done, total) after every batch.
 */
export async function reindexAll(payload: Payload, progress: (done: number, total: number) => void = () => {}) {
  const counts = await Promise.all(
    SEARCH_COLLECTIONS.map(async (collection) => (await payload.count({ collection, where: publishedOnly(collection), overrideAccess: true })).totalDocs),
  )
  const total = counts.reduce((sum, n) => sum + n, 0)
  let done = 0
  await inTransaction(payload, (db) => clearIndex(db, locales))
  const written: KnownWords = new Map()
  for (const collection of SEARCH_COLLECTIONS) {
    // Batches by id (never by page number: a deep offset makes every later page slower).
    for (let after: number | string = 0; ; ) {
      const published = publishedOnly(collection)
      const found = await payload.find({
        collection,
        where: { and: [{ id: { greater_than: after } }, ...(published ? [published] : [])] },
        locale: 'all',
        ...(readShape(collection) as object),
        draft: false,
        overrideAccess: true,
        limit: BATCH,
        sort: 'id',
        pagination: false,
      })
      const docs = found.docs as unknown as Doc[]
      const entries = docs.filter((doc) => isPublic(collection, doc)).flatMap((doc) => entriesOf(collection, doc))
      await inTransaction(payload, (db) => writeEntries(db, entries, { rebuild: written }))
      done += docs.length
      progress(done, total)
      if (docs.length < BATCH) break
      after = docs.at(-1)!.id
    }
  }
  await settleIndex(payload, locales)
  return { documents: done }
}

const publishedOnly = (collection: SearchCollection) => (sourceOf(collection).drafts ? { _status: { equals: 'published' } } : undefined)

async function inTransaction(payload: Payload, work: (db: SqlRunner) => Promise<void>) {
  const transactionID = await payload.db.beginTransaction()
  const req = { transactionID: transactionID ?? undefined } as Partial<PayloadRequest>
  try {
    await work(await payloadConnection(payload, req))
    if (transactionID) await payload.db.commitTransaction(transactionID)
  } catch (error) {
    if (transactionID) await payload.db.rollbackTransaction(transactionID)
    throw error
  }
}
