import { revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, PayloadRequest } from 'payload'

import { forgetAnswers } from '@/cache/answerMemo'
import { processGlobal } from '@/lib/processWide'

type CacheLike = { revalidateTag: (tags: string[], durations?: { expire?: number }) => Promise<void> }

/** Next's cache of this process, as the server holds it once it has answered a request. */
const processCache = () => processGlobal<CacheLike>('__incrementalCache')

/** Seconds after a change when its tags are expired once more: its transaction has committed by then. */
const SETTLED_MS = 2_000

/**
 * Expires cached pages that read these tags so the next visitor gets fresh content.
 * Inside a request (a save in the admin or the API), Next expires them as the request ends,
 * after the save has committed. Work outside a request (scheduled publishing and the other
 * jobs) has no such end, so the tags are expired in the process's cache directly, at once and
 * again when the change has committed: a page rendered in between cannot keep the old text.
 * Outside a running Next server (seed, migrations, tests) there is no cache to expire.
 */
export function expireTags(req: PayloadRequest, tags: string[]): void {
  if (req.context?.skipRevalidate) return
  forgetAnswers()
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      break
    }
  }
  const cache = processCache()
  if (cache) {
    const expire = () =>
      cache.revalidateTag(tags, { expire: 0 }).catch((error: unknown) => req.payload.logger.error({ err: error, msg: 'Expiring cached pages failed', tags }))
    void expire()
    setTimeout(() => void expire(), SETTLED_MS).unref()
  }
  req.payload.logger.debug({ msg: 'revalidated', tags })
}

export const revalidateGlobal =
  (...tags: string[]): GlobalAfterChangeHook =>
  ({ req }) => {
    expireTags(req, tags)
  }

type Doc = { id: number | string; slug?: string | null }

/** For a collection shown only in lists: every change expires the list tag (and any other named). */
export const revalidateList = (...tags: string[]) => {
  const afterChange: CollectionAfterChangeHook = ({ doc, req }) => {
    expireTags(req, tags)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
    expireTags(req, tags)
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

/** For a collection whose documents are addressed by slug: its list tag and each slug's tag. */
export const revalidateBySlug = (listTag: string, docTag: (slug: string) => string) => {
  const afterChange: CollectionAfterChangeHook<Doc> = ({ doc, previousDoc, req }) => {
    const slugs = [doc?.slug, previousDoc?.slug].filter((s): s is string => Boolean(s))
    expireTags(req, [listTag, ...slugs.map(docTag)])
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook<Doc> = ({ doc, req }) => {
    expireTags(req, [listTag, ...(doc?.slug ? [docTag(doc.slug)] : [])])
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}
