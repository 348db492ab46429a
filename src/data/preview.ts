import 'server-only'

import { draftMode, headers } from 'next/headers'
import { cache } from 'react'

import { getPayloadClient } from './payload'

/** Whether the request carries a staff member's admin session (the `users` collection's). */
export async function isStaffSession(requestHeaders: Headers): Promise<boolean> {
  try {
    const payload = await getPayloadClient()
    const { user } = await payload.auth({ headers: requestHeaders })
    return user?.collection === 'users'
  } catch {
    return false
  }
}

/**
 * True while a staff member previews unpublished changes: draft mode is on (set by /api/preview
 * after checking their session) and the session is still there. A draft-mode cookie without one,
 * left after signing out or copied elsewhere, shows what is published. Queries then read drafts
 * and skip the cache.
 */
export const isPreview = cache(async (): Promise<boolean> => {
  try {
    if (!(await draftMode()).isEnabled) return false
  } catch {
    return false
  }
  return isStaffSession(await headers())
})
