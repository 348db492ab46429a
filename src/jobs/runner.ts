// The job queue, run once a minute by every serving process but by one at a time: Payload's own
// runner (jobs.autoRun) would let two instances queue the same scheduled task and claim the same
// job in the same second, so a scheduled publish, a purge or a newsletter hand-over could run
// twice. Whoever holds the queue's lock queues what the schedules say is due and runs what is
// due; the others skip that minute (docs/decisions/023-jobs-run-once.md).
import { Cron } from 'croner'
import type { Payload } from 'payload'

import { exclusively } from '@/database/exclusive'

export const JOB_QUEUE = 'default'
/** Jobs one minute's run takes at most; the rest wait for the next minute. */
const LIMIT = 50

/** One run of the queue, unless another process is running it; false when skipped. */
export async function runDueJobs(payload: Payload): Promise<boolean> {
  const outcome = await exclusively(payload, 'job-queue', async () => {
    await payload.jobs.handleSchedules({ queue: JOB_QUEUE })
    await payload.jobs.run({ queue: JOB_QUEUE, limit: LIMIT })
  })
  return outcome.ran
}

/** Starts the minute's run in this process (the production server only). */
export function startJobRunner(payload: Payload): Cron {
  return new Cron(
    '* * * * *',
    { protect: true, catch: (error: unknown) => payload.logger.error({ err: error, msg: 'The job queue could not run' }) },
    async () => {
      await runDueJobs(payload)
    },
  )
}
