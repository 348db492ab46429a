// Asking an applicant for a new file: staff set a document to "needs replacing" with a reason;
// the save records the request (when, who) in the document's history and e-mails the applicant,
// once, a signed link in their language. Withdrawing a request is logged the same way. The
// applicant's upload (src/admissions/server/replaceDocument.ts) and the bookkeeping here write
// with `context.documentBookkeeping`, which these hooks leave alone.
import { ValidationError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'

import { queueDocumentRequestEmail } from '@/admissions/server/applicantEmails'
import { audit, staffName } from '@/admissions/server/audit'
import { replacementUrl, requestExpiry } from '@/admissions/server/documentTokens'
import { isDocumentKind } from '@/admissions/shared/documents'
import { documentState } from '@/admissions/shared/documentStates'
import { localeFrom } from '@/i18n/translator'
import { ours } from '@/i18n/admin/ours'
import { relationId } from '@/lib/relation'
import type { ApplicationFile } from '@/payload-types'
import { queueDocumentRequestMessage } from '@/telegram/notify'

type HistoryEntry = NonNullable<ApplicationFile['history']>[number]
type Event = HistoryEntry['event']

const isBookkeeping = (context: Record<string, unknown>) => Boolean(context.documentBookkeeping)

const entry = (event: Event, by: string | null, note: string | null = null): HistoryEntry => ({ at: new Date().toISOString(), by, event, note })
const earlier = (history: ApplicationFile['history']): HistoryEntry[] => (history ?? []).map(({ at, by, event, note }) => ({ at, by, event, note }))

const refuse = (req: PayloadRequest, path: string, message: string) =>
  new ValidationError({ collection: 'application-files', errors: [{ path, message }], req })

/** A staff member's change of state: a new request is dated and signed; only an upload makes a document "replaced". */
export const recordDocumentRequest: CollectionBeforeChangeHook<ApplicationFile> = ({ data, originalDoc, operation, req, context }) => {
  if (operation !== 'update' || !originalDoc || isBookkeeping(context)) return data
  const before = documentState(originalDoc.state)
  const after = data.state === undefined ? before : documentState(data.state)
  if (typeof data.replacementReason === 'string') data.replacementReason = data.replacementReason.trim() || null
  if (after === before) return data

  const by = staffName(req.user)
  const history = earlier(originalDoc.history)
  if (after === 'replaced') throw refuse(req, 'state', ours(req.t)('admissions:replacedByApplicant'))
  if (after === 'needs_replacement') {
    if (!data.replacementReason) throw refuse(req, 'replacementReason', ours(req.t)('admissions:reasonRequired'))
    const now = new Date().toISOString()
    Object.assign(data, { requestedAt: now, requestedBy: by, requestEmailedAt: null })
    history.push({ ...entry('requested', by, data.replacementReason), at: now })
  } else {
    // Back to "received": a request withdrawn, or a replacement accepted.
    history.push(entry(before === 'needs_replacement' ? 'withdrawn' : 'received', by))
    if (before === 'needs_replacement') data.replacementReason = null
  }
  data.history = history
  return data
}

/** A new request e-mails the applicant its link (queued with the save); the document's history and the audit log say so. */
export const sendDocumentRequest: CollectionAfterChangeHook<ApplicationFile> = async ({ doc, previousDoc, operation, req, context }) => {
  if (operation !== 'update' || isBookkeeping(context)) return doc
  if (documentState(doc.state) !== 'needs_replacement' || !doc.requestedAt || doc.requestedAt === previousDoc?.requestedAt) return doc
  const { payload } = req
  const application = await payload.findByID({ collection: 'applications', id: relationId(doc.application)!, depth: 0, overrideAccess: true, req })
  if (!isDocumentKind(doc.kind)) return doc
  await audit(payload, { user: req.user, action: 'document_requested', application: application.applicationNumber, detail: doc.kind }, req)

  const requestedAt = new Date(doc.requestedAt)
  const link = { application: application.id, document: doc.id, requestedAt, expiresAt: requestExpiry(requestedAt) }
  const locale = localeFrom(application.locale) ?? 'en'
  const by = staffName(req.user)
  const request = { kind: doc.kind, reason: doc.replacementReason ?? '', url: replacementUrl(locale, link), expiresAt: link.expiresAt }
  // By e-mail, and in Telegram when connected: queued in this save's transaction, sent after
  // (src/admissions/server/messageOutbox.ts; a delivery that fails is shown at the top of the application).
  await queueDocumentRequestEmail(payload, application, request, req)
  await queueDocumentRequestMessage(payload, application, request, req).catch((error: unknown) =>
    payload.logger.error({ err: error, msg: `Document request message in Telegram for application ${application.applicationNumber} could not be queued` }),
  )
  const emailed = entry('emailed', by, application.email)
  // In the same request (and transaction: the row is locked by this save); the flag it sets on the
  // request's context is taken off again, so the rest of this save's hooks run as usual.
  const updated = await payload
    .update({
      collection: 'application-files',
      id: doc.id,
      data: { requestEmailedAt: emailed.at, history: [...earlier(doc.history), emailed] },
      overrideAccess: true,
      depth: 0,
      req,
      context: { documentBookkeeping: true },
    })
    .finally(() => delete req.context.documentBookkeeping)
  await audit(payload, { user: req.user, action: 'document_emailed', application: application.applicationNumber, detail: doc.kind }, req)
  // The save's own answer, as deep as it was read, with what the e-mail changed.
  return { ...doc, requestEmailedAt: updated.requestEmailedAt, history: updated.history }
}

/** A request withdrawn or a replacement accepted by staff is an edit of the application, logged as such. */
export const auditDocumentState: CollectionAfterChangeHook<ApplicationFile> = async ({ doc, previousDoc, operation, req, context }) => {
  if (operation !== 'update' || !previousDoc || isBookkeeping(context) || !req.user) return doc
  const [before, after] = [documentState(previousDoc.state), documentState(doc.state)]
  if (before === after || after !== 'received') return doc
  const application = await req.payload.findByID({
    collection: 'applications',
    id: relationId(doc.application)!,
    depth: 0,
    overrideAccess: true,
    req,
    select: { applicationNumber: true },
  })
  await audit(req.payload, { user: req.user, action: 'edit', application: application.applicationNumber, detail: `${doc.kind}: ${before} → ${after}` }, req)
  return doc
}
