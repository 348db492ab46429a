// Two saves of the same title at once both see its slug free; the database's unique index lets
// one through and refuses the other. Instead of answering that editor "Value must be unique",
// the refused write is tried again with the next free number. Inside a transaction the attempt
// runs under a savepoint: PostgreSQL refuses every later statement of a transaction whose
// statement failed, unless it is rolled back to a point before the failure.
import type { CollectionSlug, Payload, PayloadRequest } from 'payload'
import { ValidationError } from 'payload'

import { transactionSession } from '@/database/drizzle'
import { payloadConnection } from '@/database/payloadConnection'
import { type Sql, sql } from '@/database/sql'

import { nextFreeSlug } from './slug'

const ATTEMPTS = 5

type WriteArgs = { collection: CollectionSlug; data: Record<string, unknown>; id?: number | string; req?: Partial<PayloadRequest> }

const isSlugCollision = (error: unknown) => error instanceof ValidationError && error.data.errors.some((problem) => problem.path === 'slug')

async function withRetries<T>(payload: Payload, args: WriteArgs, write: () => Promise<T>): Promise<T> {
  // Savepoints only inside the request's transaction: outside one, each write stands alone.
  const transactionID = args.req?.transactionID ? await args.req.transactionID : undefined
  const db = transactionSession(payload, transactionID) === undefined ? undefined : await payloadConnection(payload, args.req)
  const run = (statement: Sql) => db?.run(statement) ?? Promise.resolve()
  for (let attempt = 1; ; attempt++) {
    await run(sql`SAVEPOINT slug_attempt`)
    try {
      const result = await write()
      await run(sql`RELEASE SAVEPOINT slug_attempt`)
      return result
    } catch (error) {
      if (!isSlugCollision(error) || typeof args.data.slug !== 'string' || attempt === ATTEMPTS) throw error
      await run(sql`ROLLBACK TO SAVEPOINT slug_attempt`)
      args.data.slug = await nextFreeSlug(payload, args.req, args.collection, args.data.slug, args.id, [args.data.slug])
    }
  }
}

/** Makes the database adapter retry writes to these collections that lose a slug race. */
export function retrySlugCollisions(payload: Payload, collections: readonly string[]): void {
  const db = payload.db
  const create = db.create.bind(db)
  const updateOne = db.updateOne.bind(db)
  const guarded = (collection: string) => collections.includes(collection)
  db.create = (args) => (guarded(args.collection) ? withRetries(payload, args, () => create(args)) : create(args))
  db.updateOne = (args) => (guarded(args.collection) ? withRetries(payload, args, () => updateOne(args)) : updateOne(args))
}

/** Collections whose documents have a unique `slug` (src/fields/slug.ts). */
export const slugCollections = (payload: Payload): string[] =>
  payload.config.collections
    .filter((collection) => collection.flattenedFields.some((field) => field.name === 'slug' && 'unique' in field && field.unique))
    .map((collection) => collection.slug)
