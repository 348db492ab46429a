// Sign-ups nobody confirmed are deleted once their confirmation link has expired
// (NEWSLETTER_PENDING_DAYS): an address someone else typed in leaves no trace.
import type { Payload, TaskConfig } from 'payload'

import { env } from '@/env'

export async function purgeUnconfirmed(payload: Payload, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - env.NEWSLETTER_PENDING_DAYS * 24 * 60 * 60 * 1000)
  const { docs } = await payload.delete({
    collection: 'subscribers',
    where: { and: [{ status: { equals: 'pending' } }, { updatedAt: { less_than: cutoff.toISOString() } }] },
    overrideAccess: true,
  })
  return docs.length
}

export const purgeUnconfirmedTask: TaskConfig<'purgeUnconfirmedSubscribers'> = {
  slug: 'purgeUnconfirmedSubscribers',
  schedule: [{ cron: '15 4 * * *', queue: 'default' }],
  handler: async ({ req }) => ({ output: { deleted: await purgeUnconfirmed(req.payload) } }),
  outputSchema: [{ name: 'deleted', type: 'number' }],
}
