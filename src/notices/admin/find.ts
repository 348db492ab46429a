import type { Payload, PayloadRequest, Where } from 'payload'

import type { StaffNotice } from '@/payload-types'

/** The notices not yet dismissed that this person may read, newest first. */
export async function openNotices(payload: Payload, user: PayloadRequest['user'], where: Where[] = [], limit = 20) {
  const found = await payload.find({
    collection: 'staff-notices',
    where: { and: [{ dismissedAt: { exists: false } }, ...where] },
    sort: '-occurredAt',
    limit,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return { notices: found.docs as StaffNotice[], total: found.totalDocs }
}
