// What a delete does to the records that point at the deleted one, decided by what they mean
// (docs/decisions/047-trash-and-erasure.md). A required reference (a NOT NULL column whose key
// would be set to NULL) keeps its target: deleting for good a programme applications were made
// to, a faculty with programmes, an image a faculty shows (now or in an earlier version) is
// refused with a 409 that says where it is used, never a database error. Records a target owns
// are removed by its own hooks first (an application's documents and messages, an issue's
// deliveries); optional references are emptied by the database (ON DELETE SET NULL).
import { APIError, type CollectionBeforeDeleteHook, type CollectionConfig, type CollectionSlug, type FlattenedField, type Payload } from 'payload'
import { getTranslation } from '@payloadcms/translations'

import { ours } from '@/i18n/admin/ours'

type Referrer = { collection: CollectionSlug; field: string; versions: boolean }

// Several targets or several values are kept in the `_rels` tables, whose rows go with either end (CASCADE).
const pointsAt = (field: FlattenedField, target: string) =>
  (field.type === 'relationship' || field.type === 'upload') && !field.hasMany && field.relationTo === target

/** The required references to one `target` in every collection (top-level fields: a column of the collection's table). */
export function requiredReferrers(payload: Payload, target: string): Referrer[] {
  return Object.values(payload.collections).flatMap(({ config }) =>
    config.flattenedFields
      .filter((field) => pointsAt(field, target) && 'required' in field && field.required)
      .map((field) => ({ collection: config.slug as CollectionSlug, field: field.name, versions: Boolean(config.versions) })),
  )
}

/** Refuses to delete for good a record others still require (after the record's own hooks removed what it owns). */
export const keepWhileRequired: CollectionBeforeDeleteHook = async ({ id, req, collection }) => {
  const { payload } = req
  for (const referrer of requiredReferrers(payload, collection.slug)) {
    const where = { [referrer.field]: { equals: id } }
    const current = (await payload.count({ collection: referrer.collection, where, trash: true, overrideAccess: true, req })).totalDocs
    const earlier = referrer.versions
      ? (await payload.countVersions({ collection: referrer.collection, where: { [`version.${referrer.field}`]: { equals: id } }, overrideAccess: true, req }))
          .totalDocs
      : 0
    if (current + earlier === 0) continue
    const labels = payload.collections[referrer.collection].config.labels
    const name = getTranslation(labels.plural, req.i18n)
    const message = current > 0 ? ours(req.t)('trash:stillUsed', { count: current, name }) : ours(req.t)('trash:usedByVersions', { count: earlier, name })
    throw new APIError(message, 409, null, true)
  }
}

/** Adds the guard to every collection, after its own beforeDelete hooks. */
export const guardRequiredReferences = (collections: CollectionConfig[]): CollectionConfig[] =>
  collections.map((config) => ({ ...config, hooks: { ...config.hooks, beforeDelete: [...(config.hooks?.beforeDelete ?? []), keepWhileRequired] } }))
