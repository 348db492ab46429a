import { type Payload, type PayloadRequest, type Where } from 'payload'

import type { StaffNotice } from '@/payload-types'

/** The notices not yet dismissed that this person may read, newest first. */
export async function openNotices(payload: Payload, user: PayloadRequest['user'], where: Where[] = [], limit = 20) {
  // A role no notice is meant for (the bursar) reads none: nothing to show, not a failed page.
  // (Payload answers that with an empty list when errors are off; catching its Forbidden by class
  // fails in the build, where the admin's bundle holds a copy of the class.)
  const found = await payload.find({
    collection: 'staff-notices',
    where: { and: [{ dismissedAt: { exists: false } }, ...where] },
    sort: '-occurredAt',
    limit,
    depth: 0,
    overrideAccess: false,
    disableErrors: true,
    user,
  })
  return { notices: found.docs as StaffNotice[], total: found.totalDocs }
}
