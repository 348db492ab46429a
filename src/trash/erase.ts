// An erasure request: a person's data removed at once, whether the record is in use or waiting in
// the trash. Separate from Delete (which only moves it to the trash) and confirmed by typing the
// record's own name, the application number or the e-mail address, so it is never done by a slip.
// Deleting for good runs the collections' hooks: an application's documents (records and files,
// local or S3) and its outbox messages go with it, a subscriber's deliveries lose the address.
import 'server-only'

import type { Payload, TypedUser } from 'payload'

import { normalizeApplicationNumber } from '@/admissions/server/applicationNumber'
import { seesApplications } from '@/access'
import { seesNewsletter } from '@/newsletter/access'

export type ErasableKind = 'application' | 'subscriber'
export type Erasure = { ok: true; name: string } | { ok: false; status: 403 | 404 | 409 }

const KINDS = {
  application: {
    collection: 'applications',
    allowed: seesApplications,
    name: (doc: Record<string, unknown>) => String(doc.applicationNumber),
    same: (typed: string, name: string) => normalizeApplicationNumber(typed) === name,
  },
  subscriber: {
    collection: 'subscribers',
    allowed: seesNewsletter,
    name: (doc: Record<string, unknown>) => String(doc.email),
    same: (typed: string, name: string) => typed.trim().toLowerCase() === name.toLowerCase(),
  },
} as const

/**
 * Erases one record when `typed` names it. 403: not this staff member's to erase; 404: no such
 * record (or one they may not see); 409: the confirmation does not match.
 */
export async function erase(payload: Payload, kind: ErasableKind, id: number, typed: unknown, user: TypedUser): Promise<Erasure> {
  const spec = KINDS[kind]
  if (!spec.allowed(user)) return { ok: false, status: 403 }
  const doc = await payload
    .findByID({ collection: spec.collection, id, depth: 0, trash: true, user, overrideAccess: false, disableErrors: true })
    .catch(() => null)
  if (!doc) return { ok: false, status: 404 }
  const name = spec.name(doc as unknown as Record<string, unknown>)
  if (typeof typed !== 'string' || !spec.same(typed, name)) return { ok: false, status: 409 }
  // The typed confirmation is the permission: Payload's own Delete for good is for admins only.
  await payload.delete({ collection: spec.collection, id, trash: true, overrideAccess: true, user, context: { deletion: 'erase' } })
  payload.logger.info({ msg: `Erased on request: ${kind} ${id}`, by: user.email })
  return { ok: true, name }
}
