// A page whose address changes keeps its old one working: a redirect from the old address, in
// every language (slugs are shared by the three), to the document itself, so it follows any
// later change too. A page that takes an address redirects used removes them: the page wins.
// A page deleted, put in the trash or unpublished leaves its redirects in place but not followed
// (`gone`): its old addresses answer 404, never a 301 to a 404, and send on again if it returns.
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionBeforeDeleteHook, CollectionConfig, PayloadRequest, Where } from 'payload'

import { expireTags } from '@/cache/revalidate'
import { TAGS } from '@/cache/tags'

import { judgePaths } from './answers'
import { type PageCollection, pagePath } from './paths'
import { markRedirectsChanged } from './table'

type Doc = { id: number; slug?: string | null; _status?: 'draft' | 'published' | null; deletedAt?: string | null }

/** The slug the document was last published with before this save (collections with drafts keep it in their versions). */
async function previousPublishedSlug(req: PayloadRequest, collection: PageCollection, doc: Doc, previousDoc: Doc | undefined): Promise<string | null> {
  if (!req.payload.collections[collection].config.versions?.drafts) return previousDoc?.slug ?? null
  const { docs } = await req.payload.findVersions({
    collection,
    where: { and: [{ parent: { equals: doc.id } }, { 'version._status': { equals: 'published' } }] },
    sort: '-updatedAt',
    limit: 2,
    depth: 0,
    overrideAccess: true,
    req,
  })
  // The newest is this save's own version.
  return (docs[1]?.version as Doc | undefined)?.slug ?? null
}

const toDocument = (collection: PageCollection, id: number): Where => ({
  and: [{ 'toDocument.relationTo': { equals: collection } }, { 'toDocument.value': { equals: id } }],
})

/**
 * Re-reads the target of every redirect to this document, or to one of its addresses typed as a
 * path (its address changed, it is gone, or it is back): a save works out `resolved` and `gone`.
 * Only those that would change are saved (an autosave every few seconds changes none).
 */
async function refreshTargets(req: PayloadRequest, collection: PageCollection, id: number, paths: string[] = [], address?: string) {
  const byPath = paths.map((path): Where => ({ and: [{ toType: { equals: 'path' } } as Where, { resolved: { equals: path } } as Where] }))
  const { docs } = await req.payload.find({
    collection: 'redirects',
    where: { or: [toDocument(collection, id), ...byPath] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const verdicts = await judgePaths(
    req.payload,
    docs.map((redirect) => redirect.resolved ?? ''),
    req,
  )
  for (const redirect of docs) {
    const moved = address !== undefined && redirect.toType === 'document' && redirect.resolved !== address
    const gone = verdicts.get(redirect.resolved ?? '') === 'missing'
    if (!moved && gone === Boolean(redirect.gone)) continue
    try {
      await req.payload.update({ collection: 'redirects', id: redirect.id, data: {}, overrideAccess: true, req })
    } catch (error) {
      // The page's own save goes on; the redirect keeps its old target until an editor looks.
      req.payload.logger.warn({ err: error, msg: 'A redirect to this page could not follow it', redirect: redirect.from })
    }
  }
}

export function redirectsOnAddressChange(collection: PageCollection): NonNullable<CollectionConfig['hooks']> {
  const afterChange: CollectionAfterChangeHook<Doc> = async ({ doc, previousDoc, req }) => {
    const published = doc._status !== 'draft' && !doc.deletedAt
    // Unpublished, in the trash, or back from either: the redirects to it stop or start sending on.
    if (!published || !doc.slug) {
      if (doc.slug) await refreshTargets(req, collection, doc.id, [pagePath(collection, doc.slug)])
      return doc
    }
    const previous = await previousPublishedSlug(req, collection, doc, previousDoc)
    const address = pagePath(collection, doc.slug)
    // The page wins over redirects from its own address.
    const hidden = await req.payload.delete({ collection: 'redirects', where: { from: { equals: address } }, overrideAccess: true, req })
    if (previous && previous !== doc.slug) {
      const from = pagePath(collection, previous)
      const existing = await req.payload.find({
        collection: 'redirects',
        where: { and: [{ from: { equals: from } }, { locale: { equals: 'all' } }] },
        limit: 1,
        depth: 0,
        overrideAccess: true,
        req,
      })
      const data = {
        from,
        locale: 'all' as const,
        toType: 'document' as const,
        toDocument: { relationTo: collection, value: doc.id },
        toPath: null,
        status: '301' as const,
        automatic: true,
      }
      if (existing.docs[0]) await req.payload.update({ collection: 'redirects', id: existing.docs[0].id, data, overrideAccess: true, req })
      else await req.payload.create({ collection: 'redirects', data, overrideAccess: true, req })
      await refreshTargets(req, collection, doc.id, [], address)
    } else {
      await refreshTargets(req, collection, doc.id, [address], address)
      if (hidden.docs.length) {
        markRedirectsChanged()
        expireTags(req, [TAGS.redirects])
      }
    }
    return doc
  }
  // Deleting the document removes the link to it with it (the database drops the relation), so
  // first the redirects to it are made to name its last address: kept, and answered 404.
  const beforeDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
    const { docs } = await req.payload.find({
      collection: 'redirects',
      where: toDocument(collection, Number(id)),
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
      select: { resolved: true },
    })
    for (const redirect of docs) {
      if (!redirect.resolved) continue
      await req.payload.update({
        collection: 'redirects',
        id: redirect.id,
        data: { toType: 'path', toPath: redirect.resolved, toDocument: null },
        overrideAccess: true,
        req,
      })
    }
  }
  const afterDelete: CollectionAfterDeleteHook<Doc> = async ({ doc, req }) => {
    await refreshTargets(req, collection, doc.id, doc.slug ? [pagePath(collection, doc.slug)] : [])
    return doc
  }
  return { afterChange: [afterChange], beforeDelete: [beforeDelete], afterDelete: [afterDelete] }
}
