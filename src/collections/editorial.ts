import type { CollectionConfig } from 'payload'

import { editorialDrafts, editorialTrash } from '@/access'

/**
 * Public content editors manage, with a trash: deleted documents wait there for TRASH_DAYS,
 * restorable; only admins delete for good (docs/decisions/047-trash-and-erasure.md).
 */
export const editorialWithTrash = { trash: true, access: editorialTrash } satisfies Pick<CollectionConfig, 'trash' | 'access'>

/**
 * Stories and pages: saved as drafts while editors type (autosave), published now or at a chosen
 * time, visitors reading only what is published; every save kept (the last 30), and a trash as above.
 */
export const editorialWithDrafts = {
  trash: true,
  access: editorialDrafts,
  versions: { drafts: { autosave: { interval: 2000 }, schedulePublish: true }, maxPerDoc: 30 },
} satisfies Pick<CollectionConfig, 'trash' | 'access' | 'versions'>
