// A page whose address changes keeps its old one working: a redirect from the old address, in
// every language (slugs are shared by the three), to the document itself, so it follows any
// later change too. A page that takes an address redirects used removes them: the page wins.
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, PayloadRequest } from 'payload'

import { expireTags } from '@/cache/revalidate'
import { TAGS } from '@/cache/tags'

import { type PageCollection, pagePath } from './paths'
import { markRedirectsChanged } from './table'

type Doc = { id: number; slug?: string | null; _status?: 'draft' | 'published' | null }

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

/** Re-reads the target of every redirect to this document (its address changed, or it is gone). */
async function refreshTargets(req: PayloadRequest, collection: PageCollection, id: number) {
  const { docs } = await req.payload.find({
    collection: 'redirects',
    where: { and: [{ 'toDocument.relationTo': { equals: collection } }, { 'toDocument.value': { equals: id } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  for (const redirect of docs) {
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
    const published = doc._status !== 'draft'
    if (!published || !doc.slug) return doc
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
      await refreshTargets(req, collection, doc.id)
    } else if (hidden.docs.length) {
      markRedirectsChanged()
      expireTags(req, [TAGS.redirects])
    }
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook<Doc> = async ({ doc, req }) => {
    await refreshTargets(req, collection, doc.id)
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}
