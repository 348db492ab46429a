import { Forbidden, type Payload, type PayloadRequest, type Where } from 'payload'

import type { StaffNotice } from '@/payload-types'

/** The notices not yet dismissed that this person may read, newest first. */
export async function openNotices(payload: Payload, user: PayloadRequest['user'], where: Where[] = [], limit = 20) {
  const found = await payload
    .find({
      collection: 'staff-notices',
      where: { and: [{ dismissedAt: { exists: false } }, ...where] },
      sort: '-occurredAt',
      limit,
      depth: 0,
      overrideAccess: false,
      user,
    })
    // A role no notice is meant for (the bursar) reads none: nothing to show, not a failed page.
    .catch((error: unknown) => {
      if (error instanceof Forbidden) return { docs: [], totalDocs: 0 }
      throw error
    })
  return { notices: found.docs as StaffNotice[], total: found.totalDocs }
}
