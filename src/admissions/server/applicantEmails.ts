// The e-mails an applicant receives, in the language they applied in, queued in the outbox by the
// save that makes the news (in its transaction when given its request) and sent after it
// (messageOutbox.ts).
import type { Payload, PayloadRequest } from 'payload'

import { localizePath } from '@/i18n/locales'
import { env } from '@/env'
import { formatDate } from '@/lib/dates'
import type { Application } from '@/payload-types'

import { localeFrom, translator } from '@/i18n/translator'
import type { DocumentKind } from '@/admissions/shared/documents'
import { isStatus } from '@/admissions/shared/statuses'
import type { MessageKind } from '@/admissions/shared/messageStates'

import { queueApplicantMessage } from './messageOutbox'

type Recipient = Pick<Application, 'id' | 'applicationNumber' | 'email' | 'firstName' | 'lastName' | 'locale' | 'status'>

const consoleUrl = (recipient: Recipient) => new URL(localizePath(localeFrom(recipient.locale) ?? 'en', '/studentConsole'), env.SITE_URL).toString()

async function queue(payload: Payload, recipient: Recipient, kind: MessageKind, subject: string, lines: string[], req?: PayloadRequest) {
  const locale = localeFrom(recipient.locale) ?? 'en'
  const t = translator(locale, 'emails')
  const settings = await payload.findGlobal({ slug: 'settings', locale, depth: 0 })
  const site = settings.siteTitle || new URL(env.SITE_URL).hostname
  const text = [t('greeting', { name: `${recipient.firstName} ${recipient.lastName}` }), '', ...lines, '', t('signature', { site })].join('\n')
  await queueApplicantMessage(payload, { application: recipient.id, channel: 'email', kind, subject, text }, req)
}

export async function queueSubmissionEmail(payload: Payload, recipient: Recipient, req?: PayloadRequest): Promise<void> {
  const t = translator(localeFrom(recipient.locale) ?? 'en', 'emails')
  await queue(
    payload,
    recipient,
    'submitted',
    t('submittedSubject', { number: recipient.applicationNumber }),
    [t('submittedBody', { number: recipient.applicationNumber }), t('checkStatus', { url: consoleUrl(recipient) })],
    req,
  )
}

export async function queueStatusEmail(payload: Payload, recipient: Recipient, comment: string | null, req?: PayloadRequest): Promise<void> {
  const locale = localeFrom(recipient.locale) ?? 'en'
  const t = translator(locale, 'emails')
  const label = isStatus(recipient.status) ? translator(locale, 'statuses')(recipient.status) : recipient.status
  const approved = recipient.status === 'approved'
  await queue(
    payload,
    recipient,
    approved ? 'contract' : 'status',
    t('statusSubject', { number: recipient.applicationNumber, status: label }),
    [
      t('statusBody', { number: recipient.applicationNumber, status: label }),
      ...(comment ? [t('comment', { comment })] : []),
      ...(approved ? [t('contract', { url: new URL(localizePath(locale, '/get-contract'), env.SITE_URL).toString() })] : []),
      t('checkStatus', { url: consoleUrl(recipient) }),
    ],
    req,
  )
}

/** Staff asked for a new file: which document, their reason, and the signed link with its last day. */
export async function queueDocumentRequestEmail(
  payload: Payload,
  recipient: Recipient,
  request: { kind: DocumentKind; reason: string; url: string; expiresAt: Date },
  req?: PayloadRequest,
): Promise<void> {
  const locale = localeFrom(recipient.locale) ?? 'en'
  const t = translator(locale, 'emails')
  const document = translator(locale, 'form')(`fields.${request.kind}`)
  const number = recipient.applicationNumber
  await queue(
    payload,
    recipient,
    'document_request',
    t('documentRequestSubject', { number, document }),
    [
      t('documentRequestBody', { number, document }),
      t('documentRequestReason', { reason: request.reason }),
      '',
      t('documentRequestLink', { date: formatDate(locale, request.expiresAt.toISOString()), url: request.url }),
      t('documentRequestHow'),
      '',
      t('checkStatus', { url: consoleUrl(recipient) }),
    ],
    req,
  )
}
