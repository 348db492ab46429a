import type { CollectionConfig } from 'payload'

import { editorialTrash } from '@/access'

/**
 * What every list editors keep in order has (clubs, faculties, partners, programmes, team,
 * council members): deleted documents wait in the trash for TRASH_DAYS, restorable
 * (docs/decisions/047-trash-and-erasure.md); every save is kept, so an editor can compare and
 * restore any of the last 30; the list is shown by its order field.
 */
export const listedContent = {
  trash: true,
  access: editorialTrash,
  versions: { maxPerDoc: 30 },
  defaultSort: 'order',
} satisfies Pick<CollectionConfig, 'trash' | 'access' | 'versions' | 'defaultSort'>
