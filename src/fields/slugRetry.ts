// Two saves of the same title at once both see its slug free; the database's unique index lets
// one through and refuses the other. Instead of answering that editor "Value must be unique",
// the refused write is tried again with the next free number. Inside a transaction the attempt
// runs under a savepoint: PostgreSQL refuses every later statement of a transaction whose
// statement failed, unless it is rolled back to a point before the failure.
import type { BaseDatabaseAdapter, CollectionSlug, Payload, PayloadRequest } from 'payload'
import { ValidationError } from 'payload'

import { nextFreeSlug } from './slug'

const ATTEMPTS = 5

type WriteArgs = { collection: CollectionSlug; data: Record<string, unknown>; id?: number | string; req?: Partial<PayloadRequest> }
type Drizzle = BaseDatabaseAdapter & {
  sessions?: Record<string, { db: unknown }>
  execute?: (args: { db: unknown; raw: string }) => Promise<unknown>
}

const isSlugCollision = (error: unknown) => error instanceof ValidationError && error.data.errors.some((problem) => problem.path === 'slug')

/** The open transaction of this request, if there is one. */
async function transactionOf(db: Drizzle, req: Partial<PayloadRequest> | undefined): Promise<unknown> {
  if (!req?.transactionID) return undefined
  return db.sessions?.[String(await req.transactionID)]?.db
}

async function withRetries<T>(payload: Payload, args: WriteArgs, write: () => Promise<T>): Promise<T> {
  const db = payload.db as Drizzle
  const tx = await transactionOf(db, args.req)
  const run = (raw: string) => (tx && db.execute ? db.execute({ db: tx, raw }) : Promise.resolve())
  for (let attempt = 1; ; attempt++) {
    await run('SAVEPOINT slug_attempt')
    try {
      const result = await write()
      await run('RELEASE SAVEPOINT slug_attempt')
      return result
    } catch (error) {
      if (!isSlugCollision(error) || typeof args.data.slug !== 'string' || attempt === ATTEMPTS) throw error
      await run('ROLLBACK TO SAVEPOINT slug_attempt')
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
