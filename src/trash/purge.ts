// The trash empties itself: what was deleted TRASH_DAYS ago or earlier goes for good, with its
// files (an application's documents on disk or S3, through the collections' delete hooks), and an
// application's purge is written in the admissions audit log by number. Nightly, with the job queue.
import type { CollectionSlug, Payload, TaskConfig } from 'payload'

import { env } from '@/env'

/** Every collection that has a trash (`trash: true`). */
export const trashCollections = (payload: Payload): CollectionSlug[] =>
  Object.values(payload.collections)
    .filter((collection) => collection.config.trash)
    .map((collection) => collection.config.slug as CollectionSlug)

export const trashCutoff = (now: Date, days = env.TRASH_DAYS) => new Date(now.getTime() - days * 86_400_000)

/** Deletes for good what has waited in the trash long enough; the number of records removed. */
export async function purgeTrash(payload: Payload, now = new Date()): Promise<number> {
  const cutoff = trashCutoff(now).toISOString()
  let purged = 0
  for (const collection of trashCollections(payload)) {
    const result = await payload.delete({
      collection,
      where: { deletedAt: { less_than_equal: cutoff } },
      trash: true,
      overrideAccess: true,
      context: { deletion: 'purge' },
    })
    // One still required by another record (src/trash/references.ts) stays in the trash until it is not.
    for (const error of result.errors) payload.logger.warn({ msg: `Kept in the trash: ${collection} ${error.id}`, reason: error.message })
    purged += result.docs.length
  }
  if (purged > 0) payload.logger.info({ msg: 'Trash emptied of old deletions', count: purged, cutoff })
  return purged
}

export const purgeTrashTask: TaskConfig<'purgeTrash'> = {
  slug: 'purgeTrash',
  schedule: [{ cron: '45 3 * * *', queue: 'default' }],
  handler: async ({ req }) => ({ output: { purged: await purgeTrash(req.payload) } }),
  outputSchema: [{ name: 'purged', type: 'number', required: true }],
}
