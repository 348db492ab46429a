// What is sent after the request has been answered (contact-form messages, newsletter
// confirmations, messages to applicants) is marked due in its table and sent from an outbox: a
// sender in the same process, woken by whoever marked something due, runs at most once at a time
// (a wake during a run runs it again after), and the minute's scheduled task sends whatever is
// still due when no sender runs in that process (a crash, a worker without one). Each kind's
// `sendDue` claims each row before sending it, so two senders never send one twice.
import type { Payload, TaskConfig, TypedJobs } from 'payload'

import { processWide } from './processWide'

type SentTask = { [Slug in keyof TypedJobs['tasks']]: TypedJobs['tasks'][Slug] extends { output: { sent: number } } ? Slug : never }[keyof TypedJobs['tasks']]

type Options<Slug extends SentTask> = {
  /** The name of the process-wide sender, e.g. `contact.mailer`. */
  name: string
  /** The scheduled task's slug. */
  slug: Slug
  /** Sends every due row; returns how many went. */
  sendDue: (payload: Payload) => Promise<number>
  /** Logged when a run fails (what was due stays due). */
  failure: string
  /** Waits this long after a wake before running, so the save that woke it has committed. */
  settleMs?: number
}

export type Outbox<Slug extends SentTask> = {
  /** Starts this process's sender (Payload's onInit). */
  start: (payload: Payload) => void
  /** Wakes the sender: something was just marked due. False if this process runs none. */
  wake: () => boolean
  /** The minute's sweep; the process's own sender instead when it runs one. */
  task: TaskConfig<Slug>
}

export function outbox<Slug extends SentTask>({ name, slug, sendDue, failure, settleMs = 0 }: Options<Slug>): Outbox<Slug> {
  const sender = processWide<{ wake?: () => void }>(`outbox.${name}`, () => ({}))

  const start = (payload: Payload) => {
    let running = false
    let again = false
    let timer: NodeJS.Timeout | undefined
    const run = async () => {
      running = true
      do {
        again = false
        await sendDue(payload).catch((error: unknown) => payload.logger.error({ err: error, msg: failure }))
      } while (again)
      running = false
    }
    sender.wake = () => {
      if (running) again = true
      else if (!settleMs) void run()
      else
        timer ??= setTimeout(() => {
          timer = undefined
          void run()
        }, settleMs)
    }
  }

  const wake = () => {
    sender.wake?.()
    return Boolean(sender.wake)
  }

  const task = {
    slug,
    schedule: [{ cron: '* * * * *', queue: 'default' }],
    outputSchema: [{ name: 'sent', type: 'number', required: true }],
    handler: async ({ req }: { req: { payload: Payload } }) => {
      if (wake()) return { output: { sent: 0 } }
      return { output: { sent: await sendDue(req.payload) } }
    },
  } as unknown as TaskConfig<Slug>

  return { start, wake, task }
}
