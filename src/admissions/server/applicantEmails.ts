// The e-mails an applicant receives, in the language they applied in.
import type { Payload } from 'payload'

import { localizePath } from '@/i18n/locales'
import { env } from '@/env'
import { formatDate } from '@/lib/dates'
import type { Application } from '@/payload-types'

import { localeFrom, translator } from '@/i18n/translator'
import type { DocumentKind } from '@/admissions/shared/documents'
import { isStatus } from '@/admissions/shared/statuses'

type Recipient = Pick<Application, 'applicationNumber' | 'email' | 'firstName' | 'lastName' | 'locale' | 'status'>

const consoleUrl = (recipient: Recipient) => new URL(localizePath(localeFrom(recipient.locale) ?? 'en', '/studentConsole'), env.SITE_URL).toString()

async function compose(payload: Payload, recipient: Recipient, subject: string, lines: string[]) {
  const locale = localeFrom(recipient.locale) ?? 'en'
  const t = translator(locale, 'emails')
  const settings = await payload.findGlobal({ slug: 'settings', locale, depth: 0 })
  const site = settings.siteTitle || new URL(env.SITE_URL).hostname
  const text = [t('greeting', { name: `${recipient.firstName} ${recipient.lastName}` }), '', ...lines, '', t('signature', { site })].join('\n')
  return { to: recipient.email, subject, text }
}

export async function sendSubmissionEmail(payload: Payload, recipient: Recipient): Promise<void> {
  const t = translator(localeFrom(recipient.locale) ?? 'en', 'emails')
  await payload.sendEmail(
    await compose(payload, recipient, t('submittedSubject', { number: recipient.applicationNumber }), [
      t('submittedBody', { number: recipient.applicationNumber }),
      t('checkStatus', { url: consoleUrl(recipient) }),
    ]),
  )
}

export async function sendStatusEmail(payload: Payload, recipient: Recipient, comment: string | null): Promise<void> {
  const locale = localeFrom(recipient.locale) ?? 'en'
  const t = translator(locale, 'emails')
  const label = isStatus(recipient.status) ? translator(locale, 'statuses')(recipient.status) : recipient.status
  await payload.sendEmail(
    await compose(payload, recipient, t('statusSubject', { number: recipient.applicationNumber, status: label }), [
      t('statusBody', { number: recipient.applicationNumber, status: label }),
      ...(comment ? [t('comment', { comment })] : []),
      ...(recipient.status === 'approved' ? [t('contract', { url: new URL(localizePath(locale, '/get-contract'), env.SITE_URL).toString() })] : []),
      t('checkStatus', { url: consoleUrl(recipient) }),
    ]),
  )
}

/** Staff asked for a new file: which document, their reason, and the signed link with its last day. */
export async function sendDocumentRequestEmail(
  payload: Payload,
  recipient: Recipient,
  request: { kind: DocumentKind; reason: string; url: string; expiresAt: Date },
): Promise<void> {
  const locale = localeFrom(recipient.locale) ?? 'en'
  const t = translator(locale, 'emails')
  const document = translator(locale, 'form')(`fields.${request.kind}`)
  const number = recipient.applicationNumber
  await payload.sendEmail(
    await compose(payload, recipient, t('documentRequestSubject', { number, document }), [
      t('documentRequestBody', { number, document }),
      t('documentRequestReason', { reason: request.reason }),
      '',
      t('documentRequestLink', { date: formatDate(locale, request.expiresAt.toISOString()), url: request.url }),
      t('documentRequestHow'),
      '',
      t('checkStatus', { url: consoleUrl(recipient) }),
    ]),
  )
}
