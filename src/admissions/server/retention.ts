// Applicants' data is kept no longer than needed: rejected applications, and ones never
// confirmed, are deleted with their documents RETENTION_MONTHS after they last changed.
import type { Payload, TaskConfig } from 'payload'

import { env } from '@/env'

export function retentionCutoff(now: Date, months = env.RETENTION_MONTHS): Date {
  const cutoff = new Date(now)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months)
  return cutoff
}

export async function purgeExpiredApplications(payload: Payload, now = new Date()): Promise<number> {
  const cutoff = retentionCutoff(now).toISOString()
  const result = await payload.delete({
    collection: 'applications',
    where: {
      or: [
        { and: [{ status: { equals: 'rejected' } }, { decidedAt: { less_than: cutoff } }] },
        { and: [{ status: { equals: 'not_confirmed' } }, { updatedAt: { less_than: cutoff } }] },
      ],
    },
    overrideAccess: true,
  })
  if (result.errors.length) throw new Error(`Could not delete ${result.errors.length} expired applications: ${JSON.stringify(result.errors[0])}`)
  payload.logger.info({ msg: 'Expired applications deleted', count: result.docs.length, cutoff })
  return result.docs.length
}

/** Runs every night with the job queue. */
export const retentionTask: TaskConfig<'purgeExpiredApplications'> = {
  slug: 'purgeExpiredApplications',
  schedule: [{ cron: '30 3 * * *', queue: 'default' }],
  handler: async ({ req }) => ({ output: { deleted: await purgeExpiredApplications(req.payload) } }),
  outputSchema: [{ name: 'deleted', type: 'number', required: true }],
}
