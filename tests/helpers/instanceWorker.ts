// One more instance of the application for the tests that run several: `tsx
// tests/helpers/instanceWorker.ts` on the database the environment names. It starts Payload,
// prints "ready", and on "go" (a line on stdin) does what a serving process does in the
// background at the same moment as the others: the minute's job-queue run (until nothing is
// due), a newsletter sender for the issue given as NEWSLETTER_ISSUE, and the confirmation
// sender. Then it prints "done" and exits.
import config from '@payload-config'
import { getPayload } from 'payload'

import { runDueJobs } from '@/jobs/runner'
import { sendDueConfirmations } from '@/newsletter/confirmations'
import { sendIssue } from '@/newsletter/send'

const payload = await getPayload({ config })
process.stdout.write('ready\n')
await new Promise<void>((resolve) => process.stdin.once('data', () => resolve()))

const issue = Number(process.env.NEWSLETTER_ISSUE)
/** Jobs due now that nobody has taken. */
const dueJobs = async () =>
  (
    await payload.count({
      collection: 'payload-jobs',
      where: {
        completedAt: { exists: false },
        hasError: { not_equals: true },
        processing: { equals: false },
        or: [{ waitUntil: { exists: false } }, { waitUntil: { less_than: new Date().toISOString() } }],
      },
      overrideAccess: true,
    })
  ).totalDocs
const queueRuns = (async () => {
  let runs = 0
  for (let round = 0; round < 50; round++) {
    if (await runDueJobs(payload)) runs++
    else await new Promise((resolve) => setTimeout(resolve, 100))
    if ((await dueJobs()) === 0) break
  }
  return runs
})()
const [runs, open, confirmations] = await Promise.all([queueRuns, issue ? sendIssue(payload, issue) : null, sendDueConfirmations(payload)])
process.stdout.write(`done ${JSON.stringify({ runs, open, confirmations })}\n`)
process.exit(0)
