// The open request a replacement link names, for an applicant who also gives the application
// number and date of birth (as the status check asks them). A wrong pair, a link that is forged,
// expired, of another application, withdrawn or superseded by a later request: all get the same
// 404 with the same words, so nothing tells whether a number exists. A link already used (its
// document replaced since the request) gets the 409 a losing upload of a race gets: the person has
// shown number, date of birth and the link, so saying so reveals nothing they do not hold.
import type { Payload } from 'payload'

import { documentState } from '@/admissions/shared/documentStates'
import { DOCUMENT_RULES, isDocumentKind, MAX_FILE_MB, type DocumentKind } from '@/admissions/shared/documents'
import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { errors } from '@/lib/apiAnswers'
import { relationId } from '@/lib/relation'
import type { ApplicationFile } from '@/payload-types'

import { readRequestToken, type DocumentRequestLink } from './documentTokens'
import { findForLookup, lookUpIn, type LookupRow } from './lookup'

export type OpenRequest = { application: LookupRow; file: ApplicationFile & { kind: DocumentKind }; link: DocumentRequestLink; locale: Locale }
export type RequestLookup = ({ ok: true } & OpenRequest) | { ok: false; response: Response; locale: Locale }

export const requestNotFound = (locale: Locale) => errors(404, [{ message: translator(locale, 'documentRequest')('notFound') }])

export const requestAlreadyAnswered = (locale: Locale) => errors(409, [{ message: translator(locale, 'documentRequest')('alreadyReplaced') }])

/**
 * The document the link names, if it belongs to this application and still waits for this very
 * request; 'answered' when it was replaced through a link after this request was made.
 */
async function openRequestFor(payload: Payload, link: DocumentRequestLink | undefined, application: LookupRow) {
  if (!link || link.application !== application.id) return undefined
  const file = await payload.findByID({ collection: 'application-files', id: link.document, depth: 0, overrideAccess: true, disableErrors: true })
  if (!file || relationId(file.application) !== application.id || !isDocumentKind(file.kind)) return undefined
  const state = documentState(file.state)
  if (state === 'replaced' && file.replacedAt && Date.parse(file.replacedAt) >= link.requestedAt.getTime()) return 'answered' as const
  if (state !== 'needs_replacement' || !file.requestedAt) return undefined
  return Date.parse(file.requestedAt) === link.requestedAt.getTime() ? (file as OpenRequest['file']) : undefined
}

/**
 * Reads {token, application_number, birth_date, locale}: the lookup's own rules (cross-site
 * refusal, rate limit, field checks), then the link. Every way of not finding answers alike.
 */
export async function lookUpRequest(payload: Payload, input: unknown, headers: Headers): Promise<RequestLookup> {
  const found = await lookUpIn(input, headers, (number, birthDate) => findForLookup(payload, number, birthDate))
  if (!found.ok) return found.response.status === 404 ? { ok: false, locale: found.locale, response: requestNotFound(found.locale) } : found
  const token = input && typeof input === 'object' ? (input as Record<string, unknown>).token : undefined
  const link = readRequestToken(token)
  const file = await openRequestFor(payload, link, found.application)
  if (file === 'answered') return { ok: false, locale: found.locale, response: requestAlreadyAnswered(found.locale) }
  if (!file || !link) return { ok: false, locale: found.locale, response: requestNotFound(found.locale) }
  return { ok: true, application: found.application, file, link, locale: found.locale }
}

/** What the replacement page shows once the applicant is recognised: the document, the reason, the rules for the file. */
export const describeRequest = ({ file, link, locale }: OpenRequest) => ({
  document: file.kind,
  label: translator(locale, 'form')(`fields.${file.kind}`),
  reason: file.replacementReason ?? '',
  types: DOCUMENT_RULES[file.kind].types,
  max_mb: MAX_FILE_MB,
  expires_at: link.expiresAt.toISOString(),
})
