import type { CollectionConfig } from 'payload'

import { editorialWithTrash } from './editorial'

/**
 * What every list editors keep in order has (clubs, faculties, partners, programmes, team,
 * council members): a trash (./editorial.ts); every save is kept, so an editor can compare and
 * restore any of the last 30; the list is shown by its order field.
 */
export const listedContent = {
  ...editorialWithTrash,
  versions: { maxPerDoc: 30 },
  defaultSort: 'order',
} satisfies Pick<CollectionConfig, 'trash' | 'access' | 'versions' | 'defaultSort'>
