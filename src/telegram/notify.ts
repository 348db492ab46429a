// What an applicant whose Telegram is connected is told, in the language they applied in: the
// same news as their e-mails (src/admissions/server/applicantEmails.ts), shorter, queued in the
// outbox (src/admissions/server/messageOutbox.ts) by the save that makes the news.
import type { Payload, PayloadRequest } from 'payload'

import type { DocumentKind } from '@/admissions/shared/documents'
import { isStatus } from '@/admissions/shared/statuses'
import { env } from '@/env'
import { localizePath } from '@/i18n/locales'
import { localeFrom, translator } from '@/i18n/translator'
import { formatDate } from '@/lib/dates'
import type { Application } from '@/payload-types'

import { queueApplicantMessage } from '@/admissions/server/messageOutbox'
import type { MessageKind } from '@/admissions/shared/messageStates'

import { telegramEnabled } from './settings'

type Recipient = Pick<Application, 'id' | 'applicationNumber' | 'locale' | 'status' | 'telegramChatId'>

/** Stores a message for an applicant whose Telegram is connected; in the save's own transaction when given its request. */
async function queueTelegramMessage(payload: Payload, recipient: Recipient, kind: MessageKind, text: string, req?: PayloadRequest) {
  if (!telegramEnabled() || !recipient.telegramChatId) return false
  await queueApplicantMessage(payload, { application: recipient.id, channel: 'telegram', kind, text }, req)
  return true
}

const siteUrl = (path: string) => new URL(path, env.SITE_URL).toString()

/** A status change; an approval also says the contract is ready and where to get it. */
export function queueStatusMessage(payload: Payload, recipient: Recipient, comment: string | null, req?: PayloadRequest) {
  const locale = localeFrom(recipient.locale) ?? 'en'
  const t = translator(locale, 'telegram')
  const status = isStatus(recipient.status) ? translator(locale, 'statuses')(recipient.status) : recipient.status
  const approved = recipient.status === 'approved'
  const lines = [
    t('notify.status', { number: recipient.applicationNumber, status }),
    ...(comment ? [t('notify.comment', { comment })] : []),
    approved
      ? t('notify.contract', { url: siteUrl(localizePath(locale, '/get-contract')) })
      : t('notify.checkStatus', { url: siteUrl(localizePath(locale, '/studentConsole')) }),
  ]
  return queueTelegramMessage(payload, recipient, approved ? 'contract' : 'status', lines.join('\n\n'), req)
}

/** Staff asked for a new file: which one, their reason, and the signed upload link with its last day. */
export function queueDocumentRequestMessage(
  payload: Payload,
  recipient: Recipient,
  request: { kind: DocumentKind; reason: string; url: string; expiresAt: Date },
  req?: PayloadRequest,
) {
  const locale = localeFrom(recipient.locale) ?? 'en'
  const t = translator(locale, 'telegram')
  const document = translator(locale, 'form')(`fields.${request.kind}`)
  const lines = [
    t('notify.documentRequest', { number: recipient.applicationNumber, document }),
    t('notify.reason', { reason: request.reason }),
    t('notify.upload', { date: formatDate(locale, request.expiresAt.toISOString()), url: request.url }),
  ]
  return queueTelegramMessage(payload, recipient, 'document_request', lines.join('\n\n'), req)
}
