// Writes a staff notice where code finds a failure staff must see (a scheduled publish, a
// newsletter's deliveries, a message to an applicant). A notice that cannot be written never
// stops the work that found the failure: the log keeps it.
import type { Payload, PayloadRequest } from 'payload'

import { audienceOf, type NoticeKind } from './kinds'

export type NoticeInput = {
  kind: NoticeKind
  docCollection: string
  docId: number | string
  docTitle?: string | null
  channel?: string | null
  detail?: string | null
  invalidFields?: string[]
  count?: number
}

const TEXT_LIMIT = 1000

/**
 * One notice per failure; for a newsletter issue one notice that keeps the latest count, until
 * dismissed (a later failure after a dismissal makes a new one).
 */
export async function recordNotice(payload: Payload, input: NoticeInput, req?: PayloadRequest): Promise<void> {
  const data = {
    kind: input.kind,
    audience: audienceOf(input.kind),
    docCollection: input.docCollection,
    docId: String(input.docId),
    docTitle: input.docTitle?.slice(0, 300) ?? null,
    channel: input.channel ?? null,
    detail: input.detail?.slice(0, TEXT_LIMIT) ?? null,
    invalidFields: input.invalidFields?.length ? input.invalidFields : null,
    count: input.count ?? 1,
    occurredAt: new Date().toISOString(),
  }
  try {
    if (input.kind === 'newsletterDelivery') {
      const { docs } = await payload.find({
        collection: 'staff-notices',
        where: { and: [{ kind: { equals: input.kind } }, { docCollection: { equals: data.docCollection } }, { docId: { equals: data.docId } }] },
        sort: '-occurredAt',
        limit: 1,
        depth: 0,
        overrideAccess: true,
        req,
      })
      const latest = docs[0]
      if (latest && !latest.dismissedAt) {
        await payload.update({ collection: 'staff-notices', id: latest.id, data, overrideAccess: true, req })
        return
      }
      if (latest && (latest.count ?? 0) >= data.count) return
    }
    await payload.create({ collection: 'staff-notices', data, overrideAccess: true, req })
  } catch (error) {
    payload.logger.error({ err: error, msg: 'A notice for staff could not be written', notice: data })
  }
}
