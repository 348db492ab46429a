// Payload's scheduled publish runs as a job (src/jobs/runner.ts); when it fails — most often a
// draft that does not pass the checks publishing makes — Payload only marks the job. This wraps
// its task so the failure also becomes a notice on the document and the dashboard, and the
// document is not left looking scheduled: the failed job has no time still to come.
import { type CollectionSlug, type PayloadRequest, type SanitizedConfig, type TaskHandler, ValidationError } from 'payload'

import { recordNotice } from './record'

type ScheduleInput = { type?: 'publish' | 'unpublish'; doc?: { relationTo: string; value: number | string } }

async function titleOf(req: PayloadRequest, collection: string, id: number | string): Promise<string | null> {
  const config = req.payload.collections[collection as CollectionSlug]?.config
  const field = config?.admin?.useAsTitle ?? 'id'
  const doc = await req.payload.findByID({
    collection: collection as CollectionSlug,
    id,
    depth: 0,
    draft: true,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  const title = (doc as Record<string, unknown> | null)?.[field]
  return typeof title === 'string' ? title : null
}

async function noticeOfFailure(req: PayloadRequest, input: ScheduleInput, error: unknown) {
  if (!input.doc) return
  const { relationTo, value } = input.doc
  const invalidFields = error instanceof ValidationError ? error.data.errors.map((entry) => entry.path) : []
  await recordNotice(req.payload, {
    kind: 'schedulePublish',
    docCollection: relationTo,
    docId: value,
    docTitle: await titleOf(req, relationTo, value).catch(() => null),
    channel: input.type === 'unpublish' ? 'unpublish' : 'publish',
    detail: error instanceof Error ? error.message : String(error),
    invalidFields,
  })
}

/** Payload's schedulePublish task, with each failure recorded for staff (the job still fails, as before). */
export function reportScheduledPublishFailures(config: SanitizedConfig): SanitizedConfig {
  const task = config.jobs?.tasks?.find((candidate) => candidate.slug === 'schedulePublish')
  if (!task || typeof task.handler !== 'function') return config
  const run = task.handler as TaskHandler<'schedulePublish'>
  task.handler = (async (args: Parameters<TaskHandler<'schedulePublish'>>[0]) => {
    try {
      return await run(args)
    } catch (error) {
      await noticeOfFailure(args.req, args.input as ScheduleInput, error)
      throw error
    }
  }) as typeof task.handler
  return config
}
