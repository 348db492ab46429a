import 'server-only'

import { draftMode } from 'next/headers'

/**
 * True while a staff member previews unpublished changes (set by /api/preview after checking
 * their session). Queries then read drafts and skip the cache.
 */
export async function isPreview(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch {
    return false
  }
}
